import { describe, expect, inject, it } from 'vitest';
import { formatNaira } from '../../../functions/domain/money.ts';
import { BANKING_PLATFORM_PLAN } from '../../../functions/domain/plans.ts';
import { whatsappSignature } from '../../../functions/services/whatsapp/signature.ts';
import { waitFor } from '../../setup/wait-for.ts';
import {
  admin,
  awaitSent,
  baseUrl,
  founderSends,
  freshNumber,
  sentTo,
  sessionOf,
  settle,
  whatsappUrl,
} from './support.ts';

/**
 * Issue #30, the channel end to end against the local product and the WhatsApp stand-in: Meta's
 * handshake, signed notifications only, Q's answer out through the Graph endpoint, a retried
 * delivery answered once, every message type answered without a crash.
 */
const webhook = `${baseUrl}/api/whatsapp/webhook`;
const appSecret = inject('whatsappAppSecret');
const verifyToken = inject('whatsappVerifyToken');

const notification = (waId: string, id: string, text: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ profile: { name: 'Forger' }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });

describe('the webhook handshake', () => {
  it('echoes the challenge as plain text for the verify token, and refuses anything else with 403', async () => {
    const ok = await fetch(
      `${webhook}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');

    const wrongToken = await fetch(`${webhook}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`);
    expect(wrongToken.status).toBe(403);
    const wrongMode = await fetch(
      `${webhook}?hub.mode=unsubscribe&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=1`,
    );
    expect(wrongMode.status).toBe(403);
  });
});

describe('a forged notification', () => {
  it('is refused with 401 and neither recorded nor answered', async () => {
    const waId = freshNumber();
    const body = notification(waId, `wamid.forged${waId}`, 'how much for banking app?');
    const attempts: Record<string, string>[] = [
      {},
      { 'x-hub-signature-256': whatsappSignature(body, 'not-the-app-secret') },
      { 'x-hub-signature-256': whatsappSignature(`${body} `, appSecret) },
      { 'x-hub-signature-256': whatsappSignature(body, appSecret).replace('sha256=', 'sha1=') },
    ];
    for (const headers of attempts) {
      const response = await fetch(webhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(401);
    }
    await settle();
    expect(await sessionOf(waId)).toBeUndefined();
    expect(await sentTo(waId)).toEqual([]);

    // The same body correctly signed is taken: the refusals above were the signature's doing.
    const signed = await fetch(webhook, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': whatsappSignature(body, appSecret),
      },
      body,
    });
    expect(signed.status).toBe(200);
    await awaitSent(waId, 1);
  });
});

describe('a founder writing on WhatsApp', () => {
  it('gets the Pidgin answer with the published price, in a WhatsApp chat session staff can find', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, name: 'Amaka Obi', text: 'abeg how much for banking app?' });

    const [reply] = await awaitSent(waId, 1);
    expect(reply!.type).toBe('text');
    expect(reply!.text.body).toContain(formatNaira(BANKING_PLATFORM_PLAN.price));
    expect(reply!.text.body).toMatch(/\b(dey|go|una|wetin|na|abeg|sabi)\b/);
    // WhatsApp's formatting, not markdown.
    expect(reply!.text.body).not.toMatch(/\*\*|^#+\s|\]\(/m);

    // The same conversation through the widget's API answers the same way.
    const widget = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': `whatsapp-compare-${waId}` },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'abeg how much for banking app?' }] }),
    });
    const { reply: widgetReply } = (await widget.json()) as { reply: string };
    expect(widgetReply).toContain(formatNaira(BANKING_PLATFORM_PLAN.price));

    const session = await waitFor(
      'the reply stored in the session',
      () => sessionOf(waId),
      (stored) => stored?.conversation_data.some((line) => line.role === 'assistant') ?? false,
    );
    expect(session).toMatchObject({
      session_id: `whatsapp-${waId}`,
      channel: 'whatsapp',
      customer_name: 'Amaka Obi',
      customer_phone: `+${waId}`,
      whatsapp_wa_id: waId,
      taken_over_by: null,
      opted_out: false,
    });
    expect(session!.conversation_data[0]).toMatchObject({
      role: 'user',
      content: 'abeg how much for banking app?',
    });
    expect(session!.conversation_data[1]).toMatchObject({ role: 'assistant', wamid: reply!.id });

    const search = await admin(`/api/admin/chat-sessions?q=${waId.slice(-8)}`);
    const items = (search.body as { items: { session_id: string; channel: string }[] }).items;
    expect(items).toContainEqual(
      expect.objectContaining({ session_id: `whatsapp-${waId}`, channel: 'whatsapp' }),
    );
  });

  it('records the delivery statuses the stand-in reports', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, text: 'Who owns the code after?' });
    await awaitSent(waId, 1);
    const session = await waitFor(
      'the reply marked read',
      () => sessionOf(waId),
      (stored) => stored?.conversation_data.some((line) => line.delivery_status === 'read') ?? false,
    );
    expect(session!.conversation_data.filter((line) => line.role === 'assistant')).toHaveLength(1);
  });

  it('answers a retried delivery of the same message id once', async () => {
    const waId = freshNumber();
    const id = await founderSends({ wa_id: waId, text: 'Do you build POS agent apps?' });
    await awaitSent(waId, 1);
    await founderSends({ wa_id: waId, text: 'Do you build POS agent apps?', id });
    await founderSends({ wa_id: waId, text: 'Do you build POS agent apps?', id });
    await settle();
    expect(await sentTo(waId)).toHaveLength(1);
    const session = await sessionOf(waId);
    expect(session!.conversation_data.filter((line) => line.role === 'user')).toHaveLength(1);
  });

  it('answers images, voice notes, stickers, locations and the rest with one short text, never a failure', async () => {
    const types = [
      'image',
      'audio',
      'video',
      'document',
      'sticker',
      'location',
      'contacts',
      'reaction',
      'interactive',
      'button',
      'unsupported',
    ];
    const numbers = types.map(() => freshNumber());
    for (const [index, type] of types.entries()) await founderSends({ wa_id: numbers[index]!, type });
    for (const waId of numbers) {
      const [reply] = await awaitSent(waId, 1);
      expect(reply!.text.body).toMatch(/reads text messages for now/i);
      expect(reply!.text.body).toMatch(/staff/i);
    }
    await settle();
    for (const waId of numbers) expect(await sentTo(waId)).toHaveLength(1);
  });

  it('gets the /launch link, with the referral code its first message carried, when it asks to build', async () => {
    const referred = freshNumber();
    await founderSends({ wa_id: referred, text: 'Hi Q, my partner code is ref_partner42' });
    await awaitSent(referred, 1);
    await founderSends({ wa_id: referred, text: 'I want to build my platform' });
    const [, invitation] = await awaitSent(referred, 2);
    expect(invitation!.text.body).toContain(`${baseUrl}/launch?ref=ref_partner42`);

    const direct = freshNumber();
    await founderSends({ wa_id: direct, text: 'Build my platform' });
    const [link] = await awaitSent(direct, 1);
    expect(link!.text.body).toContain(`${baseUrl}/launch`);
    expect(link!.text.body).not.toContain('ref=');
  });

  it('is refused by the stand-in as Meta would when the product sends with a wrong token', async () => {
    const response = await fetch(`${whatsappUrl}/v21.0/100000000000001/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer leaked-and-revoked', 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '2348000000000',
        type: 'text',
        text: { body: 'hi' },
      }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });
});

describe('a new WhatsApp conversation', () => {
  it('is a staff alert, once', async () => {
    const waId = freshNumber();
    const name = `Chidi ${waId.slice(-4)}`;
    await founderSends({ wa_id: waId, name, text: 'Hello Q' });
    await awaitSent(waId, 1);
    await founderSends({ wa_id: waId, name, text: 'Do you do savings apps?' });
    await awaitSent(waId, 2);
    const staff = inject('staffAlertEmail');
    const alerts = async () =>
      (
        (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as { to: string; subject: string }[]
      ).filter((mail) => mail.to === staff && mail.subject === `New WhatsApp conversation: ${name}`);
    await waitFor(`the staff alert for ${name}`, alerts, (found) => found.length >= 1);
    await settle();
    expect(await alerts()).toHaveLength(1);
  });
});
