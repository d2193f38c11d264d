import { describe, expect, it } from 'vitest';
import { WIDGET_GREETING, WIDGET_SUGGESTED_QUESTIONS } from '@domain/q/widget-script.ts';
import { CHAT_SESSION_ID_PATTERN } from '@domain/ids.ts';
import {
  type ChatState,
  canRetry,
  canSend,
  chatReducer,
  newChatState,
  offersBuildMyPlatform,
  quickSuggestions,
  showsStarterTopics,
  startChat,
  transcriptOf,
} from './chat-state.ts';

const T0 = Date.parse('2025-08-14T09:00:00.000Z');
const SESSION = 'chat-1755162000000-abcdefghi';
const fresh = () => newChatState(SESSION, T0);

function reply(state: ChatState, content: string, now: number): ChatState {
  return chatReducer(state, { type: 'reply', conversation: state.conversation, content, now });
}

function failedReply(state: ChatState, now: number): ChatState {
  return chatReducer(state, {
    type: 'reply',
    conversation: state.conversation,
    content: 'fallback',
    now,
    failure: 'unavailable',
  });
}

function afterExchange(state: ChatState, question: string, answer: string, at = T0 + 1_000): ChatState {
  return reply(chatReducer(state, { type: 'send', text: question, now: at }), answer, at + 400);
}

