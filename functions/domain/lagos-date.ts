/** Africa/Lagos is UTC+1 all year (no daylight saving), so its calendar day is a fixed shift of UTC. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The Lagos calendar date (YYYY-MM-DD) of an instant. */
export function lagosDate(instant: Date | string | number): string {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  if (!Number.isFinite(ms)) throw new Error(`Not a valid instant: ${String(instant)}`);
  return new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

export function isLagosDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}
