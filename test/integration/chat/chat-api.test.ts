import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import { buildOverviewPrompt } from '../../../functions/domain/q/launch-chat-prompts.ts';
import { WIDGET_GREETING, WIDGET_SUGGESTED_QUESTIONS } from '../../../functions/domain/q/widget-script.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import {
  awaitRoomInWindow,
  fileViewerKeys,
  pointAtProduct,
  postJson,
  resetRateCounters,
  uniqueSuffix,
} from './support.ts';

const IP_KEYS = fileViewerKeys('chatPerIp#ip#');

beforeAll(async () => {
  pointAtProduct();
  await resetRateCounters(IP_KEYS);
});
afterAll(() => resetRateCounters(IP_KEYS));

const [, , priceQuestion] = WIDGET_SUGGESTED_QUESTIONS;

describe('POST /api/chat on the running product', () => {
  it('answers the price question from the built-in guide with the real setup fee', async () => {
    const sessionId = `chat-${uniqueSuffix()}`;
    const response = await postJson(
      '/api/chat',
      {
        messages: [
          { role: 'assistant', content: WIDGET_GREETING },
          { role: 'user', content: priceQuestion },
        ],
      },
      { 'x-session-id': sessionId },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { reply: string; sessionId: string };
    expect(answer.sessionId).toBe(sessionId);
    expect(answer.reply).toContain('Starting from ₦5,000,000');
    expect(answer.reply).toContain('₦150,000/month');
  });

  it('answers the launch chat’s overview prompt in the overview shape', async () => {
    const response = await postJson(
      '/api/chat',
      { messages: [{ role: 'user', content: buildOverviewPrompt('Suya delivery in Abuja', 'Restaurants') }] },
      { 'x-session-id': 'launch_7d3f8a2e-1b4c-4d5e-8f6a-9b0c1d2e3f4a', 'x-context': 'launch-flow' },
    );
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: string };
    expect(reply.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(3);
    expect(reply).toMatch(/^\*\*Tip:\*\*/m);
  });

  it('issues a session id when the browser has none', async () => {
    const response = await postJson('/api/chat', { messages: [{ role: 'user', content: 'FinTech' }] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { sessionId: string }).sessionId).toMatch(
      /^chat-\d{13,}-[a-z0-9]{9}$/,
    );
  });

  it('is 413 for a history over the size cap and 400 naming the field for a bad one', async () => {
    const oversize = await postJson('/api/chat', {
      messages: [{ role: 'user', content: 'a'.repeat(CHAT_LIMITS.maxMessageChars + 1) }],
    });
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toMatchObject({ error: { code: 'too_large' } });

    const badRole = await postJson('/api/chat', { messages: [{ role: 'system', content: 'Hi' }] });
    expect(badRole.status).toBe(400);
    expect(((await badRole.json()) as { error: { message: string } }).error.message).toContain(
      'messages.0.role',
    );
  });

  it('answers 429 with Retry-After when one session floods the chat', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.chatPerSession;
    await awaitRoomInWindow(windowSeconds);
    const sessionId = `chat-${uniqueSuffix()}`;
    const ask = () =>
      postJson('/api/chat', { messages: [{ role: 'user', content: 'Hi' }] }, { 'x-session-id': sessionId });

    const statuses: number[] = [];
    for (let index = 0; index < limit; index += 1) statuses.push((await ask()).status);
    const refused = await ask();

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});
