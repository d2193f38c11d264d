import { describe, expect, inject, it } from 'vitest';
import { formatNaira } from '../../../functions/domain/money.ts';
import { BANKING_PLATFORM_PLAN } from '../../../functions/domain/plans.ts';
import { WIDGET_SUGGESTED_QUESTIONS } from '../../../functions/domain/q/widget-script.ts';
import { waitFor } from '../../setup/wait-for.ts';
import {
  awaitReplies,
  awaitStoredMessage,
  baseUrl,
  bodiesOf,
  expectWhatsAppFormatting,
  founderWrites,
  inboundNotification,
  newFounder,
  postNotification,
  repliesAfterQuiet,
  repliesTo,
  sessionIdOf,
  staffSession,
} from './acceptance-30-support.ts';
import { awaitRoomInWindow } from './support.ts';

/**
 * Issue #30 "What founders get" / CONTRACT-30: Q answers on WhatsApp as in the widget (Pidgin for
 * Pidgin, the published price), formatted for WhatsApp; the /launch link for build intent; the
 * text-only note for every other message type; STOP/START once each; one "slow down" for a flood;
 * nothing outside the 24-hour window. Blind: from the contract, not the implementation.
 */
const PRICE = formatNaira(BANKING_PLATFORM_PLAN.price);

describe('a founder asks Q on WhatsApp', () => {
  it('answers "abeg how much for banking app?" in Pidgin with the published price, formatted for WhatsApp', async () => {
    const founder = newFounder('Amaka');

    await founderWrites(founder, 'abeg how much for banking app?');
    const [reply, ...more] = await awaitReplies(founder.waId, 1, "Q's answer to the Pidgin price question");
    const all = [reply, ...more].map((message) => message?.text?.body ?? '').join('\n');

    expect(reply?.type).toBe('text');
    expect(PRICE).toBe('₦5,000,000');
    expect(all).toContain('5,000,000');
    expect(all).toMatch(/\b(dey|go|una|wetin|na|abeg|sabi)\b/);
    for (const body of bodiesOf(await repliesTo(founder.waId))) expectWhatsAppFormatting(body);
  });

  it('answers what the widget answers to the same conversation (POST /api/chat), rewritten for WhatsApp', async () => {
    const founder = newFounder('Same');
    const question = WIDGET_SUGGESTED_QUESTIONS[2] ?? 'How much does it cost?';
    const widget = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-id': `chat-same-${founder.waId}`,
        'cloudfront-viewer-address': `192.0.2.${1 + Math.floor(Math.random() * 250)}:443`,
        'x-local-edge-secret': inject('edgeSecret'),
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
    });
    expect(widget.status).toBe(200);
    const { reply: webReply } = (await widget.json()) as { reply: string };

    await founderWrites(founder, question);
    await awaitReplies(founder.waId, 1, `Q's answer to "${question}"`);
    const bodies = bodiesOf(await repliesAfterQuiet(founder.waId, 2_000));
    const whatsapp = bodies.join('\n');

    // The same facts: every naira amount the widget names, and its bold words as WhatsApp bold.
    for (const amount of webReply.match(/₦[\d,]+/g) ?? []) expect(whatsapp).toContain(amount);
    for (const [, bold] of webReply.matchAll(/\*\*([^*]+)\*\*/g)) expect(whatsapp).toContain(`*${bold}*`);
    expect(whatsapp).toContain('5,000,000');
    for (const body of bodies) expectWhatsAppFormatting(body);
  });

  it('keeps one session per number with the contact’s name, number and channel', async () => {
    const founder = newFounder('Chidi Eze');
    const before = Date.now();

    await founderWrites(founder, 'Hello, I want to start a fintech');
    await awaitReplies(founder.waId, 1);
    await founderWrites(founder, 'What does it cost?');
    await awaitReplies(founder.waId, 2);
    const session = await awaitStoredMessage(sessionIdOf(founder.waId), 'What does it cost?');

    expect(session).toMatchObject({
      session_id: `whatsapp-${founder.waId}`,
      channel: 'whatsapp',
      whatsapp_wa_id: founder.waId,
      whatsapp_profile_name: 'Chidi Eze',
      customer_name: 'Chidi Eze',
      customer_phone: `+${founder.waId}`,
      taken_over_by: null,
      opted_out: false,
    });
    expect(Date.parse(session?.last_inbound_at ?? '')).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) * 1000 - 1000,
    );
    const roles = session?.conversation_data.map((message) => message.role) ?? [];
    expect(roles.filter((role) => role === 'user')).toHaveLength(2);
    expect(roles.filter((role) => role === 'assistant').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the /launch link for "build my platform", with the referral code the first message carried', async () => {
    const referred = newFounder('Bayo');
    const direct = newFounder('Ngozi');
    const code = 'ref_Ab3dE5gH9';

    await founderWrites(referred, `Hi, my friend sent me here ${code}`);
    await awaitReplies(referred.waId, 1);
    await founderWrites(referred, 'I want to build my platform');
    await founderWrites(direct, 'Please build my platform, I am ready to launch');
    const referredReplies = await awaitReplies(referred.waId, 2, 'the answer to the build intent');
    const directReplies = await awaitReplies(direct.waId, 1, 'the answer to the build intent');

    const referredText = bodiesOf(referredReplies.slice(1)).join('\n');
    const directText = bodiesOf(directReplies).join('\n');
    expect(referredText).toMatch(new RegExp(`${escaped(baseUrl)}/launch\\?(\\S*&)?ref=${code}\\b`));
    expect(directText).toContain(`${baseUrl}/launch`);
    expect(directText).not.toMatch(/ref=ref_/);
  });
});

