import { type VisitorContact, contactInMessage, visitorContact } from '../../visitor-contact.ts';
import type { Bilingual } from '../knowledge/types.ts';

/**
 * Q's one invitation to leave a name and an e-mail or WhatsApp number, so the team can follow up.
 * It comes after Q has helped and the founder shows they mean to buy, once per conversation, never
 * when they already gave a contact, and never as a condition of an answer: Q answers first.
 */
export const CONTACT_ASK: Bilingual = {
  en: 'If you would like our team to follow up, you can leave your name and an e-mail or WhatsApp number here; it is up to you.',
  pcm: 'If you want make our team follow up with you, you fit drop your name and e-mail or WhatsApp number here; na your choice.',
};

/** Words that show a founder means to buy: price, paying, starting, booking, a timeline. */
const BUYING_INTENT =
  /\b(?:price|pricing|cost|how much|quote|pay|paying|payment|launch|start|sign ?up|book|setup call|set-up call|ready|timeline|how long|go live|budget|preview|demo|next step)\b|\bhw mch\b|\bwetin be (?:the )?price\b|\bi wan start\b/i;

export interface ContactAskInput {
  /** Every message the visitor wrote, the latest last. */
  readonly userMessages: readonly string[];
  /** Q's earlier replies in this conversation. */
  readonly earlierReplies: readonly string[];
  /** Whether this reply answers something (not "I don't know", not an off-topic redirect, not a greeting). */
  readonly helped: boolean;
  /** Whether the conversation has named the founder's business. */
  readonly businessKnown: boolean;
}

/** Whether this reply should carry the invitation. */
export function shouldAskForContact(input: ContactAskInput): boolean {
  if (!input.helped || input.userMessages.length < 2) return false;
  const given = visitorContact(input.userMessages);
  if (given.email || given.phone) return false;
  if (input.earlierReplies.some((reply) => reply.includes(CONTACT_ASK.en) || reply.includes(CONTACT_ASK.pcm)))
    return false;
  return input.businessKnown || input.userMessages.some((message) => BUYING_INTENT.test(message));
}

/** The contact the latest message gives that earlier messages did not (an e-mail or a number), or null. */
export function newContact(userMessages: readonly string[]): VisitorContact | null {
  const latest = contactInMessage(userMessages[userMessages.length - 1] ?? '');
  if (!latest.email && !latest.phone) return null;
  const before = visitorContact(userMessages.slice(0, -1));
  if (latest.email === before.email && latest.phone === before.phone) return null;
  return { ...latest, name: latest.name ?? before.name };
}

/** The message without the contact in it: what is left may still ask something. */
export function withoutContact(message: string, contact: VisitorContact): string {
  let rest = message;
  for (const part of [contact.email, contact.phone]) {
    if (part) rest = rest.replace(new RegExp(escape(part).replace(/ /g, '\\s+'), 'i'), ' ');
  }
  if (contact.name) rest = rest.replace(contact.name, ' ');
  return rest
    .replace(
      /\b(?:my name is|my name na|i'm|i am|call me|my e-?mail(?: address)? (?:is|na)|e-?mail|my (?:whatsapp|phone|number)(?: number)? (?:is|na)|whatsapp|phone(?: number)?|here is my|here's my|you can reach me (?:at|on)|reach me (?:at|on))\b/gi,
      ' ',
    )
    .replace(/[\s,.;:!-]+/g, ' ')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Thank you, Ada! Our team will see your e-mail (ada@example.com) with this conversation and follow up." */
export function contactThanks(contact: VisitorContact): Bilingual {
  const parts = [
    contact.email ? { en: `your e-mail (${contact.email})`, pcm: `your e-mail (${contact.email})` } : null,
    contact.phone ? { en: `your number (${contact.phone})`, pcm: `your number (${contact.phone})` } : null,
  ].filter((part): part is Bilingual => part !== null);
  const what = {
    en: parts.map((part) => part.en).join(' and '),
    pcm: parts.map((part) => part.pcm).join(' and '),
  };
  const name = contact.name ? `, ${contact.name}` : '';
  return {
    en: `Thank you${name}! Our team will see ${what.en} with this conversation and follow up with you.`,
    pcm: `Thank you${name}! Our team go see ${what.pcm} with this chat and dem go follow up with you.`,
  };
}
