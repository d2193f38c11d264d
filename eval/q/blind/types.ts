/**
 * The blind evaluation set for issue #27, in the format the coordinator fixed (CONTRACT-27).
 * Written from the issue and the public site only, never from Q's code or knowledge base,
 * so it measures what Q has not been tuned on.
 */
export type BlindKind =
  | 'whole-message' // 1. a word from another topic must not hijack the answer
  | 'can-you' // 2. "can you do X?" for a specific need: grounded, never an unfounded yes
  | 'opener' // 3. short openers get discovery questions, not a price block or post-payment steps
  | 'follow-up' // 4. multi-turn: remembers what was said, no re-asking, no repeated sentence/CTA
  | 'no-invention' // 5. never describes process or promises the product does not have
  | 'typos'; // 6. typos and shorthand of common questions

/** A check on text: a case-insensitive substring, or a RegExp. */
export type Check = string | RegExp;

export interface BlindCase {
  readonly id: string; // unique, kebab-case, e.g. 'ibadan-trader-pos-pidgin'
  readonly kind: BlindKind;
  readonly persona: string; // who is asking, one line
  /** The founder's messages in order. Q's real replies are fed back between them by the runner. */
  readonly turns: readonly string[];
  /** Checks on Q's reply to the LAST turn (earlier replies are not scored unless `everyReply` is set). */
  readonly mustInclude?: readonly Check[]; // every one must match
  readonly mustIncludeAny?: readonly (readonly Check[])[]; // from each group, at least one must match
  readonly mustNotInclude?: readonly Check[]; // none may match
  /** Also apply mustNotInclude to every reply of the conversation. */
  readonly everyReply?: boolean;
  readonly language?: 'en' | 'pcm'; // 'pcm' = the reply must be in Nigerian Pidgin
  readonly note?: string; // why, in one line, for a person reading a failure
}

export const BLIND_KINDS: readonly BlindKind[] = [
  'whole-message',
  'can-you',
  'opener',
  'follow-up',
  'no-invention',
  'typos',
];
