import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { getChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { chatContentBytes, STORED_CHAT_LIMITS } from '../../../functions/domain/chat-session.ts';
import { pointAtProduct } from '../payments/support.ts';
import { postJson, viewerAddress } from '../reliability/support.ts';

/**
 * Issue #14: each request was capped, the stored session was not. Saves of many different 3.9 KB
 * messages to one session grew it past DynamoDB's 400 KB item limit, and the save answered 500.
 * Now the merged session is capped too: the save that would pass it answers 413 and stores nothing.
 */
const baseUrl = inject('baseUrl');

const batch = (round: number) =>
  Array.from({ length: 10 }, (_, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: `${round}-${index} ${'x'.repeat(3_900)}`,
    timestamp: new Date(Date.UTC(2026, 0, 1, 0, round, index)).toISOString(),
  }));

describe('a long conversation', () => {
  it('never answers 500: the save that would overfill the stored session is 413 and stores nothing', async () => {
    pointAtProduct();
    const sessionId = randomUUID();
    const headers = viewerAddress('fuzz', 0x9000 + Math.floor(Math.random() * 0xfff));
    const statuses: number[] = [];
    let storedBefore413 = -1;
    for (let round = 0; round < 10; round += 1) {
      const before = (await getChatSession(sessionId))?.conversation_data.length ?? 0;
      const response = await postJson(
        baseUrl,
        '/api/chat-sessions',
        { sessionId, messages: batch(round) },
        headers,
      );
      statuses.push(response.status);
      if (response.status === 413) {
        storedBefore413 = before;
        expect(await response.json()).toMatchObject({
          error: { code: 'too_large', message: expect.stringContaining('Start a new chat') },
        });
        expect((await getChatSession(sessionId))?.conversation_data.length).toBe(before);
      }
    }
    expect(statuses.every((status) => status === 200 || status === 413)).toBe(true);
    expect(statuses).toContain(413);
    const stored = await getChatSession(sessionId);
    expect(stored?.conversation_data.length).toBe(storedBefore413);
    expect(stored?.conversation_data.length).toBeLessThanOrEqual(STORED_CHAT_LIMITS.maxMessages);
    expect(chatContentBytes(stored?.conversation_data ?? [])).toBeLessThanOrEqual(
      STORED_CHAT_LIMITS.maxTotalBytes,
    );
  });
});
