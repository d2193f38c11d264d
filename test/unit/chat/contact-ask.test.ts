import { describe, expect, it } from 'vitest';
import { builtInGuideReply, type GuideMessage } from '../../../functions/domain/q/built-in-guide.ts';
import { CONTACT_ASK } from '../../../functions/domain/q/guide/contact-ask.ts';
import { contactInMessage, phoneIn, visitorContact } from '../../../functions/domain/visitor-contact.ts';
import {
  saveChatSessionFor,
  type ChatSessionRecord,
} from '../../../functions/services/chat/save-chat-session.ts';
import { memoryLimiter } from './fakes.ts';

/** Q's replies to the founder's messages, each fed back before the next, as the widget does. */
function converse(turns: readonly string[]): string[] {
  const messages: GuideMessage[] = [];
  return turns.map((turn) => {
    messages.push({ role: 'user', content: turn });
    const reply = builtInGuideReply(messages, 'widget');
    messages.push({ role: 'assistant', content: reply });
    return reply;
  });
}

const asks = (reply: string) => reply.includes(CONTACT_ASK.en) || reply.includes(CONTACT_ASK.pcm);

describe('the contact a visitor leaves in the chat', () => {
  it('reads an e-mail, lower-cased, and the name that opens the message', () => {
    expect(contactInMessage('Ada Obi, Ada.Obi@Example.com')).toEqual({
      name: 'Ada Obi',
      email: 'ada.obi@example.com',
      phone: null,
    });
    expect(contactInMessage("I'm Chinedu, reach me at chinedu@example.ng please").name).toBe('Chinedu');
  });

  it('reads Nigerian mobiles in the ways people write them, and numbers with a country code', () => {
    expect(phoneIn('my WhatsApp na 0803 123 4567')).toBe('0803 123 4567');
    expect(phoneIn('call +234 803 123 4567 after 5')).toBe('+234 803 123 4567');
    expect(phoneIn('2348031234567')).toBe('2348031234567');
    expect(phoneIn('08031234567.')).toBe('08031234567');
    expect(phoneIn('UK: +44 7700 900123')).toBe('+44 7700 900123');
  });

  it('does not take prices, budgets, dates or counts for a phone number', () => {
    for (const text of [
      'Starting from ₦5,000,000',
      'I have 20000000 naira',
      'by 2026-12-01',
      'live in 10-14 days',
      '40 kekes and 10 okadas',
      'my BVN is 22212345678',
    ])
      expect(phoneIn(text), text).toBeNull();
  });

  it('keeps the latest mention over a conversation and ignores messages without one', () => {
    expect(
      visitorContact(['I want a savings app', 'old@example.com', 'Use new@example.com instead', 'thanks']),
    ).toEqual({ name: null, email: 'new@example.com', phone: null });
  });
});

