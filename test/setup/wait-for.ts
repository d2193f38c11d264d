import { inspect } from 'node:util';

/** How long a wait lasts and how often it looks again. */
export interface WaitOptions {
  /** Give up after this long (default 8 s). */
  readonly timeoutMs?: number;
  /** Look again after this long (default 100 ms). */
  readonly intervalMs?: number;
}

/** What a wait that gave up throws: it names what it waited for and what it saw last. */
export class WaitTimeout extends Error {
  override readonly name = 'WaitTimeout';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const shown = (value: unknown): string =>
  inspect(value, { depth: 4, breakLength: Infinity, maxArrayLength: 10, maxStringLength: 300 });

/**
 * The one way a test waits for something the product does in its own time (a mail in the outbox,
 * an alert at the receiver, a stream change, a socket message): looks with `probe` until `until`
 * holds for what it returns, and answers that value. At the deadline it THROWS, naming
 * `description` and the last value (or error) seen, so a test never goes on with a wait that
 * silently gave up (issue #25: `awaitMail` returned an empty list and the test failed later, on
 * something that said nothing about the wait).
 */
export async function waitFor<T>(
  description: string,
  probe: () => T | Promise<T>,
  until: (value: T) => boolean,
  options: WaitOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 8_000;
  const intervalMs = options.intervalMs ?? 100;
  const deadline = Date.now() + timeoutMs;
  let last: { value: T } | { error: unknown } | undefined;
  for (;;) {
    try {
      const value = await probe();
      if (until(value)) return value;
      last = { value };
    } catch (error: unknown) {
      last = { error };
    }
    if (Date.now() >= deadline) break;
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
  const seen =
    last === undefined
      ? 'nothing'
      : 'error' in last
        ? `the error ${last.error instanceof Error ? `${last.error.name}: ${last.error.message}` : shown(last.error)}`
        : shown(last.value);
  throw new WaitTimeout(`Gave up after ${timeoutMs} ms waiting for ${description}; last seen: ${seen}`);
}
