import { describe, expect, it } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';
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

  it('fails the next send to the number armed with fail-next?to=, and no send to another number', async () => {
    // Files side by side each arm their own founder's number: a send to another number first must
    // neither fail nor use up the arming.
    const armed = uniqueWaId();
    const other = uniqueWaId();
    const statusOf = async (waId: string) => {
      const lines = (await (
        await fetch(`${whatsappUrl()}/_stand-in/thread.json?wa_id=${waId}`)
      ).json()) as Array<{
        status: string | null;
      }>;
      return lines.map((line) => line.status);
    };

    const arming = await fetch(`${whatsappUrl()}/_stand-in/fail-next?to=${armed}`, { method: 'POST' });
    await send(other, { authorization: `Bearer ${ACCESS_TOKEN}` });
    await send(armed, { authorization: `Bearer ${ACCESS_TOKEN}` });
    await send(armed, { authorization: `Bearer ${ACCESS_TOKEN}` });

    expect(arming.status).toBe(204);
    await waitFor(
      `the send to ${armed} reported failed and the one to ${other} delivered`,
      async () => [await statusOf(armed), await statusOf(other)],
      ([first, second]) => first?.[0] === 'failed' && second?.[0] === 'read' && first?.[1] === 'read',
    );
  });

  it('serves its phone-like page', async () => {
    const response = await fetch(`${whatsappUrl()}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
