import { hasUnsafeCharacters } from './clean-text.ts';
import { EMAIL_MAX_CHARS, extractEmail, isSimpleEmail } from './email.ts';

/**
 * What a founder's own words say about them: a short business name from the idea sentence, and
 * the name they introduce themselves by. Both run in the browser (the launch chat and the widget
 * send them with their saves) and are pure, so the rules are tested once, here.
 */

/** The business name the launch chat derives when the idea does not name one. */
export const DERIVED_NAME_MAX_WORDS = 6;
export const BUSINESS_NAME_SHORT_MAX_CHARS = 60;
const INTRODUCED_NAME_MAX_CHARS = 60;

/** "my name is Ada Obi", "I'm Chinedu": only capitalised words count as the name. */
const INTRODUCTION_PHRASE = String.raw`(?:[Mm]y name(?: is|'s|’s| na)|[Cc]all me|I'm|I’m|I am)\s+((?:\p{Lu}[\p{L}'’-]+)(?: +\p{Lu}[\p{L}'’-]+){0,2})`;
const INTRODUCTION = new RegExp(String.raw`(?:^|[^\p{L}])${INTRODUCTION_PHRASE}`, 'u');
/** "I'm Ada Obi and" at the start of an idea: who, not what, so the business name skips it. */
const INTRODUCTION_CLAUSE = new RegExp(String.raw`^${INTRODUCTION_PHRASE}(?:\s*,|\s+and)?\s*`, 'u');
/** Capitalised words that follow "I'm"/"I am" but are not names ("I am Interested"). */
const NOT_NAMES = new Set(
  'a an from here in interested just looking nigerian not planning ready so the trying very'.split(' '),
);

const NAMED_BUSINESS =
  /\b(?:called|named|business name is|brand name is|brand is)\s+["'“‘]?((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:\s+(?:[\p{Lu}\p{N}&][\p{L}\p{N}&'’.-]*)){0,4})/u;
const GREETING = /^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|abeg|please|pls)\b[,!. ]*)+/i;
/** Openings that describe the founder's wish, not the business ("I want to build a ..."). */
const WISH_OPENING =
  /^(?:i(?:'m| am)? (?:want|would like|wish|plan|hope|need|am planning|'m planning|am looking|'m looking)(?: to)?|i'd like to|we (?:want|plan|would like)(?: to)?|(?:my |the )?idea is(?: to)?|looking to|planning to|i wan(?:t)?(?: to)?|i dey plan(?: to)?|make i)\s+/i;
const BUILD_VERB = /^(?:build|start|launch|create|open|set up|setup|run|make|develop|have|get)\s+/i;
const ARTICLE = /^(?:a|an|the|my|our|one)\s+/i;
const CLAUSE_END = /[.!?;:\n]|,\s|\s[-–—]\s/;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('en') + text.slice(1);

/**
 * A short business name: the name the idea gives ("... called Mama Put Express"), or else the
 * first few words of what the business is ("I want to build a POS agent app for market women in
 * Aba" -> "POS agent app for market women"). Null when the idea is empty.
 */
export function shortBusinessName(idea: string): string | null {
  const flat = idea.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  const named = NAMED_BUSINESS.exec(flat)?.[1]?.trim();
  if (named) return named.slice(0, BUSINESS_NAME_SHORT_MAX_CHARS);
  const about = flat.replace(GREETING, '').replace(INTRODUCTION_CLAUSE, '').trim();
  const firstClause = about.split(CLAUSE_END)[0] ?? about;
  const described = firstClause.replace(WISH_OPENING, '').replace(BUILD_VERB, '').replace(ARTICLE, '');
  const words = described.split(' ').filter((word) => word && !word.includes('@'));
  const name = words
    .slice(0, DERIVED_NAME_MAX_WORDS)
    .join(' ')
    .slice(0, BUSINESS_NAME_SHORT_MAX_CHARS)
    .trim();
  return name ? capitalise(name) : null;
}

/**
 * The name a visitor introduces themself by ("Hi, I'm Ada Obi", "my name is Chinedu"), or null.
 * Only capitalised words count, so "I'm looking for a POS app" is not a name.
 */
export function introducedName(text: string): string | null {
  // Lines stay apart: a name does not run on into the next message.
  const name = INTRODUCTION.exec(text.replace(/[^\S\n]+/g, ' '))?.[1]?.trim();
  if (!name) return null;
  if (NOT_NAMES.has(name.split(' ')[0]?.toLowerCase() ?? '')) return null;
  return name.slice(0, INTRODUCED_NAME_MAX_CHARS);
}

/**
 * The first e-mail address in what a visitor typed, only when the server will accept it as one:
 * a save must never be refused (and the conversation lost) because of a half-typed address.
 */
export function contactEmailIn(text: string): string | null {
  const email = extractEmail(text);
  if (!email || email.length > EMAIL_MAX_CHARS || hasUnsafeCharacters(email) || !isSimpleEmail(email))
    return null;
  return email;
}
