import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';
import {
  api,
  awaitReplies,
  awaitStoredMessage,
  baseUrl,
  bodiesOf,
  founderWrites,
  newFounder,
  repliesAfterQuiet,
  repliesTo,
  sessionIdOf,
  staffAction,
  staffEmail,
  staffSession,
  staffToken,
  whatsappUrl,
} from '../chat/acceptance-30-support.ts';
import { signUpUser } from './identity.ts';

/**
 * Issue #30 "What staff get" / CONTRACT-30 "Staff": take over (Q silent, the founder's messages
 * still stored), reply from the dashboard (sent on WhatsApp, stored with the staff e-mail), hand
 * back; web sessions answered by e-mail; the 24-hour window refuses a reply; only staff act; the
 * list carries the channel and finds a number; a new conversation alerts staff.
 * Blind: from the contract, not the implementation.
 */
const viewer = () => ({
  'cloudfront-viewer-address': `192.0.2.${1 + Math.floor(Math.random() * 250)}:443`,
  'x-local-edge-secret': inject('edgeSecret'),
});

/** A founder who wrote once and got Q's reply. */
async function conversingFounder(name = 'Amaka') {
  const founder = newFounder(name);
  await founderWrites(founder, 'Hello Q, I want a banking app');
  await awaitReplies(founder.waId, 1, "Q's first reply");
  return { founder, sessionId: sessionIdOf(founder.waId) };
}

describe('take over, reply, hand back', () => {
  it('keeps Q silent while staff hold the conversation, sends the staff reply, and Q answers after hand-back', async () => {
    // Prepare
    const { founder, sessionId } = await conversingFounder();

    // Act 1: take over; the founder writes
    const taken = await staffAction(sessionId, 'takeover');
    await founderWrites(founder, 'Can a person call me?');
    await awaitStoredMessage(sessionId, 'Can a person call me?');
    const whileHeld = await repliesAfterQuiet(founder.waId);

    // Act 2: staff reply
    const text = `Yes, Tolu from Quarter will call you today ${randomUUID().slice(0, 6)}`;
    const replied = await staffAction(sessionId, 'replies', { text });
    const afterReply = await awaitReplies(founder.waId, 2, 'the staff reply');

    // Act 3: hand back; the founder writes again
    const handedBack = await staffAction(sessionId, 'handback');
    await founderWrites(founder, 'Thanks. How much for banking app?');
    const afterHandback = await awaitReplies(founder.waId, 3, "Q's answer after the hand-back");

    // Assess
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toMatchObject({ session: { taken_over_by: staffEmail() } });
    expect(whileHeld).toHaveLength(1);
    expect(replied.status, replied.text).toBe(201);
    expect(replied.body).toMatchObject({
      message: { role: 'staff', staff_email: staffEmail(), content: text },
    });
    expect(afterReply.at(-1)?.text?.body).toBe(text);
    expect(handedBack.status, handedBack.text).toBe(200);
    expect(JSON.stringify(handedBack.body)).toContain('"taken_over_by":null');
    expect(afterHandback.at(-1)?.text?.body).toContain('5,000,000');
    const stored = await staffSession(sessionId);
    expect(stored?.taken_over_by).toBeNull();
    expect(stored?.conversation_data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'user', content: 'Can a person call me?' }),
        expect.objectContaining({ role: 'staff', staff_email: staffEmail(), content: text }),
      ]),
    );
  });

  it('refuses takeover, hand-back and replies to anyone but staff, sending nothing', async () => {
    const { founder, sessionId } = await conversingFounder('Guarded');
    const user = (await signUpUser(baseUrl, `not-staff-${randomUUID().slice(0, 8)}@example.com`)).idToken;

    const answers = [
      await api(baseUrl, `/api/admin/chat-sessions/${sessionId}/takeover`, { method: 'POST' }),
      await staffAction(sessionId, 'takeover', {}, user),
      await staffAction(sessionId, 'handback', {}, user),
      await api(baseUrl, `/api/admin/chat-sessions/${sessionId}/replies`, {
        method: 'POST',
        body: { text: 'hi' },
      }),
      await staffAction(sessionId, 'replies', { text: 'pay to my account instead' }, user),
    ];

    for (const answer of answers) expect([401, 403], answer.text).toContain(answer.status);
    expect(await repliesAfterQuiet(founder.waId, 2_000)).toHaveLength(1);
    expect((await staffSession(sessionId))?.taken_over_by).toBeNull();
  });

  it('refuses an empty or over-long staff reply with 400', async () => {
    const { founder, sessionId } = await conversingFounder('Lengths');

    const empty = await staffAction(sessionId, 'replies', { text: '' });
    const tooLong = await staffAction(sessionId, 'replies', { text: 'a'.repeat(4097) });

    expect(empty.status, empty.text).toBe(400);
    expect(tooLong.status, tooLong.text).toBe(400);
    expect(await repliesAfterQuiet(founder.waId, 2_000)).toHaveLength(1);
  });
});

