import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMockChatSession } from '../../fixtures/records.ts';
import { mergeChatSession, mergeMessages } from '../../../functions/adapters/db/chat-session-merge.ts';
import type { StoredChatMessage as ChatMessage } from '../../../functions/domain/contracts/records/chat-session.ts';

const message = (content: string, timestamp: string, role: ChatMessage['role'] = 'user'): ChatMessage => ({
  role,
  content,
  timestamp,
});

const messageArbitrary = fc.record({
  role: fc.constantFrom<ChatMessage['role']>('user', 'assistant'),
  content: fc.string({ maxLength: 8 }),
  timestamp: fc.integer({ min: 0, max: 20 }).map((second) => new Date(second * 1000).toISOString()),
});

describe('mergeMessages', () => {
  it('keeps everything stored and adds each new message once, in time order', () => {
    fc.assert(
      fc.property(fc.array(messageArbitrary), fc.array(messageArbitrary), (stored, incoming) => {
        const merged = mergeMessages(stored, incoming);
        const key = (m: ChatMessage) => JSON.stringify([m.timestamp, m.role, m.content]);
        expect(new Set(merged.map(key))).toEqual(new Set([...stored, ...incoming].map(key)));
        const storedKeys = new Set(stored.map(key));
        const added = new Set(incoming.map(key).filter((candidate) => !storedKeys.has(candidate)));
        expect(merged).toHaveLength(stored.length + added.size);
        const times = merged.map((m) => m.timestamp);
        expect(times).toEqual([...times].sort());
      }),
    );
  });

  it('treats the same text at another time, or from the other role, as another message', () => {
    const hello = message('hello', '2026-01-01T00:00:00.000Z');
    const merged = mergeMessages(
      [hello],
      [hello, message('hello', '2026-01-01T00:00:05.000Z'), { ...hello, role: 'assistant' }],
    );
    expect(merged).toHaveLength(3);
  });

  it('keeps first-seen order for messages with equal timestamps', () => {
    const same = '2026-01-01T00:00:00.000Z';
    expect(mergeMessages([message('a', same)], [message('b', same)]).map((m) => m.content)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('mergeChatSession', () => {
  it('starts a new session active, created now', () => {
    const session = mergeChatSession(
      undefined,
      { session_id: 's1', conversation_data: [] },
      '2026-01-01T00:00:00.000Z',
    );
    expect(session).toMatchObject({
      id: 's1',
      status: 'active',
      customer_name: null,
      identified_needs: [],
      created_at: '2026-01-01T00:00:00.000Z',
      last_activity_at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('keeps stored details a later, less informed save leaves out or blanks', () => {
    const stored = createMockChatSession({
      status: 'follow_up',
      customer_name: 'Ada',
      identified_needs: ['fintech'],
    });
    const session = mergeChatSession(
      stored,
      {
        session_id: stored.session_id,
        conversation_data: [],
        customer_name: '  ',
        customer_email: 'new@example.com',
        identified_needs: ['ecommerce', 'fintech'],
      },
      '2026-02-01T00:00:00.000Z',
    );
    expect(session).toMatchObject({
      status: 'follow_up',
      customer_name: 'Ada',
      customer_email: 'new@example.com',
      identified_needs: ['fintech', 'ecommerce'],
      created_at: stored.created_at,
      last_activity_at: '2026-02-01T00:00:00.000Z',
    });
  });

  it('never moves last activity backwards', () => {
    const stored = createMockChatSession({ last_activity_at: '2026-05-01T00:00:00.000Z' });
    const session = mergeChatSession(
      stored,
      { session_id: stored.session_id, conversation_data: [], status: 'completed' },
      '2026-04-01T00:00:00.000Z',
    );
    expect(session.last_activity_at).toBe('2026-05-01T00:00:00.000Z');
    expect(session.status).toBe('completed');
  });
});
