import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import {
  chatAnswerSchema,
  chatHeadersSchema,
  chatRequestSchema,
  isChatTooLarge,
  saveChatSessionRequestSchema,
} from '../../../functions/domain/contracts/chat.ts';
import { newChatSessionId } from '../../../functions/domain/ids.ts';
import { firstIssue } from './contracts-helpers.ts';

const at = '2025-08-14T10:00:00.000Z';

describe('chat request', () => {
  it('accepts a history of user and assistant messages, trimmed', () => {
    const parsed = chatRequestSchema.parse({
      messages: [
        { role: 'assistant', content: 'What business would you like to start?' },
        { role: 'user', content: '  A fintech in Lagos  ' },
      ],
    });
    expect(parsed.messages[1]).toEqual({ role: 'user', content: 'A fintech in Lagos' });
  });

  it('rejects unknown roles, blank content and an empty history, naming the field', () => {
    expect(firstIssue(chatRequestSchema, { messages: [{ role: 'system', content: 'x' }] })?.field).toBe(
      'messages.0.role',
    );
    expect(firstIssue(chatRequestSchema, { messages: [{ role: 'user', content: '   ' }] })).toEqual({
      field: 'messages.0.content',
      message: 'is required',
    });
    expect(firstIssue(chatRequestSchema, { messages: [] })?.field).toBe('messages');
  });

  it('marks a history over the caps as too large (413), not an ordinary 400', () => {
    const oversize = chatRequestSchema.safeParse({
      messages: [{ role: 'user', content: 'x'.repeat(CHAT_LIMITS.maxMessageChars + 1) }],
    });
    expect(oversize.success).toBe(false);
    expect(isChatTooLarge(oversize.error!)).toBe(true);

    const tooMany = chatRequestSchema.safeParse({
      messages: Array.from({ length: CHAT_LIMITS.maxMessages + 1 }, () => ({ role: 'user', content: 'hi' })),
    });
    expect(isChatTooLarge(tooMany.error!)).toBe(true);

    const badRole = chatRequestSchema.safeParse({ messages: [{ role: 'robot', content: 'hi' }] });
    expect(isChatTooLarge(badRole.error!)).toBe(false);
  });

  it('reads the answer and the headers', () => {
    expect(chatAnswerSchema.parse({ reply: 'Hello', sessionId: 'chat-1-abc' })).toEqual({
      reply: 'Hello',
      sessionId: 'chat-1-abc',
    });
    expect(
      chatHeadersSchema.parse({ 'x-session-id': 'launch_0f8fad5b-d9cb-469f-a165-70867728950e' }),
    ).toBeTruthy();
    expect(firstIssue(chatHeadersSchema, { 'x-session-id': '<script>' })?.field).toBe('x-session-id');
  });
});

describe('save-chat-session request', () => {
  const base = {
    sessionId: newChatSessionId(),
    messages: [{ role: 'user', content: 'I want a restaurant app', timestamp: at }],
  };

  it('fills defaults and turns blank optionals into null', () => {
    const parsed = saveChatSessionRequestSchema.parse({ ...base, customerName: '  ', customerEmail: '' });
    expect(parsed).toMatchObject({
      customerEmail: null,
      customerName: null,
      customerPhone: null,
      businessType: null,
      identifiedNeeds: [],
      status: 'active',
    });
  });

  it('keeps given values, trimmed and normalised', () => {
    const parsed = saveChatSessionRequestSchema.parse({
      ...base,
      customerEmail: ' Ada@Example.com ',
      customerName: ' Ada ',
      businessType: 'FinTech',
      identifiedNeeds: ['business_launch', 'fintech'],
      status: 'completed',
    });
    expect(parsed).toMatchObject({
      customerEmail: 'ada@example.com',
      customerName: 'Ada',
      identifiedNeeds: ['business_launch', 'fintech'],
      status: 'completed',
    });
  });

  it('rejects a bad status, a bad email, a missing timestamp and oversize text by field', () => {
    expect(firstIssue(saveChatSessionRequestSchema, { ...base, status: 'deleted' })?.field).toBe('status');
    expect(firstIssue(saveChatSessionRequestSchema, { ...base, customerEmail: 'nope' })?.field).toBe(
      'customerEmail',
    );
    expect(
      firstIssue(saveChatSessionRequestSchema, { ...base, messages: [{ role: 'user', content: 'hi' }] })
        ?.field,
    ).toBe('messages.0.timestamp');
    expect(firstIssue(saveChatSessionRequestSchema, { ...base, customerName: 'x'.repeat(10_000) })).toEqual({
      field: 'customerName',
      message: 'must be at most 120 characters',
    });
    expect(firstIssue(saveChatSessionRequestSchema, { ...base, sessionId: 'short' })?.field).toBe(
      'sessionId',
    );
  });

  it('applies the chat caps to the saved history', () => {
    const result = saveChatSessionRequestSchema.safeParse({
      ...base,
      messages: Array.from({ length: 13 }, () => ({
        role: 'assistant',
        content: 'x'.repeat(CHAT_LIMITS.maxMessageChars),
        timestamp: at,
      })),
    });
    expect(result.success).toBe(false);
    expect(isChatTooLarge(result.error!)).toBe(true);
  });
});
