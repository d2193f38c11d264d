import { describe, expect, it } from 'vitest';
import { createMockOnboarding } from '../../fixtures/records.ts';
import type { LaunchRequestRecord } from '../../../functions/domain/contracts/admin.ts';
import {
  chatSessionNotFound,
  listChatSessions,
  readChatSession,
  setChatSessionStatus,
} from '../../../functions/services/admin/chat-sessions.ts';
import { listLaunchRequests } from '../../../functions/services/admin/launch-requests.ts';
import { listOnboarding } from '../../../functions/services/admin/onboarding.ts';
import { chatSessionRecord, FakeAdminStore, portsWith } from './fake-store.ts';

describe('admin chat sessions', () => {
  it('lists without transcripts, passes the query on, and counts Today from the Lagos date', async () => {
    // Prepare
    const store = new FakeAdminStore();
    store.sessions = [chatSessionRecord({ id: 'session-a1', session_id: 'session-a1' })];
    store.nextCursor = 'next-page';
    store.createdOn.set('2026-01-05', 7);
    store.createdOn.set('2026-01-04', 99);

    // Act
    const answer = await listChatSessions(portsWith(store, '2026-01-05'), {
      q: 'ada',
      status: 'active',
      cursor: 'this-page',
      limit: 10,
    });

    // Assess
    expect(store.requests).toEqual([{ q: 'ada', status: 'active', cursor: 'this-page', limit: 10 }]);
    expect(answer.today).toBe(7);
    expect(answer.nextCursor).toBe('next-page');
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).not.toHaveProperty('conversation_data');
    expect(answer.items[0]).toMatchObject({ id: 'session-a1', customer_name: 'Ada Obi', status: 'active' });
  });

  it('reads one session with its transcript, and refuses an unknown id', async () => {
    const store = new FakeAdminStore();
    store.sessions = [chatSessionRecord()];

    const session = await readChatSession(portsWith(store), 'widget-session-0001');

    expect(session.conversation_data).toHaveLength(2);
    await expect(readChatSession(portsWith(store), 'nobody-here')).rejects.toStrictEqual(
      chatSessionNotFound(),
    );
  });

  it('sets follow_up or closed and answers the updated record; unknown id is not found', async () => {
    const store = new FakeAdminStore();
    store.sessions = [chatSessionRecord({ status: 'completed' })];

    const updated = await setChatSessionStatus(portsWith(store), 'widget-session-0001', 'follow_up');

    expect(updated.status).toBe('follow_up');
    await expect(setChatSessionStatus(portsWith(store), 'missing-id', 'closed')).rejects.toStrictEqual(
      chatSessionNotFound(),
    );
  });
});

describe('admin launch requests', () => {
  it('copies only the listed fields, so sensitive values a store leaks never reach the answer', async () => {
    const store = new FakeAdminStore();
    const leaky = {
      id: 'token-1',
      name: 'Chidi Okafor',
      email: 'chidi@example.com',
      phone: '+2348012345678',
      has_bvn: true,
      has_id_document: false,
      has_bank_details: true,
      business_name: 'Okafor Pay',
      business_type: 'FinTech',
      last_step: 'cta',
      resume_token: 'token-1',
      ai_summary: null,
      created_at: '2026-01-05T09:00:00.000Z',
      updated_at: '2026-01-05T09:00:00.000Z',
      bvn: '22212345678',
      bvn_encrypted: 'ciphertext-bvn',
      id_url: 'https://files.example/id.png',
      bank_details: 'GTBank 0123456789',
    } as LaunchRequestRecord;
    store.launchRequests = [leaky];

    const answer = await listLaunchRequests(portsWith(store), { q: 'okafor', cursor: undefined, limit: 25 });

    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/22212345678|ciphertext-bvn|id\.png|0123456789/);
    expect(answer.items[0]).toMatchObject({ has_bvn: true, has_id_document: false, has_bank_details: true });
    expect(answer.nextCursor).toBeNull();
    expect(store.requests).toEqual([{ q: 'okafor', cursor: undefined, limit: 25 }]);
  });
});

describe('admin onboarding', () => {
  it('lists the spec fields only', async () => {
    const store = new FakeAdminStore();
    // The whole stored record, internals included, as the store hands it over.
    const record = createMockOnboarding({
      resume_token: 'token-2',
      business_type: 'FinTech',
      stage_completed: 'sector',
      last_step: 'knowledge',
      needs_help_with: ['payments'],
      referrer_id: 'referrer-9',
    });
    store.onboarding = [record];
    store.nextCursor = 'more';

    const answer = await listOnboarding(portsWith(store), { q: undefined, cursor: 'c1', limit: 5 });

    expect(answer.items[0]).not.toHaveProperty('referrer_id');
    expect(answer.items[0]).toMatchObject({ resume_token: 'token-2', needs_help_with: ['payments'] });
    expect(answer.items[0]?.setup_call).toBeNull();
    expect(answer.nextCursor).toBe('more');
  });
});

describe('admin onboarding setup call', () => {
  it('carries the setup call the scheduling provider confirmed, for the record it belongs to only', async () => {
    // Prepare
    const store = new FakeAdminStore();
    const base = createMockOnboarding({
      business_type: null,
      stage_completed: 'meeting_booked',
      last_step: 'cta',
    });
    store.onboarding = [
      { ...base, id: 'token-booked', resume_token: 'token-booked' },
      { ...base, id: 'token-other', resume_token: 'token-other' },
    ];
    const setupCall = {
      status: 'booked' as const,
      start_time: '2026-01-06T09:00:00.000Z',
      invitee_name: 'Ada Obi',
      invitee_email: 'ada@example.com',
      invitee_uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
      booked_at: '2026-01-05T09:09:00.000Z',
      canceled_at: null,
      cancel_reason: null,
      confirmed_at: '2026-01-05T09:10:00.000Z',
    };
    store.setupCalls.set('token-booked', setupCall);

    // Act
    const answer = await listOnboarding(portsWith(store), { q: undefined, cursor: undefined, limit: 25 });

    // Assess
    expect(answer.items.map((item) => item.setup_call)).toEqual([setupCall, null]);
  });
});
