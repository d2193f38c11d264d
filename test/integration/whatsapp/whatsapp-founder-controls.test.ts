import { describe, expect, it } from 'vitest';
import {
  admin,
  awaitSent,
  awaitStored,
  founderSends,
  freshNumber,
  sentTo,
  sessionOf,
  settle,
} from './support.ts';

/** Issue #30: what a founder controls (STOP / START), floods, and WhatsApp's 24-hour window. */
describe('STOP and START', () => {
  it('confirm once each; nothing goes to the number in between', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, text: 'Hello Q' });
    await awaitSent(waId, 1);

    await founderSends({ wa_id: waId, text: '  Stop ' });
    const [, stopped] = await awaitSent(waId, 2);
    expect(stopped!.text.body).toMatch(/START/);
    expect((await sessionOf(waId))!.opted_out).toBe(true);

    await founderSends({ wa_id: waId, text: 'stop' });
    await founderSends({ wa_id: waId, text: 'UNSUBSCRIBE' });
    await founderSends({ wa_id: waId, text: 'how much for banking app?' });
    await awaitStored(waId, 5);
    await settle();
    expect(await sentTo(waId)).toHaveLength(2);

    await founderSends({ wa_id: waId, text: 'start' });
    const [, , started] = await awaitSent(waId, 3);
    expect(started!.text.body).toMatch(/welcome back/i);
    await settle();
    expect(await sentTo(waId)).toHaveLength(3);

    await founderSends({ wa_id: waId, text: 'how much for banking app?' });
    await awaitSent(waId, 4);
    expect((await sessionOf(waId))!.opted_out).toBe(false);
  });
});

describe('a flood from one number', () => {
  it('gets one "slow down" at the 11th message in a minute and nothing for the rest', async () => {
    const waId = freshNumber();
    for (let index = 1; index <= 13; index += 1)
      await founderSends({ wa_id: waId, text: `Question number ${index} about fintech` });
    await awaitStored(waId, 13);
    const sent = await awaitSent(waId, 11, 20_000);
    await settle();
    const all = await sentTo(waId);
    expect(all).toHaveLength(11);
    expect(all.filter((message) => /slow down/i.test(message.text.body))).toHaveLength(1);
    expect(sent.length).toBe(11);
  });
});

describe("WhatsApp's 24-hour window", () => {
  it('sends nothing, from Q or staff, to a number whose last message is older than a day', async () => {
    const waId = freshNumber();
    const dayAndAnHourAgo = Math.floor(Date.now() / 1000) - 25 * 60 * 60;
    await founderSends({ wa_id: waId, text: 'how much for banking app?', timestamp: dayAndAnHourAgo });
    await awaitStored(waId, 1);
    await settle();
    expect(await sentTo(waId)).toEqual([]);

    const reply = await admin(`/api/admin/chat-sessions/whatsapp-${waId}/replies`, {
      method: 'POST',
      body: { text: 'Hello from the team' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error: { code: 'conflict' } });
    expect(JSON.stringify(reply.body)).toMatch(/more than 24 hours ago/);
    expect(JSON.stringify(reply.body)).toMatch(/template/i);
    expect(await sentTo(waId)).toEqual([]);
  });
});
