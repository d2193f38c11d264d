import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import { fileViewerKeys, pointAtProduct, postJson, resetRateCounters, uniqueSuffix } from './support.ts';

const IP_KEYS = fileViewerKeys('chatSavePerIp#ip#');

beforeAll(async () => {
  pointAtProduct();
  await resetRateCounters(IP_KEYS);
});
afterAll(() => resetRateCounters(IP_KEYS));

const at = (second: number) => new Date(Date.UTC(2025, 7, 14, 9, 0, second)).toISOString();

describe('POST /api/chat-sessions on the running product', () => {
  it('stores the session and its customer fields, e-mail normalised', async () => {
    // Prepare
    const sessionId = `launch-${uniqueSuffix()}`;
    // Act
    const response = await postJson('/api/chat-sessions', {
      sessionId,
      messages: [
        { role: 'user', content: 'Suya delivery in Abuja, write to Amaka@Example.com', timestamp: at(0) },
        { role: 'assistant', content: 'Here is your overview...', timestamp: at(1) },
      ],
      customerEmail: ' Amaka@Example.COM ',
      customerName: 'Amaka Eze',
      businessType: 'Restaurants',
      identifiedNeeds: ['business_launch', 'restaurants'],
      status: 'active',
    });
    // Assess
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, sessionId });
    const stored = await getChatSession(sessionId);
    expect(stored).toMatchObject({
      session_id: sessionId,
      status: 'active',
      customer_email: 'amaka@example.com',
      customer_name: 'Amaka Eze',
      business_type: 'Restaurants',
      identified_needs: ['business_launch', 'restaurants'],
    });
    expect(stored?.conversation_data.map((message) => message.content)).toEqual([
      'Suya delivery in Abuja, write to Amaka@Example.com',
      'Here is your overview...',
    ]);
  });

  it('loses no message when saves of one session arrive at the same time', async () => {
    // Prepare
    const sessionId = `chat-${uniqueSuffix()}`;
    const saves = Array.from({ length: 8 }, (_, index) => ({
      sessionId,
      messages: [{ role: 'user', content: `message ${index}`, timestamp: at(index) }],
      customerName: null,
      businessType: 'fintech',
      identifiedNeeds: ['fintech'],
      status: 'active',
    }));
    // Act
    const responses = await Promise.all(saves.map((save) => postJson('/api/chat-sessions', save)));
    // Assess
    expect(responses.map((response) => response.status)).toEqual(saves.map(() => 200));
    const stored = await getChatSession(sessionId);
    expect(stored?.conversation_data.map((message) => message.content)).toEqual(
      saves.map((_, index) => `message ${index}`),
    );
  });

  it('is 413 for a history over the cap and stores nothing', async () => {
    const sessionId = `chat-${uniqueSuffix()}`;
    const response = await postJson('/api/chat-sessions', {
      sessionId,
      messages: Array.from({ length: CHAT_LIMITS.maxMessages + 1 }, (_, index) => ({
        role: 'user',
        content: 'Hi',
        timestamp: at(index),
      })),
    });
    expect(response.status).toBe(413);
    expect(await getChatSession(sessionId)).toBeUndefined();
  });
});
