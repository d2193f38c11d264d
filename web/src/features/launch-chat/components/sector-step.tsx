import { LAUNCH_SECTORS, type LaunchSectorId } from '@domain/sectors.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cx } from '../../../components/ui/cx.ts';

/** The 12 sectors; 'Suggested' marks the sector guessed from the idea (or preset by ?service=). */
export function SectorStep({
  suggested,
  chosen,
  disabled,
  onChoose,
}: {
  suggested: LaunchSectorId | null;
  chosen: LaunchSectorId | null;
  disabled: boolean;
  onChoose: (sector: LaunchSectorId) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink-900">Choose your sector</legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {LAUNCH_SECTORS.map((sector) => {
          const isSuggested = sector.id === suggested;
          return (
            <li key={sector.id}>
              <button
                type="button"
                data-no-scroll
                disabled={disabled}
                aria-pressed={chosen === sector.id}
                onClick={() => onChoose(sector.id)}
                className={cx(
                  'flex min-h-14 w-full flex-col items-start justify-center gap-1 rounded-xl border px-3 py-2 text-left text-sm font-semibold transition-colors',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  chosen === sector.id
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : isSuggested
                      ? 'border-brand-700 bg-brand-50 text-brand-900 hover:bg-brand-100'
                      : 'border-ink-200 bg-white text-ink-900 hover:border-brand-700 hover:bg-brand-50',
                )}
              >
                <span>{sector.name}</span>
                {isSuggested ? (
                  <Badge variant={chosen === sector.id ? 'secondary' : 'default'}>Suggested</Badge>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
