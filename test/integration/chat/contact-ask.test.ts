import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { CONTACT_ASK } from '../../../functions/domain/q/guide/contact-ask.ts';
import { WIDGET_GREETING } from '../../../functions/domain/q/widget-script.ts';
import { fileViewerKeys, pointAtProduct, postJson, resetRateCounters, uniqueSuffix } from './support.ts';

const IP_KEYS = [...fileViewerKeys('chatPerIp#ip#'), ...fileViewerKeys('chatSavePerIp#ip#')];

beforeAll(async () => {
  pointAtProduct();
  await resetRateCounters(IP_KEYS);
});
afterAll(() => resetRateCounters(IP_KEYS));

interface Turn {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/** One widget exchange through the running product's chat API: the reply to the history so far. */
async function ask(history: Turn[], sessionId: string, text: string): Promise<string> {
  history.push({ role: 'user', content: text });
  const response = await postJson(
    '/api/chat',
    { messages: history },
    { 'x-session-id': sessionId, 'x-context': 'widget' },
  );
  expect(response.status, `POST /api/chat answered ${response.status} to "${text}"`).toBe(200);
  const { reply } = (await response.json()) as { reply: string };
  history.push({ role: 'assistant', content: reply });
  return reply;
}

const at = (index: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, index)).toISOString();

describe('Q asks for a contact and the chat session keeps it (running product)', () => {
  it('asks after helping, thanks the founder, and the saved session carries the e-mail the browser never sent', async () => {
    // Prepare
    const sessionId = `chat-${uniqueSuffix()}`;
    const history: Turn[] = [{ role: 'assistant', content: WIDGET_GREETING }];

    // Act: three widget turns, then the save a browser would send without any contact fields
    const first = await ask(history, sessionId, 'I want to start a restaurant delivery app in Lagos');
    const second = await ask(history, sessionId, 'How much does it cost?');
    const third = await ask(history, sessionId, 'Ada Obi, Ada.Obi@Example.com');
    const saved = await postJson('/api/chat-sessions', {
      sessionId,
      messages: history.map((message, index) => ({ ...message, timestamp: at(index) })),
      businessType: 'Restaurants',
      identifiedNeeds: [],
      status: 'active',
    });

    // Assess
    expect(first).not.toContain(CONTACT_ASK.en);
    expect(second).toContain('setup call');
    expect(second).toContain(CONTACT_ASK.en);
    expect(third).toContain('Thank you, Ada Obi!');
    expect(third).not.toContain(CONTACT_ASK.en);
    expect(saved.status).toBe(200);
    const stored = await getChatSession(sessionId);
    expect(stored).toMatchObject({
      session_id: sessionId,
      customer_email: 'ada.obi@example.com',
      customer_name: 'Ada Obi',
      customer_phone: null,
    });
  });

  it('keeps a WhatsApp number written in Pidgin on the session', async () => {
    const sessionId = `chat-${uniqueSuffix()}`;
    const history: Turn[] = [{ role: 'assistant', content: WIDGET_GREETING }];
    await ask(history, sessionId, 'I wan start keke business for Kano');
    const priced = await ask(history, sessionId, 'how much e go cost?');
    const thanked = await ask(history, sessionId, 'My name is Musa, my WhatsApp na 0803 123 4567');
    const saved = await postJson('/api/chat-sessions', {
      sessionId,
      messages: history.map((message, index) => ({ ...message, timestamp: at(index) })),
      identifiedNeeds: [],
      status: 'active',
    });

    expect(priced).toContain(CONTACT_ASK.pcm);
    expect(thanked).toContain('Thank you, Musa!');
    expect(saved.status).toBe(200);
    expect(await getChatSession(sessionId)).toMatchObject({
      customer_name: 'Musa',
      customer_phone: '0803 123 4567',
      customer_email: null,
    });
  });
});
