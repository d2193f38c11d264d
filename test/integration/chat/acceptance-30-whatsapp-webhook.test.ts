import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appSecret,
  awaitReplies,
  awaitStoredMessage,
  baseUrl,
  founderWrites,
  inboundNotification,
  metaSignature,
  newFounder,
  newWamid,
  postNotification,
  repliesAfterQuiet,
  sessionIdOf,
  staffSession,
  statusNotification,
  verifyToken,
  waitFor,
  whatsappUrl,
} from './acceptance-30-support.ts';

/**
 * Issue #30 "The channel (Meta's documented protocol)" / CONTRACT-30 "The product's webhook": the
 * subscription handshake, the X-Hub-Signature-256 check (the attack itself: forged, missing,
 * sha1, tampered), one reply per wamid however often Meta retries, and status notifications.
 * Blind: from the contract and Meta's webhook docs, not the implementation.
 */
const handshake = (query: Record<string, string>) =>
  fetch(`${baseUrl}/api/whatsapp/webhook?${new URLSearchParams(query).toString()}`);

describe('GET /api/whatsapp/webhook (subscription handshake)', () => {
  it('answers 200 with exactly the challenge as text/plain when mode is subscribe and the token matches', async () => {
    const response = await handshake({
      'hub.mode': 'subscribe',
      'hub.verify_token': verifyToken(),
      'hub.challenge': '1158201444',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('1158201444');
  });

  it('answers 403 to a wrong or missing token, another mode, or no mode', async () => {
    const answers = await Promise.all([
      handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-token', 'hub.challenge': '42' }),
      handshake({ 'hub.mode': 'subscribe', 'hub.challenge': '42' }),
      handshake({ 'hub.mode': 'unsubscribe', 'hub.verify_token': verifyToken(), 'hub.challenge': '42' }),
      handshake({ 'hub.verify_token': verifyToken(), 'hub.challenge': '42' }),
      handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': `${verifyToken()}x`, 'hub.challenge': '42' }),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(await answer.text()).not.toBe('42');
    }
  });
});

describe('POST /api/whatsapp/webhook refuses what Meta did not sign', () => {
  it('answers 401 to a missing, wrong-secret, sha1, bare-hex or tampered signature; nothing recorded, nothing sent', async () => {
    // Prepare: one real-looking notification from a new number
    const founder = newFounder('Forger');
    const body = inboundNotification(founder, { type: 'text', text: { body: 'how much for banking app?' } });
    const sha1 = `sha1=${createHmac('sha1', appSecret()).update(body).digest('hex')}`;
    const bareHex = metaSignature(body).replace(/^sha256=/, '');

    // Act
    const answers = await Promise.all([
      postNotification(body, null),
      postNotification(body, metaSignature(body, 'not-the-app-secret')),
      postNotification(body, sha1),
      postNotification(body, bareHex),
      postNotification(body.replace('banking app', 'banking  app'), metaSignature(body)),
      postNotification(body, 'sha256='),
      postNotification(body, sha1, 'x-hub-signature'),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(await repliesAfterQuiet(founder.waId)).toEqual([]);
    expect(await staffSession(sessionIdOf(founder.waId))).toBeUndefined();
  });

  it('accepts the same body correctly signed with 200 (so the refusals above were about the signature)', async () => {
    const founder = newFounder('Signed');
    const body = inboundNotification(founder, { type: 'text', text: { body: 'hello Q' } });

    const answer = await postNotification(body);

    expect(answer.status).toBe(200);
    await awaitReplies(founder.waId, 1, "Q's reply to a correctly signed message");
    await awaitStoredMessage(sessionIdOf(founder.waId), 'hello Q');
  });
});

describe('Meta retries a delivery', () => {
  it('replies once to a wamid delivered three times, directly and through the stand-in', async () => {
    // Prepare
    const founder = newFounder('Retry');
    const id = newWamid();
    const body = inboundNotification(
      founder,
      { type: 'text', text: { body: 'what platforms do you build?' } },
      { id },
    );

    // Act: Meta's retries of one message (two at once, one later), then the stand-in forcing the same id
    const first = await Promise.all([postNotification(body), postNotification(body)]);
    await awaitReplies(founder.waId, 1, 'the reply to the first delivery');
    const later = await postNotification(body);
    await founderWrites(founder, { type: 'text', text: 'what platforms do you build?', id });

    // Assess
    expect([...first.map((answer) => answer.status), later.status]).toEqual([200, 200, 200]);
    expect(await repliesAfterQuiet(founder.waId)).toHaveLength(1);
    const stored = await staffSession(sessionIdOf(founder.waId));
    expect(stored?.conversation_data.filter((message) => message.role === 'user')).toHaveLength(1);
  });
});

describe('status notifications', () => {
  it('acknowledges sent, delivered, read and failed in any order, for known and unknown messages', async () => {
    const founder = newFounder('Statuses');
    await founderWrites(founder, 'hi');
    const [reply] = await awaitReplies(founder.waId, 1);
    const wamid = reply?.id ?? newWamid();

    const answers = [];
    for (const status of ['read', 'sent', 'delivered'] as const) {
      answers.push(await postNotification(statusNotification(founder, status, wamid)));
    }
    answers.push(await postNotification(statusNotification(founder, 'failed', newWamid())));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('stores a failed delivery on the message it concerns, for staff to see', async () => {
    // Prepare: the stand-in fails the next message the product sends
    const founder = newFounder('Unlucky');
    const armed = await fetch(`${whatsappUrl()}/_stand-in/fail-next?to=${founder.waId}`, { method: 'POST' });
    expect(armed.status, 'POST <whatsappUrl>/_stand-in/fail-next').toBe(204);

    // Act
    await founderWrites(founder, 'hello, are you there?');
    const [reply] = await awaitReplies(founder.waId, 1);

    // Assess
    const session = await waitFor(
      `the product's reply ${reply?.id} stored with delivery_status 'failed' in session ${sessionIdOf(founder.waId)}`,
      () => staffSession(sessionIdOf(founder.waId)),
      (found) => found?.conversation_data.some((message) => message.delivery_status === 'failed') === true,
      { timeoutMs: 15_000 },
    );
    const failed = session?.conversation_data.find((message) => message.delivery_status === 'failed');
    expect(failed?.role).not.toBe('user');
    if (failed?.wamid !== undefined) expect(failed.wamid).toBe(reply?.id);
  });
});