describe('chat widget state', () => {
  it('opens with Q’s greeting, the starter topics and four of the six suggested questions', () => {
    const state = fresh();
    expect(state.messages).toEqual([
      { role: 'assistant', content: WIDGET_GREETING, timestamp: '2025-08-14T09:00:00.000Z' },
    ]);
    expect(WIDGET_GREETING).toMatch(/What business do you want to start\?/);
    expect(showsStarterTopics(state)).toBe(true);
    expect(state.suggestionsVisible).toBe(true);
    expect(quickSuggestions).toHaveLength(4);
    for (const question of quickSuggestions) expect(WIDGET_SUGGESTED_QUESTIONS).toContain(question);
  });

  it('sends only non-empty trimmed text, and nothing while a reply is awaited', () => {
    const state = fresh();
    expect(canSend({ ...state, draft: '   \n ' })).toBe(false);
    expect(chatReducer(state, { type: 'send', text: '  ', now: T0 })).toBe(state);

    const sent = chatReducer(state, { type: 'send', text: '  How much does it cost?  ', now: T0 + 5 });
    expect(sent.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How much does it cost?',
      timestamp: '2025-08-14T09:00:00.005Z',
    });
    expect(sent.loading).toBe(true);
    expect(canSend({ ...sent, draft: 'Another question' })).toBe(false);
    expect(chatReducer(sent, { type: 'send', text: 'Another question', now: T0 + 6 })).toBe(sent);
  });

  it('hides the starters and the suggestions once a message is sent; the toggle shows them again', () => {
    const sent = chatReducer(fresh(), { type: 'send', text: 'FinTech', now: T0 });
    expect(showsStarterTopics(sent)).toBe(false);
    expect(sent.suggestionsVisible).toBe(false);
    expect(chatReducer(sent, { type: 'toggleSuggestions' }).suggestionsVisible).toBe(true);
    expect(chatReducer(fresh(), { type: 'toggleSuggestions' }).suggestionsVisible).toBe(false);
  });

  it('adds the reply, ends loading and keeps the stats', () => {
    const first = afterExchange(fresh(), 'FinTech', 'A banking platform…', T0);
    expect(first.loading).toBe(false);
    expect(first.messages.map((message) => message.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(first.stats).toEqual({ messagesCount: 2, avgResponseTime: 400, satisfied: false });

    const sent = chatReducer(first, { type: 'send', text: 'How much?', now: T0 + 10_000 });
    const second = reply(sent, '₦5,000,000', T0 + 10_800);
    expect(second.stats).toEqual({ messagesCount: 4, avgResponseTime: 600, satisfied: false });
    expect(chatReducer(second, { type: 'satisfied' }).stats.satisfied).toBe(true);
  });

  it('has its own session id from the start, in the format the server accepts', () => {
    const started = startChat(T0);
    expect(started.sessionId).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(started.sessionId.startsWith(`chat-${T0}-`)).toBe(true);
    expect(startChat(T0).sessionId).not.toBe(started.sessionId);
    const first = afterExchange(started, 'FinTech', 'A banking platform…');
    expect(first.sessionId).toBe(started.sessionId);
  });

  it('keeps a failed exchange out of the transcript and lets the visitor retry the same message', () => {
    const sent = chatReducer(fresh(), { type: 'send', text: 'I want a restaurant app', now: T0 + 1_000 });
    const failed = failedReply(sent, T0 + 1_300);
    expect(failed.loading).toBe(false);
    expect(failed.failure).toBe('unavailable');
    expect(failed.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'fallback', failed: true });
    expect(transcriptOf(failed.messages).map((message) => message.role)).toEqual(['assistant', 'user']);
    expect(canRetry(failed)).toBe(true);
    expect(failed.stats).toEqual({ messagesCount: 1, avgResponseTime: 0, satisfied: false });

    const retried = chatReducer(failed, { type: 'retry', now: T0 + 5_000 });
    expect(retried.loading).toBe(true);
    expect(retried.failure).toBeNull();
    expect(canRetry(retried)).toBe(false);
    // The very same message object: same timestamp, so a second save stores it once.
    expect(retried.messages).toEqual(sent.messages);
    expect(chatReducer(retried, { type: 'retry', now: T0 + 5_001 })).toBe(retried);

    const answered = reply(retried, 'A restaurant platform…', T0 + 5_400);
    expect(answered.messages.map((message) => message.content)).toEqual([
      WIDGET_GREETING,
      'I want a restaurant app',
      'A restaurant platform…',
    ]);
    expect(answered.stats).toEqual({ messagesCount: 2, avgResponseTime: 400, satisfied: false });
    expect(canRetry(answered)).toBe(false);
    expect(chatReducer(fresh(), { type: 'retry', now: T0 })).toEqual(fresh());
  });

  it('offers a retry for a message left unanswered (a reload while Q was typing), keeping it once', () => {
    const sent = chatReducer(fresh(), { type: 'send', text: 'Hi', now: T0 + 1 });
    const reloaded: ChatState = { ...sent, loading: false, sentAt: null };
    expect(canRetry(reloaded)).toBe(true);
    const retried = chatReducer(reloaded, { type: 'retry', now: T0 + 9 });
    expect(retried.loading).toBe(true);
    expect(retried.messages).toEqual(sent.messages);
  });

  it('sends a new message after a failure without the fallback text in the transcript', () => {
    const failed = failedReply(chatReducer(fresh(), { type: 'send', text: 'Hi', now: T0 + 1 }), T0 + 2);
    const next = chatReducer(failed, { type: 'send', text: 'Hello again', now: T0 + 3 });
    expect(next.failure).toBeNull();
    expect(canRetry(next)).toBe(false);
    expect(transcriptOf(next.messages).map((message) => message.content)).toEqual([
      WIDGET_GREETING,
      'Hi',
      'Hello again',
    ]);
  });

  it('drops a reply that belongs to a conversation the visitor restarted, which has a new id', () => {
    const first = afterExchange(fresh(), 'FinTech', 'A banking platform…');
    const sent = chatReducer(first, { type: 'send', text: 'More', now: T0 + 5_000 });
    const restarted = chatReducer(sent, { type: 'restart', now: T0 + 5_001 });
    expect(restarted.messages).toHaveLength(1);
    expect(restarted.sessionId).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(restarted.sessionId).not.toBe(SESSION);
    expect(restarted.loading).toBe(false);
    const late = chatReducer(restarted, {
      type: 'reply',
      conversation: sent.conversation,
      content: 'late',
      now: T0 + 5_002,
    });
    expect(late).toBe(restarted);
  });
});

describe("the 'Build My Platform' rule", () => {
  it.each([
    ['Your platform is ready to customise.', true],
    ['Want a PREVIEW? We can Schedule a call.', true],
    ['The next step is to book your call.', true],
    ['I can show you a preview of the dashboard.', false],
    ['Please schedule a call with our team.', false],
    ['It costs ₦5,000,000, one-time.', false],
  ])('%s -> %s', (answer, expected) => {
    expect(offersBuildMyPlatform(afterExchange(fresh(), 'Tell me more', answer))).toBe(expected);
  });

  it('looks at Q’s replies only, not at what the visitor wrote or the greeting', () => {
    const sent = chatReducer(fresh(), {
      type: 'send',
      text: 'What is the next step? Is the platform is ready?',
      now: T0,
    });
    expect(offersBuildMyPlatform(sent)).toBe(false);
    expect(offersBuildMyPlatform(fresh())).toBe(false);
  });
});
