import { isConditionFailure, jitter } from './conditions.ts';
import { writeContention } from './errors.ts';

/** An item under optimistic locking: every write is conditional on the version that was read. */
export interface Versioned {
  version: number;
}

export interface VersionedUpsert<Stored extends Versioned, Result> {
  /** A strongly consistent read of the current item. */
  read(): Promise<Stored | undefined>;
  /**
   * The next state from the current one; pure, because it may run again after a collision. No
   * `item`: the current state stays as it is and nothing is written.
   */
  merge(stored: Stored | undefined): { item: Omit<Stored, 'version'> | undefined; result: Result };
  /** Writes `item` only if the stored version is still `expected` (0: the item must not exist yet). */
  write(item: Stored, expected: number): Promise<void>;
  /** Named in the error when writers keep colliding. */
  what: string;
}

const MAX_ATTEMPTS = 30;

/** Read, merge, conditional write; on a lost race read again and merge again. */
export async function versionedUpsert<Stored extends Versioned, Result>(
  upsert: VersionedUpsert<Stored, Result>,
): Promise<Result> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const stored = await upsert.read();
    const { item, result } = upsert.merge(stored);
    if (item === undefined) return result;
    const expected = stored?.version ?? 0;
    try {
      await upsert.write({ ...item, version: expected + 1 } as Stored, expected);
      return result;
    } catch (error: unknown) {
      if (!isConditionFailure(error)) throw error;
    }
    await jitter(attempt);
  }
  throw writeContention(upsert.what);
}

/**
 * The condition of a versioned put of a launch's item (keyed by its resume token): version 0 means
 * the item must not exist yet; any other, that it is still at the version that was read.
 */
export function versionCondition(expected: number): {
  expression: string;
  names: Record<string, string>;
  values?: Record<string, number>;
} {
  return expected === 0
    ? { expression: 'attribute_not_exists(#resume_token)', names: { '#resume_token': 'resume_token' } }
    : {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': expected },
      };
}