describe('staff replies outside the 24-hour window', () => {
  it('answer 409 saying the founder last wrote over 24 hours ago and a template would be needed; nothing sent', async () => {
    const founder = newFounder('Yesterday');
    await founderWrites(founder, {
      type: 'text',
      text: 'Are you still there?',
      timestamp: Math.floor(Date.now() / 1000) - 25 * 3600,
    });
    const sessionId = sessionIdOf(founder.waId);
    await awaitStoredMessage(sessionId, 'Are you still there?');

    const answer = await staffAction(sessionId, 'replies', { text: 'Sorry for the delay!' });

    expect(answer.status, answer.text).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'conflict' } });
    const message = (answer.body as { error: { message: string } }).error.message;
    expect(message).toMatch(/24 hours/i);
    expect(message).toMatch(/template/i);
    expect(await repliesAfterQuiet(founder.waId, 2_000)).toEqual([]);
  });
});

describe('staff replies to a web chat', () => {
  const saveWebSession = async (sessionId: string, customerEmail?: string) => {
    const response = await fetch(`${baseUrl}/api/chat-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewer() },
      body: JSON.stringify({
        sessionId,
        messages: [
          {
            role: 'user',
            content: 'Can someone e-mail me the details?',
            timestamp: new Date().toISOString(),
          },
        ],
        ...(customerEmail ? { customerEmail } : {}),
        customerName: 'Web Founder',
        businessType: 'fintech',
        identifiedNeeds: ['fintech'],
        status: 'active',
      }),
    });
    expect(response.status).toBe(200);
  };

  it('e-mails the reply to the customer and stores it with the staff e-mail', async () => {
    const sessionId = `widget-${Date.now()}-${randomUUID().slice(0, 8)}`;
    const email = `web-founder-${randomUUID().slice(0, 8)}@example.com`;
    await saveWebSession(sessionId, email);
    const text = `Here are the details you asked for ${randomUUID().slice(0, 6)}`;

    const answer = await staffAction(sessionId, 'replies', { text });

    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      message: { role: 'staff', staff_email: staffEmail(), content: text },
    });
    await waitFor(
      `a mail to ${email} carrying the staff reply (outbox /_local/mail.json)`,
      async () =>
        (
          (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as Array<{ to: string; text: string }>
        ).filter((mail) => mail.to.includes(email) && mail.text.includes(text)),
      (mails) => mails.length === 1,
      { timeoutMs: 15_000 },
    );
    const stored = await staffSession(sessionId);
    expect(stored?.channel).toBe('web');
    expect(stored?.conversation_data.at(-1)).toMatchObject({
      role: 'staff',
      staff_email: staffEmail(),
      content: text,
    });
  });

  it('refuses a reply to a web chat with no e-mail with 409', async () => {
    const sessionId = `widget-${Date.now()}-${randomUUID().slice(0, 8)}`;
    await saveWebSession(sessionId);

    const answer = await staffAction(sessionId, 'replies', { text: 'Hello?' });

    expect(answer.status, answer.text).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'conflict' } });
  });

  it('still refuses role "staff" from a browser on the public chat API', async () => {
    const response = await fetch(`${baseUrl}/api/chat-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewer() },
      body: JSON.stringify({
        sessionId: `widget-${Date.now()}-${randomUUID().slice(0, 8)}`,
        messages: [{ role: 'staff', content: 'I am staff, pay here', timestamp: new Date().toISOString() }],
        customerName: 'Impostor',
        businessType: 'fintech',
        identifiedNeeds: [],
        status: 'active',
      }),
    });

    expect(response.status).toBe(400);
  });
});

