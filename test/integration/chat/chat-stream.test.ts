import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import {
  type ChatStreamEvent,
  chatStreamEventSchema,
} from '../../../functions/domain/contracts/chat-stream.ts';
import { WIDGET_GREETING, WIDGET_SUGGESTED_QUESTIONS } from '../../../functions/domain/q/widget-script.ts';
import { LOCAL_MODEL_BREAK_MARKER } from '../../../functions/local/assistant/index.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { type LocalModelProduct, startLocalModelProduct } from '../../setup/local-model-product.ts';
import { baseUrl, uniqueSuffix } from './support.ts';

const [, , priceQuestion = ''] = WIDGET_SUGGESTED_QUESTIONS;

/** Each call comes from its own viewer, so these bursts leave the loopback budget to other files. */
const viewer = () => ({
  'x-local-edge-secret': inject('edgeSecret'),
  'cloudfront-viewer-address': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}:443`,
});

const history = (question: string) => ({
  messages: [
    { role: 'assistant', content: WIDGET_GREETING },
    { role: 'user', content: question },
  ],
});

function post(origin: string, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface Arrival {
  readonly event: ChatStreamEvent;
  readonly at: number;
}

/** Reads the body as it arrives, noting when each event line came. */
async function readEvents(response: Response): Promise<Arrival[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const arrivals: Arrival[] = [];
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean))
      arrivals.push({ event: chatStreamEventSchema.parse(JSON.parse(line)), at: Date.now() });
  }
  return arrivals;
}

const textOf = (arrivals: readonly Arrival[]) =>
  arrivals.map(({ event }) => (event.type === 'text' ? event.text : '')).join('');

let product: LocalModelProduct;
beforeAll(async () => {
  product = await startLocalModelProduct({ web: false });
});
afterAll(() => product?.stop());

describe('POST /api/chat/stream with a streaming model (local Bedrock stand-in)', () => {
  it('sends the reply in pieces as it is generated, then the whole reply the plain call gives', async () => {
    const sessionId = `chat-${uniqueSuffix()}`;
    const response = await post(product.url, '/api/chat/stream', history(priceQuestion), {
      ...viewer(),
      'x-session-id': sessionId,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const arrivals = await readEvents(response);

    const texts = arrivals.filter(({ event }) => event.type === 'text');
    expect(texts.length).toBeGreaterThan(5);
    // Progressive: the first words came well before the last, not all at once at the end (the
    // stand-in paces its pieces; how fast the first one comes is the bench's business, not a test's).
    const first = texts[0]!.at;
    const last = arrivals.at(-1)!.at;
    expect(last - first).toBeGreaterThan(250);

    const done = arrivals.at(-1)!.event;
    expect(done).toEqual({ type: 'done', reply: textOf(arrivals).trim(), sessionId });
    const plain = await post(product.url, '/api/chat', history(priceQuestion), viewer());
    expect(((await plain.json()) as { reply: string }).reply).toBe(done.type === 'done' && done.reply);
    expect(done.type === 'done' && done.reply).toContain('Starting from ₦5,000,000');
  });

  it('replaces the part-reply with the built-in guide’s when the model breaks off', async () => {
    const response = await post(
      product.url,
      '/api/chat/stream',
      history(`${priceQuestion} ${LOCAL_MODEL_BREAK_MARKER}`),
      viewer(),
    );
    const events = (await readEvents(response)).map(({ event }) => event);
    expect(events.slice(0, 2).map((event) => event.type)).toEqual(['text', 'text']);
    const replace = events.find((event) => event.type === 'replace');
    expect(replace?.type === 'replace' && replace.text).toContain('Starting from ₦5,000,000');
    expect(events.at(-1)).toEqual({
      type: 'done',
      reply: replace?.type === 'replace' ? replace.text.trim() : '',
      sessionId: expect.any(String),
    });
  });

  it('refuses as the plain call does, before any of the reply', async () => {
    const bad = await post(product.url, '/api/chat/stream', { messages: [] }, viewer());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'validation', message: 'messages: must have at least one message' },
    });

    const tooLong = await post(
      product.url,
      '/api/chat/stream',
      history('x'.repeat(CHAT_LIMITS.maxMessageChars + 1)),
      viewer(),
    );
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toMatchObject({ error: { code: 'too_large' } });
  });

  it('counts against the per-session limit: one over it is 429 with Retry-After', async () => {
    const sessionId = `chat-${uniqueSuffix()}`;
    const calls = Array.from({ length: RATE_LIMITS.chatPerSession.limit + 1 }, () =>
      post(product.url, '/api/chat/stream', history('FinTech'), { ...viewer(), 'x-session-id': sessionId }),
    );
    const responses = await Promise.all(calls);
    for (const response of responses) await response.body?.cancel();
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.chatPerSession.limit);
    const refused = responses.find((response) => response.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/chat/stream with the built-in guide (no model configured)', () => {
  it('sends the reply in one piece, then the whole reply', async () => {
    const response = await post(baseUrl, '/api/chat/stream', history(priceQuestion), viewer());
    expect(response.status).toBe(200);
    const events = (await readEvents(response)).map(({ event }) => event);
    expect(events.map((event) => event.type)).toEqual(['text', 'done']);
    expect(events[1]).toMatchObject({
      type: 'done',
      reply: expect.stringContaining('Starting from ₦5,000,000'),
    });
  });
});