describe('Q asks for a contact after helping, once, never as a gate', () => {
  it('does not ask in its first reply, even to a buying question', () => {
    const [first] = converse(['How much does the banking platform cost?']);
    expect(first).toContain('₦5,000,000');
    expect(asks(first ?? '')).toBe(false);
  });

  it('asks once the founder shows intent and Q has answered, after the answer', () => {
    const replies = converse([
      'I want to start a restaurant delivery app in Lagos',
      'How much does it cost?',
      'How long does it take?',
    ]);
    const second = replies[1] ?? '';
    expect(asks(second)).toBe(true);
    // The answer comes first and stays whole: the ask is the last line, not a condition.
    expect(second).toContain('setup call');
    expect(second.trim().endsWith(CONTACT_ASK.en)).toBe(true);
    // Once per conversation.
    expect(asks(replies[2] ?? '')).toBe(false);
    expect(replies[2]).toContain('10-14 days');
  });

  it('asks in Pidgin when the founder writes Pidgin', () => {
    const replies = converse(['I wan start keke business for Kano', 'how much e go cost?']);
    expect(replies[1]).toContain(CONTACT_ASK.pcm);
  });

  it('does not ask when Q could not help, nor after a greeting or an opener', () => {
    expect(converse(['hello', 'what is the capital of France?']).some(asks)).toBe(false);
    expect(converse(['hi', 'fintech']).some(asks)).toBe(false);
  });

  it('never asks when the founder already gave an e-mail or a number', () => {
    const replies = converse([
      'I am Tunde, tunde@example.com. I want an online store.',
      'How much does it cost?',
      'How long does it take?',
    ]);
    expect(replies.some(asks)).toBe(false);
  });

  it('thanks the founder by name when they leave a contact, and answers what else they asked', () => {
    const replies = converse([
      'I want to start a restaurant delivery app in Lagos',
      'How much does it cost?',
      'Ada Obi, ada.obi@example.com',
    ]);
    expect(replies[2]).toContain('Thank you, Ada Obi!');
    expect(replies[2]).toContain('ada.obi@example.com');
    expect(asks(replies[2] ?? '')).toBe(false);

    const pidgin = converse([
      'I wan start keke business for Kano',
      'how much e go cost?',
      'My name is Musa, my WhatsApp na 0803 123 4567. When una go start?',
    ]);
    expect(pidgin[2]).toContain('Thank you, Musa!');
    expect(pidgin[2]).toContain('0803 123 4567');
    expect(pidgin[2]).toContain('10-14 days');
  });

  it('leaves the launch chat alone: it collects contacts in its own steps', () => {
    const messages: GuideMessage[] = [
      { role: 'user', content: 'I want to start a restaurant delivery app in Lagos' },
      { role: 'assistant', content: 'Great.' },
      { role: 'user', content: 'How much does it cost?' },
    ];
    expect(asks(builtInGuideReply(messages, 'launch-flow'))).toBe(false);
  });
});

describe('save-chat-session reads the contact from the conversation', () => {
  const SESSION = 'chat-1700000000000-abcdefghi';
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, seconds)).toISOString();

  async function save(request: Partial<Parameters<typeof saveChatSessionFor>[1]>) {
    const saved: ChatSessionRecord[] = [];
    await saveChatSessionFor(
      { limiter: memoryLimiter(), store: async (record) => (saved.push(record), { created: true }) },
      {
        sessionId: SESSION,
        messages: [
          { role: 'user', content: 'How much is the banking platform?', timestamp: at(0) },
          { role: 'assistant', content: CONTACT_ASK.en, timestamp: at(1) },
          { role: 'user', content: 'Ada Obi, Ada@Example.com or 0803 123 4567', timestamp: at(2) },
        ],
        customerEmail: null,
        customerName: null,
        customerPhone: null,
        businessType: null,
        identifiedNeeds: [],
        status: 'active',
        ...request,
      },
      '203.0.113.9',
    );
    return saved[0];
  }

  it('stores the name, e-mail and number the visitor typed when the browser sent none', async () => {
    const record = await save({});
    expect(record).toMatchObject({
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
      customer_phone: '0803 123 4567',
    });
  });

  it('keeps what the browser sent over what it reads', async () => {
    const record = await save({ customerEmail: 'typed@example.com', customerName: 'Adaeze' });
    expect(record).toMatchObject({ customer_email: 'typed@example.com', customer_name: 'Adaeze' });
  });

  it('never takes an address Q wrote for the visitor’s own', async () => {
    const saved: ChatSessionRecord[] = [];
    await saveChatSessionFor(
      { limiter: memoryLimiter(), store: async (record) => (saved.push(record), { created: true }) },
      {
        sessionId: SESSION,
        messages: [
          { role: 'user', content: 'How do I contact you?', timestamp: at(0) },
          {
            role: 'assistant',
            content: 'Write to hello@quarter.ng or call +234 201 330 4500.',
            timestamp: at(1),
          },
        ],
        customerEmail: null,
        customerName: null,
        customerPhone: null,
        businessType: null,
        identifiedNeeds: [],
        status: 'active',
      },
      '203.0.113.9',
    );
    expect(saved[0]).toMatchObject({ customer_email: null, customer_phone: null });
  });
});