describe('WhatsApp sessions in the staff list', () => {
  it('carry channel whatsapp, are found by the number’s digits, and web sessions read as web', async () => {
    const { founder, sessionId } = await conversingFounder('Searchable');
    const token = await staffToken();

    const byQ = await api(baseUrl, `/api/admin/chat-sessions?q=${founder.waId}`, { token });
    const bySearch = await api(baseUrl, `/api/admin/chat-sessions?search=${founder.waId}`, { token });
    const recent = await api(baseUrl, '/api/admin/chat-sessions?limit=50', { token });

    // CONTRACT-30 names `?search=`; the list's existing search parameter is `q`. Either must find
    // the number AND narrow the list to it (an ignored parameter would list everything).
    type Items = { items: Array<{ session_id: string; channel?: string }> };
    const narrowed = [byQ, bySearch]
      .map((answer) => (answer.body as Items | undefined)?.items ?? [])
      .filter((items) => items.length > 0 && items.every((item) => item.session_id === sessionId));
    expect(narrowed.length, `${byQ.text} / ${bySearch.text}`).toBeGreaterThanOrEqual(1);
    expect(narrowed[0]?.[0]?.channel).toBe('whatsapp');
    const items = (recent.body as Items).items;
    for (const item of items) expect(['web', 'whatsapp']).toContain(item.channel);
    expect(items.find((item) => item.session_id === sessionId)?.channel).toBe('whatsapp');
  });

  it('alerts staff about a new WhatsApp conversation, once', async () => {
    // The existing alert mechanism: the signed webhook receiver (/_local/alerts.json) and/or the
    // staff alert mail; either counts, and neither may repeat for the same conversation.
    const staffAlertEmail = inject('staffAlertEmail');
    const alertsNow = async () => {
      const hooks = (
        (await (await fetch(`${baseUrl}/_local/alerts.json`)).json()) as Array<{ body: string }>
      ).map((delivery) => delivery.body);
      const mails = (
        (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as Array<{
          to: string;
          subject: string;
          text: string;
        }>
      )
        .filter((mail) => staffAlertEmail !== '' && mail.to.includes(staffAlertEmail))
        .map((mail) => `${mail.subject}\n${mail.text}`);
      return [...hooks.map((body) => `hook:${body}`), ...mails.map((mail) => `mail:${mail}`)];
    };
    const before = new Set(await alertsNow());
    // An alert names the conversation by the contact's name, number or session id.
    const newOnes = async (names: string[]) =>
      (await alertsNow()).filter(
        (alert) =>
          !before.has(alert) && /whatsapp/i.test(alert) && names.some((name) => alert.includes(name)),
      );

    const { founder, sessionId } = await conversingFounder(`Alerting ${randomUUID().slice(0, 4)}`);
    const names = [founder.name, founder.waId, sessionId];
    await founderWrites(founder, 'one more question');
    await awaitReplies(founder.waId, 2);

    const fresh = await waitFor(
      `a staff alert (webhook or mail) naming the new WhatsApp conversation of ${founder.name}`,
      () => newOnes(names),
      (found) => found.length >= 1,
      { timeoutMs: 15_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const kinds = (alerts: string[]) => alerts.map((alert) => alert.slice(0, 5)).sort();
    expect(kinds(await newOnes(names))).toEqual(kinds(fresh));
  });
});

describe('a failed delivery of a staff reply', () => {
  it('is stored as failed on that message', async () => {
    const { founder, sessionId } = await conversingFounder('Failing');
    const armed = await fetch(`${whatsappUrl()}/_stand-in/fail-next?to=${founder.waId}`, { method: 'POST' });
    expect(armed.status).toBe(204);

    const replied = await staffAction(sessionId, 'replies', { text: 'Calling you now' });
    const sent = await awaitReplies(founder.waId, 2, 'the staff reply');

    expect(replied.status, replied.text).toBe(201);
    expect(bodiesOf(sent)).toContain('Calling you now');
    await waitFor(
      `the staff reply stored with delivery_status 'failed' in session ${sessionId}`,
      () => staffSession(sessionId),
      (session) =>
        session?.conversation_data.some(
          (message) => message.role === 'staff' && message.delivery_status === 'failed',
        ) === true,
      { timeoutMs: 15_000 },
    );
    expect((await repliesTo(founder.waId)).length).toBe(2);
  });
});
