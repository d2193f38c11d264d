import { searchTerms } from '../retrieval/text.ts';

/**
 * The start of a clause in which the founder puts a topic aside: "forget the data stuff for now",
 * "my question is not price", "leave the licence matter". What such a clause names is what the
 * founder is NOT asking, so it must not pick the answer (issue #27: the whole message decides).
 * No two quantifiers share a run of spaces ("so" then `\s*,?\s*`, "no be" then `\s+[^,…]*` were two
 * ways to split the same spaces, and a 16,000-character message of spaces took 150 ms to refuse).
 */
const SET_ASIDE =
  /^\s*(?:(?:please|abeg|ok|okay|so|but|and)\s*(?:,\s*)?)?(?:forget(?:\s+about)?|leave(?:\s+out)?|skip|never\s?mind|ignore|put\s+aside|set\s+aside|(?:do\s+not|don'?t|no)\s+worry\s+about|(?:my|the|this)\s+question\s+(?:is|na)\s+not(?:\s+about)?|(?:it|this|that)(?:'s|\s+is)\s+not\s+about|i(?:'m|\s+am)\s+not\s+asking(?:\s+about)?|not\s+asking\s+about|no\s+be\s[^,.;:!?]*\b(?:i|we)\s+dey\s+ask)\b/i;

/** Words of the set-aside clause itself, not the topic it names. */
const SET_ASIDE_WORDS = new Set([
  'forget',
  'leave',
  'skip',
  'ignore',
  'mind',
  'worry',
  'question',
  'ask',
  'stuff',
  'matter',
  'part',
  'side',
  'aside',
  'put',
  'set',
]);

export interface SetAside {
  /** The message without the clauses that put a topic aside (the whole message if nothing else is left). */
  readonly kept: string;
  /** Search terms of the topics put aside ("price", "data"). */
  readonly dismissed: ReadonlySet<string>;
}

/** Splits off the clauses that put a topic aside, and names the topics they put aside. */
export function setAside(message: string): SetAside {
  const clauses = message.split(/(?<=[,.;:!?])\s+/);
  const dismissed = new Set<string>();
  const kept = clauses.filter((clause) => {
    if (!SET_ASIDE.test(clause)) return true;
    for (const term of searchTerms(clause)) if (!SET_ASIDE_WORDS.has(term)) dismissed.add(term);
    return false;
  });
  const rest = kept.join(' ').trim();
  return rest === '' ? { kept: message, dismissed: new Set() } : { kept: rest, dismissed };
}
