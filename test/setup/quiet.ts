import type { QuietState } from '../../functions/local/quiet.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How the last settle went, for a test that wants to say so (and for measuring, ARCHITECTURE.md). */
export interface Settled {
  /** true: the product said it was idle; false: `atMostMs` passed first (another file kept it busy) */
  readonly idle: boolean;
  readonly waitedMs: number;
  /** what was in hand at the last look, when not idle */
  readonly inHand: QuietState['inHand'];
}

/**
 * Proves silence ("no second reply comes", "no alert is sent") by waiting until the local product
 * has nothing in hand (GET /_local/idle: no handler running, no queue delivery, retry, SES event or
 * Paystack settlement pending, the stream read empty after all of them), or `atMostMs`, whichever
 * comes first.
 *
 * `atMostMs` is the fixed sleep the test used to make, so the proof is never weaker than it was:
 * idle means nothing that could still send anything is in hand, and the cap is the old sleep
 * itself. Files that run alone reach idle in well under a second; in the parallel projects another
 * file may keep the product busy, and the wait is then the old sleep (issue #28, "Suite speed").
 */
export async function settleProduct(baseUrl: string, atMostMs: number): Promise<Settled> {
  const started = Date.now();
  let inHand: QuietState['inHand'] = {};
  // A pass begun before this call may have missed what the test itself just wrote to the table.
  let begunBefore: number | undefined;
  for (;;) {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/_local/idle`);
    if (!response.ok)
      throw new Error(`GET /_local/idle answered ${response.status}: ${await response.text()}`);
    const state = (await response.json()) as QuietState;
    begunBefore ??= state.streamPassesBegun;
    if (state.idle && state.quietStreamPass > begunBefore) {
      return { idle: true, waitedMs: Date.now() - started, inHand: {} };
    }
    inHand = state.inHand;
    const left = atMostMs - (Date.now() - started);
    if (left <= 0) return { idle: false, waitedMs: Date.now() - started, inHand };
    await sleep(Math.min(50, left));
  }
}
