/** DynamoDB (or ElectroDB wrapping it) refused a write because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    if (current.name === 'ConditionalCheckFailedException') return true;
    current = current.cause;
  }
  return false;
}

/** Reasons a TransactWrite was cancelled, in item order, as ElectroDB reports them. */
export interface TransactionOutcome {
  canceled: boolean;
  data: ReadonlyArray<{ rejected: boolean; code: string }>;
}

export function rejectedBy(
  outcome: TransactionOutcome,
  index: number,
  code = 'ConditionalCheckFailed',
): boolean {
  return outcome.canceled && outcome.data[index]?.code === code;
}

/** Another transaction touched the same items; the whole transaction can simply be retried. */
export function collided(outcome: TransactionOutcome): boolean {
  return outcome.canceled && outcome.data.some((reason) => reason.code === 'TransactionConflict');
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Small random back-off so colliding writers spread out instead of colliding again. */
export const jitter = (attempt: number) => pause(Math.floor(Math.random() * 15 * (attempt + 1)));
