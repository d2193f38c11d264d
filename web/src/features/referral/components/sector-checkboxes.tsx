import { REFERRAL_SECTOR_IDS, type ReferralSectorId, SECTOR_NAMES } from '@domain/sector-names.ts';
import { Checkbox } from '../../../components/ui/form-controls.tsx';
import { cx } from '../../../components/ui/cx.ts';

/** The 11 referral sectors as a group of checkboxes under one legend (a native multi-select is unusable on phones). */
export function SectorCheckboxes({
  selected,
  onToggle,
  disabled,
}: {
  selected: readonly ReferralSectorId[];
  onToggle: (sector: ReferralSectorId) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby="referral-sectors-hint">
      <legend className="text-sm font-medium text-ink-900">
        Sectors you can refer <span className="font-normal text-ink-600">(optional)</span>
      </legend>
      <p id="referral-sectors-hint" className="text-sm text-ink-600">
        Choose every sector where you know founders.
      </p>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {REFERRAL_SECTOR_IDS.map((id) => {
          const checked = selected.includes(id);
          return (
            <label
              key={id}
              className={cx(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                checked
                  ? 'border-brand-700 bg-brand-50 font-medium text-brand-900'
                  : 'border-ink-300 bg-white text-ink-900 hover:border-brand-700',
              )}
            >
              <Checkbox
                name="sectors"
                value={id}
                checked={checked}
                disabled={disabled}
                onChange={() => onToggle(id)}
                className="size-4 focus-visible:outline-none"
              />
              <span>{SECTOR_NAMES[id]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
