import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';

/**
 * Blind acceptance cases for the local stand-in of the WhatsApp worker's SQS FIFO queue, written
 * from the issue, functions/local/whatsapp/README.md and AWS's FIFO documentation without reading
 * functions/local/whatsapp/queue.ts or the adapter. What the product reaches through
 * whatsappQueue(undefined) must behave as the FIFO queue and its event source mapping do on AWS:
 *   - one message group's notifications go to the handler one at a time, in the order enqueued,
 *     the next only once the previous one's handler has finished (even when it is slow);
 *   - a notification the handler reports failed comes again, a few hundred ms later, and the
 *     group's later notifications wait until it succeeds;
 *   - other groups (another founder; a status, which is grouped on its own) are not held up;
 *   - the same exact body enqueued again within five minutes is not delivered again (content-based
 *     deduplication), while two different bodies from one founder are both delivered, in order.
 *
 * startWhatsappQueue registers one delivery for the process. The unit project shares a module graph
 * per worker, so this file loads the queue modules afresh (vi.resetModules) and resets the registry
 * again when it ends, so no later file reaches this file's fake worker. Every test waits until the
 * notifications it enqueued have all succeeded, so no retry is left running when the file ends.
 */

type SqsEvent = { Records: { messageId: string; body: string }[] };
type Deliver = (rawBody: string) => Promise<void>;

interface Script {
  /** How long the handler takes for this notification. */
  readonly delayMs?: number;
  /** How many deliveries the handler reports failed before it succeeds. */
  readonly failTimes?: number;
}

interface Notification {
  readonly label: string;
  /** Our own idea of its FIFO group: the founder's wa_id, or `status:<wamid>`. */
  readonly group: string;
  readonly body: string;
  readonly script: Script;
}

interface Entry {
  readonly label: string;
  readonly phase: 'start' | 'end';
  readonly ok?: boolean;
  readonly at: number;
}

const entries: Entry[] = [];
const notifications = new Map<string, Notification>();
const inFlight = new Map<string, number>();
/** Deliveries that began while another of the same group was still being handled. */
const overlaps: string[] = [];
const unexpected: string[] = [];
const batches: SqsEvent[] = [];
const loaded: string[] = [];
const errors: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fakeWorker(event: unknown): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const sqsEvent = event as SqsEvent;
  batches.push(sqsEvent);
  const failures: { itemIdentifier: string }[] = [];
  for (const record of sqsEvent.Records) {
    const notification = notifications.get(record.body);
    if (!notification) {
      unexpected.push(record.body.slice(0, 120));
      continue;
    }
    const { label, group, script } = notification;
    if ((inFlight.get(group) ?? 0) > 0) overlaps.push(label);
    inFlight.set(group, (inFlight.get(group) ?? 0) + 1);
    const attempt = entries.filter((entry) => entry.label === label && entry.phase === 'start').length + 1;
    entries.push({ label, phase: 'start', at: Date.now() });
    await sleep(script.delayMs ?? 0);
    const ok = attempt > (script.failTimes ?? 0);
    inFlight.set(group, (inFlight.get(group) ?? 1) - 1);
    entries.push({ label, phase: 'end', ok, at: Date.now() });
    if (!ok) failures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures: failures };
}

const startsOf = (label: string) => entries.filter((e) => e.label === label && e.phase === 'start');
const successesOf = (label: string) => entries.filter((e) => e.label === label && e.phase === 'end' && e.ok);
const endsOf = (label: string) => entries.filter((e) => e.label === label && e.phase === 'end');
const firstIndex = (label: string, phase: 'start' | 'end', ok?: boolean) =>
  entries.findIndex((e) => e.label === label && e.phase === phase && (ok === undefined || e.ok === ok));

/** Entries of these labels only, as "start A1", "end A1 ok", in the order they happened. */
const story = (...labels: string[]) =>
  entries
    .filter((entry) => labels.includes(entry.label))
    .map((entry) =>
      entry.phase === 'start' ? `start ${entry.label}` : `end ${entry.label} ${entry.ok ? 'ok' : 'failed'}`,
    );

const waitUntil = (description: string, until: () => boolean, timeoutMs = 8_000) =>
  waitFor(description, () => story(...Array.from(notifications.values(), (n) => n.label)).slice(-12), until, {
    timeoutMs,
    intervalMs: 10,
  });

const succeeded = (label: string, timeoutMs?: number) =>
  waitUntil(`the worker to succeed on ${label}`, () => successesOf(label).length > 0, timeoutMs);
const started = (label: string, timeoutMs?: number) =>
  waitUntil(`the worker to start on ${label}`, () => startsOf(label).length > 0, timeoutMs);

const RUN = Date.now().toString(36);
let numbers = 0;
/** A wa_id no other test of this file uses. */
const freshFounder = () => `23480${String(10_000_000 + (numbers += 1))}`;

