import { describe, expect, it } from 'vitest';
import {
  countChatSessionsCreatedOn,
  getChatSession,
  listChatSessions,
  saveChatSession,
  updateChatSessionStatus,
} from '../../../functions/adapters/db/chat-sessions.ts';
import { invalidCursor } from '../../../functions/adapters/db/cursor.ts';
import type { StoredChatMessage as ChatMessage } from '../../../functions/domain/contracts/records/chat-session.ts';
import { at, collectPages, unique } from './fixtures.ts';

const message = (role: ChatMessage['role'], content: string, timestamp: string): ChatMessage => ({
  role,
  content,
  timestamp,
});

describe('chat sessions', () => {
  it('round-trips a session with every field', async () => {
    // Prepare
    const sessionId = unique('session');
    const conversation = [
      message('user', 'I want to build a fintech in Lagos', '2026-02-01T10:00:00.000Z'),
      message('assistant', 'Great. What services do you want?', '2026-02-01T10:00:01.000Z'),
    ];

    // Act
    const saved = await saveChatSession({
      session_id: sessionId,
      conversation_data: conversation,
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
      customer_phone: '+2348000000000',
      business_type: 'fintech',
      identified_needs: ['fintech', 'custom_development'],
      now: '2026-02-01T10:00:02.000Z',
    });
    const read = await getChatSession(sessionId);

    // Assess
    if ('full' in saved) throw new Error(saved.full);
    expect(saved.created).toBe(true);
    expect(read).toEqual({
      id: sessionId,
      session_id: sessionId,
      status: 'active',
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
      customer_phone: '+2348000000000',
      business_type: 'fintech',
      identified_needs: ['fintech', 'custom_development'],
      conversation_data: conversation,
      created_at: '2026-02-01T10:00:02.000Z',
      last_activity_at: '2026-02-01T10:00:02.000Z',
      // Fields #26 (the launch it joins) and #30 (WhatsApp) added, at their defaults for a widget chat.
      channel: 'web',
      resume_token: null,
      taken_over_by: null,
      last_inbound_at: null,
      opted_out: false,
      whatsapp_profile_name: null,
      whatsapp_wa_id: null,
    });
    expect(await getChatSession(unique('missing'))).toBeUndefined();
  });

  it('keeps created_at and earlier messages on a later save, and fills in details learnt later', async () => {
    const sessionId = unique('session');
    const first = message('user', 'hello', '2026-02-01T10:00:00.000Z');
    const second = message('assistant', 'hi, I am Q', '2026-02-01T10:00:01.000Z');
    await saveChatSession({
      session_id: sessionId,
      conversation_data: [first],
      now: '2026-02-01T10:00:00.000Z',
    });

    const later = await saveChatSession({
      session_id: sessionId,
      conversation_data: [second],
      customer_email: 'late@example.com',
      now: '2026-02-01T11:00:00.000Z',
    });

    if ('full' in later) throw new Error(later.full);
    expect(later.created).toBe(false);
    expect(later.session.conversation_data).toEqual([first, second]);
    expect(later.session.created_at).toBe('2026-02-01T10:00:00.000Z');
    expect(later.session.last_activity_at).toBe('2026-02-01T11:00:00.000Z');
    expect((await getChatSession(sessionId))?.customer_email).toBe('late@example.com');
  });

  it('loses no message when ten saves of one session race', async () => {
    const sessionId = unique('race');
    const messages = Array.from({ length: 10 }, (_, index) =>
      message(index % 2 ? 'assistant' : 'user', `message ${index}`, at('2026-02-02T08:00:00.000Z', index)),
    );

    const createdBefore = await countChatSessionsCreatedOn('2005-06-01');

    // Each writer knows only its own message, as two tabs that never saw each other's replies.
    await Promise.all(
      messages.map((one) =>
        saveChatSession({ session_id: sessionId, conversation_data: [one], now: '2005-06-01T12:00:00.000Z' }),
      ),
    );

    expect((await getChatSession(sessionId))?.conversation_data).toEqual(messages);
    // Ten racing first saves still create (and count) the session once.
    expect(await countChatSessionsCreatedOn('2005-06-01')).toBe(createdBefore + 1);
  });

  it('sets an admin status, and reports a missing session as undefined', async () => {
    const sessionId = unique('status');
    await saveChatSession({ session_id: sessionId, conversation_data: [], now: '2026-02-03T09:00:00.000Z' });

    const updated = await updateChatSessionStatus(sessionId, 'follow_up');

    expect(updated?.status).toBe('follow_up');
    expect(updated?.last_activity_at).toBe('2026-02-03T09:00:00.000Z');
    expect((await getChatSession(sessionId))?.status).toBe('follow_up');
    expect(await updateChatSessionStatus(unique('missing'), 'closed')).toBeUndefined();
  });

  it('pages newest activity first through several pages with no repeats or gaps', async () => {
    const marker = unique('pager');
    const ids = Array.from({ length: 7 }, (_, index) => `${marker}-${index}`);
    for (const [index, sessionId] of ids.entries()) {
      await saveChatSession({
        session_id: sessionId,
        customer_name: `Pager ${marker}`,
        conversation_data: [],
        now: at('2003-01-01T00:00:00.000Z', index),
      });
    }

    const { items, pages } = await collectPages((cursor) =>
      listChatSessions({ q: marker, cursor, limit: 3 }),
    );

    expect(pages).toBe(3);
    expect(items.map((session) => session.session_id)).toEqual([...ids].reverse());
  });

  it('pages the unfiltered list without repeats, newest first', async () => {
    const { items } = await collectPages((cursor) => listChatSessions({ cursor, limit: 4 }));
    const ids = items.map((session) => session.session_id);
    expect(new Set(ids).size).toBe(ids.length);
    const activity = items.map((session) => session.last_activity_at);
    expect(activity).toEqual([...activity].sort().reverse());
  });

  it('finds a match that sits beyond the first page of the index, case-insensitively', async () => {
    const marker = unique('needle');
    await saveChatSession({
      session_id: unique('old-match'),
      customer_email: `${marker.toUpperCase()}@Example.com`,
      conversation_data: [],
      now: '2001-01-01T00:00:00.000Z',
    });
    for (let index = 0; index < 25; index += 1) {
      await saveChatSession({
        session_id: unique('noise'),
        conversation_data: [],
        now: at('2004-01-01T00:00:00.000Z', index),
      });
    }

    const page = await listChatSessions({ q: `  ${marker.toUpperCase()} `, limit: 5 });

    expect(page.items.map((session) => session.customer_email)).toEqual([
      `${marker.toUpperCase()}@Example.com`,
    ]);
    expect(page.cursor).toBeNull();
  });

  it('searches business type and identified needs, and filters by status', async () => {
    const marker = unique('kind');
    const closed = unique('closed');
    await saveChatSession({ session_id: closed, business_type: `Taxi ${marker}`, conversation_data: [] });
    await saveChatSession({ session_id: unique('open'), identified_needs: [marker], conversation_data: [] });
    await updateChatSessionStatus(closed, 'closed');

    const all = await listChatSessions({ q: marker });
    const onlyClosed = await listChatSessions({ q: marker, status: 'closed' });
    const onlyActive = await listChatSessions({ status: 'active', limit: 100 });

    expect(all.items).toHaveLength(2);
    expect(onlyClosed.items.map((session) => session.session_id)).toEqual([closed]);
    expect(onlyActive.items.every((session) => session.status === 'active')).toBe(true);
  });

  it('refuses a cursor it did not issue, or one from another list', async () => {
    const marker = unique('cursor');
    for (let index = 0; index < 3; index += 1) {
      await saveChatSession({
        session_id: `${marker}-${index}`,
        customer_name: marker,
        conversation_data: [],
      });
    }
    const firstPage = await listChatSessions({ q: marker, limit: 1 });
    expect(firstPage.cursor).not.toBeNull();

    await expect(listChatSessions({ cursor: 'not-a-cursor!' })).rejects.toStrictEqual(invalidCursor());
    await expect(listChatSessions({ cursor: firstPage.cursor, status: 'closed' })).rejects.toStrictEqual(
      invalidCursor(),
    );
    const forged = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'chats', gsi1sk: 1 })).toString(
      'base64url',
    );
    await expect(listChatSessions({ cursor: forged })).rejects.toStrictEqual(invalidCursor());
  });

  it('counts sessions by the Lagos calendar day they were first created', async () => {
    // 23:30 UTC on 9 March is already 10 March in Lagos (UTC+1); 22:59 UTC is still 9 March.
    const before10 = await countChatSessionsCreatedOn('2005-03-10');
    const before09 = await countChatSessionsCreatedOn('2005-03-09');
    const lateEvening = unique('lagos');
    await saveChatSession({
      session_id: lateEvening,
      conversation_data: [],
      now: '2005-03-09T23:30:00.000Z',
    });
    await saveChatSession({
      session_id: unique('lagos'),
      conversation_data: [],
      now: '2005-03-09T22:59:00.000Z',
    });
    // A later save of the same session is not a new session.
    await saveChatSession({
      session_id: lateEvening,
      conversation_data: [],
      now: '2005-03-10T08:00:00.000Z',
    });

    expect(await countChatSessionsCreatedOn('2005-03-10')).toBe(before10 + 1);
    expect(await countChatSessionsCreatedOn('2005-03-09')).toBe(before09 + 1);
  });
});
