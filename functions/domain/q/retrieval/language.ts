/**
 * Which language a visitor writes in. Q answers Nigerian Pidgin in Pidgin (the knowledge base holds
 * Pidgin text for every answer); Yoruba, Hausa and Igbo are recognised so Q can say plainly that it
 * answers in English for now rather than pretend it understood every word.
 */
export type VisitorLanguage = 'en' | 'pcm' | 'yo' | 'ha' | 'ig';

/** Words that only Pidgin uses; one is enough in a short message, and two settle it anywhere. */
const PIDGIN_STRONG = new Set(
  'abeg wetin una dey wahala sabi abi sef wey wan shey oya comot waka pikin naim dis dat wella kpatakpata ehen ehn wahala shebi chop una'.split(
    ' ',
  ),
);
/** Words Pidgin shares with English or slang; they count only beside a strong one. */
const PIDGIN_WEAK = new Set('na oga sha don fit go e o ooo jare dem am make'.split(' '));
// "How far" greets in Pidgin only at the start: "exactly how far the design can change" is English.
const PIDGIN_PHRASES =
  /^\s*how far\b|\b(e go|i wan|we wan|make i|no be|na im|na so|e don|una get|e dey|i dey|you dey|wetin be|i fit|we fit|una fit|e fit|small small|no like am|go take|how i go|you fit|dem fit|na me|e no|no dey|go dey|i go (?:get|see|pay|start|launch|fit|do|collect))\b/;

/** A few common words of each language; a reply in the wrong one costs less than a missed one. */
const MARKERS: Readonly<Record<'yo' | 'ha' | 'ig', readonly string[]>> = {
  yo: [
    'bawo',
    'elo',
    'owo',
    'mo fe',
    'jowo',
    'ekaaro',
    'e kaaro',
    'e kaasan',
    'se',
    'ni',
    'ti',
    'ati',
    'wa',
    'iṣẹ',
    'ọja',
    'ṣe',
    'mo',
    'nkan',
    'e se',
  ],
  ha: [
    'sannu',
    'ina son',
    'nawa',
    'kudi',
    'yaya',
    'don allah',
    'wannan',
    'zan',
    'ina kwana',
    'kasuwanci',
    'nake',
    'shin',
    'yaushe',
    'ne',
    'ce',
    'na gode',
  ],
  ig: [
    'kedu',
    'biko',
    'ego ole',
    'achọrọ',
    'achoro',
    'nnọọ',
    'nnoo',
    'daalụ',
    'daalu',
    'ka m',
    'ọ bụ',
    'o bu',
    'azụmahịa',
    'azumahia',
    'ahịa',
    'ị',
  ],
};
/** Letters with dots below or hooks belong to these languages, not to English or Pidgin. */
const LETTERS: Readonly<Record<'yo' | 'ha' | 'ig', RegExp>> = {
  yo: /[ẹṣ]/i,
  ha: /[ƙɗɓ]/i,
  ig: /[ịụ]/i,
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function pidginScore(text: string): number {
  const list = words(text);
  const strong = list.filter((word) => PIDGIN_STRONG.has(word)).length;
  const weak = list.filter((word) => PIDGIN_WEAK.has(word)).length;
  const phrases = PIDGIN_PHRASES.test(text.toLowerCase()) ? 1 : 0;
  if (strong + phrases === 0) return 0;
  return strong * 2 + phrases * 2 + weak;
}

function markerCount(text: string, markers: readonly string[]): number {
  const padded = ` ${words(text).join(' ')} `;
  return markers.filter((marker) => padded.includes(` ${marker} `)).length;
}

/** The language of one message, or null when it gives no sign (a name, a number, "FinTech"). */
export function detectLanguage(text: string): VisitorLanguage | null {
  const lower = text.toLowerCase();
  for (const language of ['yo', 'ha', 'ig'] as const) {
    if (LETTERS[language].test(lower) || markerCount(lower, MARKERS[language]) >= 2) return language;
  }
  if (pidginScore(lower) >= 2) return 'pcm';
  return /[a-z]{3,}/.test(lower) ? 'en' : null;
}

/**
 * The language of the conversation: the latest message that shows one. A one-word follow-up
 * ("Lagos", "5 million?") keeps the language the visitor has been writing in.
 */
export function conversationLanguage(userMessages: readonly string[]): VisitorLanguage {
  for (let index = userMessages.length - 1; index >= 0; index -= 1) {
    const language = detectLanguage(userMessages[index] ?? '');
    if (language && (language !== 'en' || englishSentence(userMessages[index] ?? ''))) return language;
  }
  return 'en';
}

/** A message with at least three words of English reads as a choice of English, not a stray word. */
function englishSentence(text: string): boolean {
  return words(text).length >= 3;
}
