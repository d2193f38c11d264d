import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import { chatStreamEventSchema } from '../../../functions/domain/contracts/chat-stream.ts';
import { createChatStreamHandler } from '../../../functions/handlers/chat-stream.ts';
import type { ReplyStream } from '../../../functions/handlers/lib/response-stream.ts';
import type { StreamingAssistant } from '../../../functions/services/chat/ports.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import type { ChatStreamPorts } from '../../../functions/services/chat/stream-chat-reply.ts';
import { apiEvent } from './event.ts';
import { memoryLimiter } from './fakes.ts';
import { Q_COULD_NOT_ANSWER_MESSAGE } from '../../../functions/domain/chat-refusals.ts';

const SESSION = 'chat-1700000000000-abcdefghi';

/** What a viewer receives: the status and headers, then every write in order. */
function recordingReply() {
  const recorded = { status: 0, headers: {} as Record<string, string>, writes: [] as string[], ended: false };
  const reply: ReplyStream = {
    get opened() {
      return recorded.status !== 0;
    },
    open(statusCode, headers) {
      recorded.status = statusCode;
      recorded.headers = { ...headers };
    },
    async write(text) {
      recorded.writes.push(text);
    },
    async end() {
      recorded.ended = true;
    },
  };
  return { reply, recorded };
}

const twoPieces: StreamingAssistant = {
  async *streamReply() {
    yield { type: 'text', text: 'It starts ' };
    yield { type: 'text', text: 'from ₦5,000,000.' };
  },
};

function setup(assistant: StreamingAssistant = twoPieces) {
  const deps: ChatStreamPorts = { assistant, limiter: memoryLimiter(), faultInjection: false };
  const handler = createChatStreamHandler(() => deps);
  return async (body: unknown, headers: Record<string, string> = { 'x-session-id': SESSION }) => {
    const { reply, recorded } = recordingReply();
    await handler(apiEvent('POST', '/api/chat/stream', body, headers), reply);
    return recorded;
  };
}

const user = (content: string) => ({ role: 'user', content });

describe('POST /api/chat/stream', () => {
  it('opens 200 as newline-delimited JSON and sends each piece, then the whole reply', async () => {
    const post = setup();
    const result = await post({ messages: [user('How much?')] });
    expect(result.status).toBe(200);
    expect(result.headers).toEqual({
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(result.writes.every((line) => line.endsWith('\n'))).toBe(true);
    expect(result.writes.map((line) => chatStreamEventSchema.parse(JSON.parse(line)))).toEqual([
      { type: 'text', text: 'It starts ' },
      { type: 'text', text: 'from ₦5,000,000.' },
      { type: 'done', reply: 'It starts from ₦5,000,000.', sessionId: SESSION },
    ]);
  });

  it('answers a bad body 400 naming the field, as JSON, before any reply', async () => {
    const post = setup();
    const result = await post({ messages: [{ role: 'robot', content: 'hi' }] });
    expect(result.status).toBe(400);
    expect(JSON.parse(result.writes.join(''))).toEqual({
      error: { code: 'validation', message: expect.stringContaining('messages.0.role') },
    });
  });

  it('answers over the message cap 413, never a truncated history', async () => {
    const post = setup();
    const result = await post({ messages: [user('x'.repeat(CHAT_LIMITS.maxMessageChars + 1))] });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.writes.join(''))).toMatchObject({ error: { code: 'too_large' } });
  });

  it('answers over the per-session limit 429 with Retry-After', async () => {
    const post = setup();
    for (let call = 0; call < RATE_LIMITS.chatPerSession.limit; call += 1) {
      expect((await post({ messages: [user('Hi')] })).status).toBe(200);
    }
    const refused = await post({ messages: [user('Hi')] });
    expect(refused.status).toBe(429);
    expect(refused.headers['Retry-After']).toBe(String(RATE_LIMITS.chatPerSession.windowSeconds));
  });

  it('sends an error event when Q breaks off after the reply began', async () => {
    const post = setup({
      async *streamReply() {
        yield { type: 'text', text: 'It starts' };
        throw new Error('gone');
      },
    });
    const result = await post({ messages: [user('How much?')] });
    expect(result.status).toBe(200);
    expect(result.writes.map((line) => JSON.parse(line) as unknown)).toEqual([
      { type: 'text', text: 'It starts' },
      { type: 'error', error: { code: 'provider_down', message: Q_COULD_NOT_ANSWER_MESSAGE } },
    ]);
  });
});
