import { LAUNCH_TIME, SETUP_FEE } from '../facts.ts';

/**
 * The last pass over a reply: no sentence twice in it, no sentence Q already said earlier in the
 * conversation, and at most one call to action (the /launch link or the setup-call nudge).
 */

/** A sentence as compared: lower case, no markdown, no punctuation. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\*\*/g, '')
    .replace(/^\s*(?:[-•]|\d+\.)\s+/, '')
    .replace(/[^\p{L}\p{N}₦]+/gu, ' ')
    .trim();
}

/** The sentences of a line: split after . ! ? before a capital, a digit, ** or a quote. */
export function sentencesOfLine(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}*"'₦])/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Short fragments ("Yes!", "Thanks.") may repeat; a sentence of four words or more may not. */
const countsAsSentence = (key: string) => key.split(' ').length >= 4;

/** A call to action: book or start (the /launch link, the Build My Platform button, the setup-call nudge). */
export function isCallToAction(sentence: string): boolean {
  return /\/launch\b|build my platform|start in 60|\b(?:schedule|book)\b[^.?!]*\bsetup call\b|\bsetup call\b[^.?!]*\b(?:schedule|book)\b/i.test(
    sentence,
  );
}

/** Facts worth keeping even when the sentence that carried them was said before. */
const RECAPS: readonly {
  readonly fact: string;
  readonly en: readonly string[];
  readonly pcm: readonly string[];
}[] = [
  {
    fact: SETUP_FEE,
    en: [
      `As I mentioned, the Banking Platform setup is ${SETUP_FEE}, paid once.`,
      `The Banking Platform price stays ${SETUP_FEE}, one-time.`,
      `For reference: Banking Platform ${SETUP_FEE}, one-time; other platforms are quoted on the setup call.`,
    ],
    pcm: [
      `As I talk before, Banking Platform setup na ${SETUP_FEE}, one time.`,
      `Banking Platform price still be ${SETUP_FEE}, one time.`,
      `Make you remember: Banking Platform ${SETUP_FEE}, one time; the other platforms, we go quote for the setup call.`,
    ],
  },
  {
    fact: LAUNCH_TIME,
    en: [
      `As I said, it goes live in ${LAUNCH_TIME}.`,
      `The launch time stays ${LAUNCH_TIME}.`,
      `Live in ${LAUNCH_TIME}, as above.`,
    ],
    pcm: [
      `As I talk before, e go live for ${LAUNCH_TIME}.`,
      `Launch time still be ${LAUNCH_TIME}.`,
      `E go live for ${LAUNCH_TIME}, as I talk.`,
    ],
  },
];

export interface TidyOptions {
  /** Q's earlier replies in this conversation. */
  readonly earlier: readonly string[];
  readonly language: 'en' | 'pcm';
  /** Sentences that may repeat (the greeting). */
  readonly exempt?: (sentence: string) => boolean;
}

/** The reply without repeated sentences and with at most one call to action. */
export function tidyReply(reply: string, options: TidyOptions): string {
  const said = new Set(
    options.earlier.flatMap((text) =>
      text
        .split('\n')
        .flatMap(sentencesOfLine)
        .filter((sentence) => !options.exempt?.(sentence))
        .map(sentenceKey),
    ),
  );
  const seen = new Set<string>();
  const dropped: string[] = [];
  let callsToAction = 0;
  const paragraphs = reply.split(/\n\s*\n/).map((paragraph) =>
    paragraph
      .split('\n')
      .map((line) => {
        const bullet = /^\s*(?:[-•]|\d+\.)\s+/.exec(line)?.[0] ?? '';
        const kept = sentencesOfLine(line.slice(bullet.length)).filter((sentence) => {
          const key = sentenceKey(sentence);
          if (countsAsSentence(key) && (said.has(key) || seen.has(key))) {
            dropped.push(sentence);
            return false;
          }
          if (isCallToAction(sentence)) {
            callsToAction += 1;
            if (callsToAction > 1) return false;
          }
          seen.add(key);
          return true;
        });
        return kept.length === 0 ? null : `${bullet}${kept.join(' ')}`;
      })
      .filter((line): line is string => line !== null)
      // A heading line that ends in ':' with nothing under it goes too.
      .filter(
        (line, index, lines) => !(line.endsWith(':') && index === lines.length - 1 && lines.length === 1),
      )
      .join('\n'),
  );
  let text = paragraphs.filter((paragraph) => paragraph.trim() !== '').join('\n\n');
  for (const recap of RECAPS) {
    const lost = dropped.some((sentence) => sentence.includes(recap.fact));
    if (!lost || text.includes(recap.fact)) continue;
    const phrasing = recap[options.language].find((sentence) => !said.has(sentenceKey(sentence)));
    if (phrasing) text = text === '' ? phrasing : `${phrasing}\n\n${text}`;
  }
  return text;
}

/** Whether a text already holds a call to action. */
export function hasCallToAction(text: string): boolean {
  return text.split('\n').flatMap(sentencesOfLine).some(isCallToAction);
}
