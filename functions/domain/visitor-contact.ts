import { EMAIL_IN_TEXT } from './email.ts';
import { contactEmailIn, introducedName } from './founder-details.ts';

/**
 * Who a chat visitor said they are, read from their own messages: an e-mail, a phone or WhatsApp
 * number, and a name. The server reads it when a chat session is saved, so staff can follow up
 * even when the browser sent none of it; Q reads it to thank the visitor and never ask again.
 */
export interface VisitorContact {
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/**
 * A Nigerian mobile ("0803 123 4567", "+234 803 123 4567", "2348031234567") or an international
 * number written with its + ("+44 7700 900123"). Digits may be grouped by spaces or dashes.
 */
const PHONE = /(?<![\d+])(?:(?:\+?234[\s-]?|0)[789][01]\d(?:[\s-]?\d){7}|\+[1-9](?:[\s-]?\d){8,13})(?!\d)/;

/** The saved form stays within the save contract's phone rule (digits, spaces, +, dashes; at most 20). */
const PHONE_MAX_CHARS = 20;

export function phoneIn(text: string): string | null {
  const found = PHONE.exec(text)?.[0];
  if (!found) return null;
  const phone = found.replace(/\s+/g, ' ').trim();
  return phone.length <= PHONE_MAX_CHARS ? phone : null;
}

/**
 * "Ada Obi, ada@example.com" or "Ada Obi 0803 123 4567": capitalised words that open a message
 * giving a contact, set off by a comma or colon, or standing alone beside it. "Use new@x.com
 * instead" names nobody.
 */
const NAME = String.raw`\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}`;
const NAME_THEN_SEPARATOR = new RegExp(String.raw`^\s*(${NAME})\s*[,:;–-]`, 'u');
const ONLY_A_NAME = new RegExp(String.raw`^(${NAME})$`, 'u');
/** Words that open a sentence but are not names. */
const NOT_A_NAME = new Set(
  'hi hello hey ok okay yes sure thanks thank please my our here email e-mail whatsapp phone number call reach contact'.split(
    ' ',
  ),
);

function leadingName(text: string, contact: readonly string[]): string | null {
  let rest = text;
  for (const part of contact) rest = rest.replace(part, ' ');
  rest = rest.replace(/[\s,.;:!–-]+/g, ' ').trim();
  const name = NAME_THEN_SEPARATOR.exec(text)?.[1] ?? ONLY_A_NAME.exec(rest)?.[1];
  if (!name || NOT_A_NAME.has(name.split(' ')[0]?.toLowerCase() ?? '')) return null;
  return name;
}

/** The contact in one message: what the visitor wrote there, or nulls. */
export function contactInMessage(text: string): VisitorContact {
  const email = contactEmailIn(text);
  const phone = phoneIn(text);
  const typed = [PHONE.exec(text)?.[0], EMAIL_IN_TEXT.exec(text)?.[0]].filter(
    (part): part is string => part !== undefined,
  );
  const name = introducedName(text) ?? (email || phone ? leadingName(text, typed) : null);
  return { name, email, phone };
}

/** The contact over a whole conversation (the visitor's messages only), the latest mention winning. */
export function visitorContact(userMessages: readonly string[]): VisitorContact {
  let name: string | null = null;
  let email: string | null = null;
  let phone: string | null = null;
  for (const message of userMessages) {
    const found = contactInMessage(message);
    name = found.name ?? name;
    email = found.email ?? email;
    phone = found.phone ?? phone;
  }
  return { name, email, phone };
}
