import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invalidCursor } from '../../../functions/adapters/db/cursor.ts';
import { listChatSessions } from '../../../functions/adapters/db/chat-sessions.ts';
import {
  getOnboarding,
  listOnboarding,
  upsertOnboarding,
} from '../../../functions/adapters/db/onboardings.ts';
import { at, collectPages, unique } from './fixtures.ts';

describe('onboarding records', () => {
  it('round-trips progress and keeps the first created_at', async () => {
    const token = randomUUID();
    await upsertOnboarding({
      resume_token: token,
      stage_completed: 'idea',
      last_step: 'sector',
      now: '2026-04-01T08:00:00.000Z',
    });
    const saved = await upsertOnboarding({
      resume_token: token,
      name: 'Amaka',
      email: 'amaka@example.com',
      phone: '+2348000000001',
      business_name: 'Amaka Rides',
      business_type: 'Taxi Tech',
      stage_completed: 'meeting_booked',
      last_step: 'closing',
      needs_help_with: ['branding', 'licensing'],
      referrer_id: 'referrer-1',
      now: '2026-04-01T08:20:00.000Z',
    });

    expect(saved).toEqual({
      id: token,
      resume_token: token,
      name: 'Amaka',
      email: 'amaka@example.com',
      phone: '+2348000000001',
      business_name: 'Amaka Rides',
      business_type: 'Taxi Tech',
      stage_completed: 'meeting_booked',
      last_step: 'closing',
      needs_help_with: ['branding', 'licensing'],
      referrer_id: 'referrer-1',
      idea: null,
      chat_session_id: null,
      // The widget's Q chats this launch joined (#26): none yet.
      q_chat_session_ids: [],
      agreed_plan: null,
      agreed_setup_fee: null,
      payment_link_sent_at: null,
      last_step_at: '2026-04-01T08:20:00.000Z',
      live_at: null,
      created_at: '2026-04-01T08:00:00.000Z',
      updated_at: '2026-04-01T08:20:00.000Z',
    });
    expect(await getOnboarding(token)).toEqual(saved);
  });

  it('moves last_step_at only when the launch chat moves on, not with every save', async () => {
    const token = randomUUID();
    const step = { resume_token: token, stage_completed: 'cta', last_step: 'cta' };
    await upsertOnboarding({ ...step, now: '2026-04-01T09:00:00.000Z' });
    await upsertOnboarding({ ...step, now: '2026-04-01T09:05:00.000Z' });
    const linked = await upsertOnboarding({
      resume_token: token,
      payment_link_sent_at: '2026-04-01T10:00:00.000Z',
      now: '2026-04-01T10:00:00.000Z',
    });

    expect(linked).toMatchObject({
      last_step_at: '2026-04-01T09:00:00.000Z',
      updated_at: '2026-04-01T10:00:00.000Z',
    });
  });

  it('lists newest created first, pages without repeats and finds by resume token', async () => {
    const marker = unique('onb');
    const tokens: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const token = randomUUID();
      tokens.push(token);
      await upsertOnboarding({
        resume_token: token,
        business_name: marker,
        now: at('2008-01-01T00:00:00.000Z', index),
      });
    }
    // A later update does not move a record in a list ordered by creation.
    await upsertOnboarding({
      resume_token: tokens[0] ?? '',
      last_step: 'cta',
      now: '2009-01-01T00:00:00.000Z',
    });

    const { items } = await collectPages((cursor) => listOnboarding({ q: marker, cursor, limit: 2 }));
    const byToken = await listOnboarding({ q: tokens[2]?.toUpperCase() });

    expect(items.map((record) => record.resume_token)).toEqual([...tokens].reverse());
    expect(byToken.items.map((record) => record.resume_token)).toEqual([tokens[2]]);
  });

  it('refuses a cursor issued by another list', async () => {
    const marker = unique('foreign');
    for (let index = 0; index < 2; index += 1) {
      await upsertOnboarding({ resume_token: randomUUID(), business_name: marker });
    }
    const onboardingCursor = (await listOnboarding({ q: marker, limit: 1 })).cursor;
    expect(onboardingCursor).not.toBeNull();
    await expect(listChatSessions({ cursor: onboardingCursor })).rejects.toStrictEqual(invalidCursor());
  });
});
