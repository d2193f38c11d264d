import { Label } from '../../../components/ui/form-controls.tsx';
import type { RowStage } from '../row-stages.ts';

/** The owner filter's value for prospects nobody owns yet. */
export const UNOWNED = 'none';

const selectClass = 'h-11 max-w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900';

/** A stage filter: every stage of the list in people's words. */
export function StageFilter({
  id,
  stages,
  value,
  onChange,
}: {
  id: string;
  stages: readonly RowStage[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Stage</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">All stages</option>
        {stages.map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stage.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An owner filter: the staff accounts, and the owners the rows already name. */
export function OwnerFilter({
  id,
  owners,
  value,
  onChange,
}: {
  id: string;
  owners: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const choices = [...new Set([...owners, ...(value && value !== UNOWNED ? [value] : [])])].sort();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>Owner</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">All owners</option>
        <option value={UNOWNED}>Nobody yet</option>
        {choices.map((owner) => (
          <option key={owner} value={owner}>
            {owner}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether a row's owner passes the owner filter. */
export function ownerMatches(owner: string | null, filter: string): boolean {
  if (!filter) return true;
  if (filter === UNOWNED) return !owner;
  return owner?.toLowerCase() === filter.toLowerCase();
}