function founderMessage(
  label: string,
  from: string,
  options: { text?: string; id?: string } = {},
  script: Script = {},
) {
  const id = options.id ?? `wamid.${RUN}.${label}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Amaka' }, wa_id: from }],
              messages: [
                {
                  from,
                  id,
                  timestamp: '1760000000',
                  type: 'text',
                  text: { body: options.text ?? `${label} (${RUN})` },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  return define({ label, group: from, body, script });
}

function statusUpdate(label: string, recipient: string, script: Script = {}) {
  const wamid = `wamid.${RUN}.sent-by-product.${label}`;
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                { id: wamid, status: 'delivered', timestamp: '1760000005', recipient_id: recipient },
              ],
            },
          },
        ],
      },
    ],
  });
  return define({ label, group: `status:${wamid}`, body, script });
}

function define(notification: Notification): Notification {
  if (notifications.has(notification.body))
    throw new Error(`two test notifications share a body: ${notification.label}`);
  notifications.set(notification.body, notification);
  return notification;
}

let deliver: Deliver;
/** Enqueue promises not awaited where they were made (the webhook's requests run side by side). */
const pending: Promise<void>[] = [];
const enqueue = (notification: Notification) => {
  const promise = deliver(notification.body);
  pending.push(promise);
  return promise;
};

beforeAll(async () => {
  vi.resetModules();
  const local = await import('../../../functions/local/whatsapp/queue.ts');
  const adapter = await import('../../../functions/adapters/whatsapp/queue.ts');
  local.startWhatsappQueue({
    loadHandler: async (name: string) => {
      loaded.push(name);
      return fakeWorker;
    },
    log: {
      info: () => {},
      error: (message: string) => void errors.push(message),
    },
  });
  deliver = adapter.whatsappQueue(undefined);
});

afterAll(async () => {
  await Promise.allSettled(pending);
  vi.resetModules();
});

describe('the local WhatsApp FIFO queue', { timeout: 30_000 }, () => {
  it("gives the worker an SQS event of one record carrying the notification's raw body", async () => {
    const founder = freshFounder();
    const first = founderMessage('raw-1', founder, { text: 'Ẹ káàárọ̀ 👋 "quoted" \\ back' });

    await enqueue(first);
    await succeeded('raw-1');

    expect(loaded).toContain('whatsapp-worker');
    const batch = batches.find((event) => event.Records.some((record) => record.body === first.body));
    expect(batch, 'the SQS event that carried raw-1').toBeDefined();
    expect(batch!.Records).toHaveLength(1);
    expect(batch!.Records[0]!.body).toBe(first.body);
    expect(typeof batch!.Records[0]!.messageId).toBe('string');
    expect(batch!.Records[0]!.messageId.length).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });

  it("hands one founder's notifications over one at a time, in the order enqueued, though the first is slow", async () => {
    const founder = freshFounder();
    const a1 = founderMessage('order-1', founder, {}, { delayMs: 300 });
    const a2 = founderMessage('order-2', founder);
    const a3 = founderMessage('order-3', founder, {}, { delayMs: 50 });

    await enqueue(a1);
    await enqueue(a2);
    await enqueue(a3);
    await succeeded('order-3');

    expect(story('order-1', 'order-2', 'order-3')).toEqual([
      'start order-1',
      'end order-1 ok',
      'start order-2',
      'end order-2 ok',
      'start order-3',
      'end order-3 ok',
    ]);
    expect(overlaps.filter((label) => label.startsWith('order-'))).toEqual([]);
  });

  it("does not start a founder's next notification while the slow one before it is still being handled", async () => {
    const founder = freshFounder();
    const slow = founderMessage('wait-1', founder, {}, { delayMs: 800 });
    const next = founderMessage('wait-2', founder);

    void enqueue(slow);
    await started('wait-1');
    void enqueue(next);
    await succeeded('wait-2');

    expect(firstIndex('wait-2', 'start')).toBeGreaterThan(firstIndex('wait-1', 'end', true));
    expect(story('wait-1', 'wait-2')).toEqual([
      'start wait-1',
      'end wait-1 ok',
      'start wait-2',
      'end wait-2 ok',
    ]);
  });

  it("retries a notification the worker failed, a few hundred ms apart, holding the founder's later ones until it succeeds", async () => {
    const founder = freshFounder();
    const failing = founderMessage('retry-1', founder, {}, { failTimes: 2 });
    const later = founderMessage('retry-2', founder);

    await enqueue(failing);
    await enqueue(later);
    await succeeded('retry-2');

    expect(story('retry-1', 'retry-2')).toEqual([
      'start retry-1',
      'end retry-1 failed',
      'start retry-1',
      'end retry-1 failed',
      'start retry-1',
      'end retry-1 ok',
      'start retry-2',
      'end retry-2 ok',
    ]);
    const attempts = startsOf('retry-1').map((entry) => entry.at);
    const ends = endsOf('retry-1').map((entry) => entry.at);
    for (let i = 1; i < attempts.length; i += 1) {
      const gap = attempts[i]! - ends[i - 1]!;
      expect(gap, `the gap before retry ${i} of retry-1`).toBeGreaterThanOrEqual(100);
      expect(gap, `the gap before retry ${i} of retry-1`).toBeLessThanOrEqual(3_000);
    }
    // Every delivery carried the same notification, one record at a time.
    const carrying = batches.filter((event) => event.Records.some((record) => record.body === failing.body));
    expect(carrying).toHaveLength(3);
    for (const event of carrying) expect(event.Records).toHaveLength(1);
  });

  it("does not hold up another founder behind one founder's slow notification", async () => {
    const slow = founderMessage('slow-a', freshFounder(), {}, { delayMs: 2_000 });
    const other = founderMessage('quick-b', freshFounder());

    void enqueue(slow);
    await started('slow-a');
    void enqueue(other);
    await succeeded('quick-b', 1_800);

    expect(successesOf('slow-a'), 'slow-a finished before quick-b, so quick-b may have waited').toEqual([]);
    await succeeded('slow-a');
  });

  it("does not hold up another founder behind one founder's failing notification", async () => {
    const failing = founderMessage('failing-a', freshFounder(), {}, { failTimes: 4 });
    const other = founderMessage('fine-b', freshFounder());

    void enqueue(failing);
    await waitUntil('the worker to fail failing-a once', () => endsOf('failing-a').length > 0);
    void enqueue(other);
    await succeeded('fine-b');

    expect(successesOf('failing-a'), 'failing-a succeeded before fine-b, so fine-b may have waited').toEqual(
      [],
    );
    await succeeded('failing-a', 15_000);
    expect(startsOf('failing-a')).toHaveLength(5);
  });

  it("handles statuses while the founder's own message is slow", async () => {
    const founder = freshFounder();
    const slow = founderMessage('slow-message', founder, {}, { delayMs: 2_000 });
    const delivered = statusUpdate('status-1', founder);
    const read = statusUpdate('status-2', founder);

    void enqueue(slow);
    await started('slow-message');
    void enqueue(delivered);
    void enqueue(read);
    await succeeded('status-1', 1_800);
    await succeeded('status-2', 1_800);

    expect(successesOf('slow-message'), 'the slow message finished before the statuses').toEqual([]);
    await succeeded('slow-message');
  });

  it("does not hold up a founder's message behind a slow status of a reply to them", async () => {
    const founder = freshFounder();
    const slowStatus = statusUpdate('slow-status', founder, { delayMs: 2_000 });
    const message = founderMessage('after-status', founder);

    void enqueue(slowStatus);
    await started('slow-status');
    void enqueue(message);
    await succeeded('after-status', 1_800);

    expect(successesOf('slow-status'), 'the slow status finished before the message').toEqual([]);
    await succeeded('slow-status');
  });

  it('handles the same body enqueued again after it was handled only once', async () => {
    const founder = freshFounder();
    const once = founderMessage('dup-1', founder);
    const sentinel = founderMessage('dup-sentinel', founder);

    await enqueue(once);
    await succeeded('dup-1');
    await enqueue(once);
    // The same founder's next notification: in its group's order, the duplicate would come before it.
    await enqueue(sentinel);
    await succeeded('dup-sentinel');
    await sleep(400);

    expect(startsOf('dup-1')).toHaveLength(1);
  });

  it('handles the same body enqueued twice back to back only once', async () => {
    const founder = freshFounder();
    const once = founderMessage('twice-1', founder, {}, { delayMs: 100 });
    const sentinel = founderMessage('twice-sentinel', founder);

    await Promise.all([enqueue(once), enqueue(once)]);
    await enqueue(sentinel);
    await succeeded('twice-sentinel');
    await sleep(400);

    expect(startsOf('twice-1')).toHaveLength(1);
    expect(story('twice-1', 'twice-sentinel')).toEqual([
      'start twice-1',
      'end twice-1 ok',
      'start twice-sentinel',
      'end twice-sentinel ok',
    ]);
  });

  it('handles two different bodies from one founder twice, in order, even when the words are the same', async () => {
    const founder = freshFounder();
    const words = `Are you there? (${RUN})`;
    const first = founderMessage(
      'same-words-1',
      founder,
      { text: words, id: `wamid.${RUN}.words.1` },
      { delayMs: 200 },
    );
    const second = founderMessage('same-words-2', founder, { text: words, id: `wamid.${RUN}.words.2` });

    await enqueue(first);
    await enqueue(second);
    await succeeded('same-words-2');

    expect(story('same-words-1', 'same-words-2')).toEqual([
      'start same-words-1',
      'end same-words-1 ok',
      'start same-words-2',
      'end same-words-2 ok',
    ]);
  });

  it('never handed two notifications of one group at the same time, nor anything it was not given', () => {
    expect(overlaps).toEqual([]);
    expect(unexpected).toEqual([]);
  });
});