describe('message types Q does not read', () => {
  const kinds: Array<Record<string, unknown> & { type: string }> = [
    {
      type: 'image',
      image: { id: '1479537139650973', mime_type: 'image/jpeg', sha256: 'abc=', caption: 'my logo' },
    },
    { type: 'audio', audio: { id: '1479537139650974', mime_type: 'audio/ogg; codecs=opus', voice: true } },
    { type: 'video', video: { id: '1479537139650975', mime_type: 'video/mp4' } },
    {
      type: 'document',
      document: { id: '1479537139650976', filename: 'plan.pdf', mime_type: 'application/pdf' },
    },
    { type: 'sticker', sticker: { id: '1479537139650977', mime_type: 'image/webp', animated: false } },
    { type: 'location', location: { latitude: 6.5244, longitude: 3.3792, name: 'Lagos', address: 'Lagos' } },
    {
      type: 'contacts',
      contacts: [
        { name: { formatted_name: 'Tunde', first_name: 'Tunde' }, phones: [{ phone: '+2348012345678' }] },
      ],
    },
    { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes' } } },
    { type: 'button', button: { text: 'Yes', payload: 'YES' } },
    {
      type: 'unsupported',
      errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown' }],
    },
  ];

  it.each(kinds.map((kind) => [kind.type, kind] as const))(
    '%s gets one short note that Q reads text for now and staff can help (never a 5xx)',
    async (_type, kind) => {
      const founder = newFounder('Media');

      const answer = await postNotification(inboundNotification(founder, kind));
      const [note] = await awaitReplies(founder.waId, 1, `the text-only note for a ${kind.type} message`);

      expect(answer.status).toBe(200);
      expect(note?.type).toBe('text');
      expect(note?.text?.body).toMatch(/text/i);
      expect(note?.text?.body).toMatch(/staff|team|person|human/i);
      expect(await repliesAfterQuiet(founder.waId, 2_500)).toHaveLength(1);
    },
  );

  it('a reaction is acknowledged without a 5xx, through the stand-in too', async () => {
    const founder = newFounder('Reactor');
    await founderWrites(founder, 'hello');
    const [first] = await awaitReplies(founder.waId, 1);

    const answer = await postNotification(
      inboundNotification(founder, {
        type: 'reaction',
        reaction: { message_id: first?.id ?? 'x', emoji: '👍' },
      }),
    );
    await founderWrites(founder, { type: 'image' });

    expect(answer.status).toBe(200);
    const replies = await awaitReplies(founder.waId, 2, 'the text-only note for the image');
    expect(replies.at(-1)?.text?.body).toMatch(/text/i);
  });
});

describe('STOP and START', () => {
  it('confirms STOP once, stays silent until START, confirms START once, then answers again', async () => {
    const founder = newFounder('Quiet');
    await founderWrites(founder, 'hello');
    await awaitReplies(founder.waId, 1);

    await founderWrites(founder, '  Stop ');
    await awaitReplies(founder.waId, 2, 'the STOP confirmation');
    await founderWrites(founder, 'how much for banking app?');
    await founderWrites(founder, 'hello??');
    const whileStopped = await repliesAfterQuiet(founder.waId);
    const stopped = await staffSession(sessionIdOf(founder.waId));
    await founderWrites(founder, 'START');
    await awaitReplies(founder.waId, 3, 'the START confirmation');
    await founderWrites(founder, 'how much for banking app?');
    const after = await awaitReplies(founder.waId, 4, 'Q answering again after START');
    const settled = await repliesAfterQuiet(founder.waId, 2_500);

    expect(whileStopped).toHaveLength(2);
    expect(stopped?.opted_out).toBe(true);
    expect(stopped?.conversation_data.map((message) => message.content)).toContain('hello??');
    expect(after.at(-1)?.text?.body).toContain('5,000,000');
    expect(settled).toHaveLength(4);
    expect((await staffSession(sessionIdOf(founder.waId)))?.opted_out).toBe(false);
  });

  it.each(['stop', 'UNSUBSCRIBE', 'Unsubscribe'])(
    '"%s" ends Q’s messages with one confirmation',
    async (word) => {
      const founder = newFounder('Leaver');

      await founderWrites(founder, word);
      await awaitReplies(founder.waId, 1, `the confirmation of "${word}"`);
      await founderWrites(founder, 'are you there?');

      expect(await repliesAfterQuiet(founder.waId)).toHaveLength(1);
    },
  );

  it('does not treat a sentence containing "stop" as STOP', async () => {
    const founder = newFounder('Busy');

    await founderWrites(founder, 'when will you stop charging setup fees?');
    await awaitReplies(founder.waId, 1);
    await founderWrites(founder, 'how much for banking app?');

    await awaitReplies(founder.waId, 2, 'Q answering the next question');
  });
});

describe('a flood from one number', () => {
  it('answers the first 10 messages in 60 s, the 11th with one "slow down", and the rest not at all', async () => {
    const founder = newFounder('Flood');
    await awaitRoomInWindow(60, 40);

    for (let index = 1; index <= 13; index += 1) await founderWrites(founder, `question number ${index}?`);
    await awaitReplies(founder.waId, 11, '10 answers and one "slow down"');
    const replies = await repliesAfterQuiet(founder.waId);

    expect(replies).toHaveLength(11);
    expect(bodiesOf(replies).filter((body) => /slow down/i.test(body))).toHaveLength(1);
    const stored = await staffSession(sessionIdOf(founder.waId));
    expect(
      stored?.conversation_data.filter((message) => message.role === 'user').length,
    ).toBeGreaterThanOrEqual(11);
  });
});

describe("WhatsApp's 24-hour customer-service window", () => {
  it('sends nothing to a number whose last message is older than 24 hours', async () => {
    const founder = newFounder('Late');
    const dayAndAnHourAgo = Math.floor(Date.now() / 1000) - 25 * 3600;

    await founderWrites(founder, {
      type: 'text',
      text: 'how much for banking app?',
      timestamp: dayAndAnHourAgo,
    });
    const session = await waitFor(
      `the late message stored in session ${sessionIdOf(founder.waId)}`,
      () => staffSession(sessionIdOf(founder.waId)),
      (found) => found !== undefined && found.conversation_data.length > 0,
      { timeoutMs: 15_000 },
    );

    expect(await repliesAfterQuiet(founder.waId)).toEqual([]);
    expect(Date.parse(session?.last_inbound_at ?? '')).toBe(dayAndAnHourAgo * 1000);
  });
});

describe('configuration', () => {
  it('the harness provides the WhatsApp stand-in and its secrets (CONTRACT-30)', () => {
    expect(inject('whatsappUrl')).toMatch(/^http:\/\//);
    expect(inject('whatsappAppSecret')).toEqual(expect.any(String));
    expect(inject('whatsappVerifyToken')).toEqual(expect.any(String));
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
