import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import { createSaveChatSessionHandler } from '../../../functions/handlers/chat-sessions-save.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import type { ChatSessionRecord } from '../../../functions/services/chat/save-chat-session.ts';
import { apiEvent, readResult } from './event.ts';
import { memoryLimiter } from './fakes.ts';

const SESSION = 'launch-1700000000000-abcdefghi';

function setup() {
  const saved: ChatSessionRecord[] = [];
  const handler = createSaveChatSessionHandler(() => ({
    limiter: memoryLimiter(),
    store: async (record) => {
      saved.push(record);
      return { created: true };
    },
  }));
  const limiter = memoryLimiter();
  const limitedHandler = createSaveChatSessionHandler(() => ({
    limiter,
    store: async () => ({ created: true }),
  }));
  const post = async (body: unknown, target = handler) =>
    readResult(await target(apiEvent('POST', '/api/chat-sessions', body)));
  return { saved, post, limitedHandler };
}

const message = (role: 'user' | 'assistant', content: string, timestamp = '2025-08-14T10:00:00.000Z') => ({
  role,
  content,
  timestamp,
});

const body = (overrides: Record<string, unknown> = {}) => ({
  sessionId: SESSION,
  messages: [
    message('user', 'A savings app'),
    message('assistant', 'Great idea', '2025-08-14T10:00:05.000Z'),
  ],
  customerEmail: null,
  customerName: 'Adaeze Okafor',
  businessType: 'FinTech',
  identifiedNeeds: ['business_launch', 'fintech'],
  status: 'active',
  ...overrides,
});

describe('POST /api/chat-sessions', () => {
  it('stores the session through the data layer and answers {ok, sessionId}', async () => {
    const { saved, post } = setup();
    const result = await post(body());
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ ok: true, sessionId: SESSION });
    expect(saved[0]).toEqual({
      session_id: SESSION,
      conversation_data: body().messages,
      customer_name: 'Adaeze Okafor',
      customer_email: null,
      customer_phone: null,
      business_type: 'FinTech',
      identified_needs: ['business_launch', 'fintech'],
    });
  });

  it('normalises the e-mail and keeps contact details only when they are valid', async () => {
    const { saved, post } = setup();
    await post(body({ customerEmail: '  Ada@Example.COM ', customerPhone: '+234 803 123 4567' }));
    await post(body({ customerEmail: 'write to me at home', customerPhone: 'call me' }));
    expect(saved.map((record) => [record.customer_email, record.customer_phone])).toEqual([
      ['ada@example.com', '+234 803 123 4567'],
      [null, null],
    ]);
  });

  it('stores timestamps in one spelling (UTC) so the history sorts by text', async () => {
    const { saved, post } = setup();
    await post(body({ messages: [message('user', 'Hi', '2025-08-14T11:00:00+01:00')] }));
    expect(saved[0]?.conversation_data[0]?.timestamp).toBe('2025-08-14T10:00:00.000Z');
  });

  it('lets the browser mark its conversation completed but not reopen or close it', async () => {
    const { saved, post } = setup();
    await post(body({ status: 'completed' }));
    await post(body({ status: 'active' }));
    await post(body({ status: 'closed' }));
    expect(saved.map((record) => record.status)).toEqual(['completed', undefined, undefined]);
  });

  it.each([
    ['a missing sessionId', { sessionId: undefined }, 'sessionId'],
    ['a malformed sessionId', { sessionId: 'x' }, 'sessionId'],
    [
      'a message without a timestamp',
      { messages: [{ role: 'user', content: 'Hi' }] },
      'messages.0.timestamp',
    ],
    [
      'an unknown role',
      { messages: [message('user', 'Hi'), { ...message('user', 'x'), role: 'root' }] },
      'messages.1.role',
    ],
    ['an unknown status', { status: 'deleted' }, 'status'],
    ['needs that are not a list', { identifiedNeeds: 'fintech' }, 'identifiedNeeds'],
  ])('is 400 naming the field for %s', async (_case, overrides, field) => {
    const { saved, post } = setup();
    const result = await post(body(overrides));
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({ error: { code: 'validation', message: expect.stringContaining(field) } });
    expect(saved).toHaveLength(0);
  });

  it.each([
    ['a message over the length cap', [message('user', 'a'.repeat(CHAT_LIMITS.maxMessageChars + 1))]],
    [
      'more messages than the cap',
      Array.from({ length: CHAT_LIMITS.maxMessages + 1 }, () => message('user', 'Hi')),
    ],
    [
      'a history over the size cap',
      Array.from({ length: 14 }, () => message('assistant', '₦'.repeat(1_200))),
    ],
  ])('is 413 for %s and saves nothing', async (_case, messages) => {
    const { saved, post } = setup();
    const result = await post(body({ messages }));
    expect(result.statusCode).toBe(413);
    expect(result.body).toMatchObject({ error: { code: 'too_large' } });
    expect(saved).toHaveLength(0);
  });

  it('is 429 with Retry-After when one IP saves too often', async () => {
    const { post, limitedHandler } = setup();
    let last = await post(body(), limitedHandler);
    for (let index = 0; index < RATE_LIMITS.chatSavePerIp.limit; index += 1)
      last = await post(body(), limitedHandler);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['Retry-After'])).toBeGreaterThan(0);
  });
});
