import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  GRAPH_VERSION,
  PHONE_NUMBER_ID,
  repliesTo,
  uniqueWaId,
  whatsappUrl,
} from '../chat/acceptance-30-support.ts';

/**
 * Issue #30 "Locally": the WhatsApp stand-in behaves as Meta's Graph API does for the one call the
 * product makes, and refuses an unsigned or wrongly authorised send with Meta's error shape
 * (CONTRACT-30 "Graph endpoint"). Blind: from the contract and Meta's docs.
 */
const messagesUrl = () => `${whatsappUrl()}/${GRAPH_VERSION}/${PHONE_NUMBER_ID}/messages`;

const send = (to: string, headers: Record<string, string>) =>
  fetch(messagesUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to,
      type: 'text',
      text: { body: 'hello from a test' },
    }),
  });

describe('the stand-in’s Graph endpoint', () => {
  it('refuses a send with no token, a wrong token or another scheme: 401 OAuthException code 190, nothing listed', async () => {
    const to = uniqueWaId();

    const answers = await Promise.all([
      send(to, {}),
      send(to, { authorization: 'Bearer not-the-access-token' }),
      send(to, { authorization: `Basic ${ACCESS_TOKEN}` }),
      send(to, { authorization: `Bearer ${ACCESS_TOKEN}x` }),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: {
          message: expect.any(String),
          type: 'OAuthException',
          code: 190,
          fbtrace_id: expect.any(String),
        },
      });
    }
    expect(await repliesTo(to)).toEqual([]);
  });

  it('accepts a correctly authorised send with Meta’s answer and lists it in messages.json', async () => {
    const to = uniqueWaId();

    const answer = await send(to, { authorization: `Bearer ${ACCESS_TOKEN}` });

    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { messages: Array<{ id: string }> };
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    const listed = await repliesTo(to);
    expect(listed).toEqual([
      expect.objectContaining({
        id: body.messages[0]?.id,
        to,
        type: 'text',
        text: { body: 'hello from a test' },
      }),
    ]);
  });

  it('serves its phone-like page', async () => {
    const response = await fetch(`${whatsappUrl()}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
