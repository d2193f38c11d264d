import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError, sendJson } from './http-io.ts';
import type { MountedService } from './gateway/server.ts';
import type { LambdaHandler } from './lambda/runtime.ts';

/** GET answers whether the local product has anything in hand (see ProductQuiet). */
export const QUIET_PATH = '/_local/idle';

type HandlerLoader = (name: string) => Promise<LambdaHandler | undefined>;

/** What GET /_local/idle answers. */
export interface QuietState {
  /** true: nothing in hand, and the stream has been read empty since the last piece of work ended */
  readonly idle: boolean;
  /** what is in hand now, by kind ("handler chat", "WhatsApp queue delivery", ...), with counts */
  readonly inHand: Readonly<Record<string, number>>;
  /** false until the stream has been read empty since the last piece of work started or ended */
  readonly streamReadEmpty: boolean;
  /** how many passes over the stream have begun */
  readonly streamPassesBegun: number;
  /**
   * the number of the last pass that read the stream empty with no work started or ended during it:
   * a caller that wrote to the table itself waits until this exceeds streamPassesBegun as it wrote
   */
  readonly quietStreamPass: number;
}

/**
 * Whether the local product is idle: no Lambda handler running, no WhatsApp queue delivery or retry
 * waiting, no SES event or Paystack settlement or WhatsApp status report on its timer, and the
 * table's stream read empty after the last of them (a write's stream record is the one piece of
 * work that exists only in DynamoDB until the poller reads it).
 *
 * Why: tests that prove silence ("no second reply is sent") used to sleep a fixed 1.5 to 4 s
 * (issue #28). Idle means nothing that could still send anything is in hand, so such a test waits
 * for idle instead, which on a quiet product comes in well under a second. Only the stand-ins
 * and this process's timers are counted: a schedule that fires minutes later is not "in hand".
 */
export class ProductQuiet implements MountedService {
  private readonly held = new Map<string, number>();
  /** Counts every start and end of work: an empty stream pass proves quiet only if none came since it began. */
  private generation = 0;
  private streamEmptyAsOf = -1;
  private watchesStream = false;
  private passesBegun = 0;
  private quietPass = 0;

  /** Holds `what` in hand until the returned release is called (again is harmless). */
  hold(what: string): () => void {
    this.held.set(what, (this.held.get(what) ?? 0) + 1);
    this.generation += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(what) ?? 1) - 1;
      if (left > 0) this.held.set(what, left);
      else this.held.delete(what);
      this.generation += 1;
    };
  }

  /** `work`, held in hand until it settles. */
  track<T>(what: string, work: Promise<T>): Promise<T> {
    const release = this.hold(what);
    return work.finally(release);
  }

  /** The same loader, whose handlers are each held in hand while they run. */
  counting(load: HandlerLoader): HandlerLoader {
    return async (name) => {
      const handler = await load(name);
      if (!handler) return undefined;
      const run = handler as (...args: unknown[]) => Promise<unknown>;
      const counted = (...args: unknown[]) => this.track(`handler ${name}`, run(...args));
      // Every argument passes through, and a streamed handler keeps the mark the runtime reads
      // (awslambda.streamifyResponse): it is called (event, responseStream, context).
      return Object.assign(counted, handler);
    };
  }

  /**
   * Called as the stream poller starts a pass over every shard; the answer is called when the pass
   * is over, with whether it found any record.
   */
  streamPass(): (foundRecords: boolean) => void {
    this.watchesStream = true;
    this.passesBegun += 1;
    const pass = this.passesBegun;
    const startedAt = this.generation;
    return (foundRecords) => {
      if (foundRecords) return;
      this.streamEmptyAsOf = Math.max(this.streamEmptyAsOf, startedAt);
      if (startedAt === this.generation) this.quietPass = Math.max(this.quietPass, pass);
    };
  }

  state(): QuietState {
    const streamReadEmpty = !this.watchesStream || this.streamEmptyAsOf === this.generation;
    return {
      idle: this.held.size === 0 && streamReadEmpty,
      inHand: Object.fromEntries(this.held),
      streamReadEmpty,
      streamPassesBegun: this.passesBegun,
      quietStreamPass: this.quietPass,
    };
  }

  /** GET /_local/idle (mounted there by product.ts): the state, never cached. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (pathname !== QUIET_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      sendError(req, res, 404, 'not_found', 'Nothing here.');
      return;
    }
    sendJson(req, res, 200, this.state(), { 'cache-control': 'no-store' });
  }
}
