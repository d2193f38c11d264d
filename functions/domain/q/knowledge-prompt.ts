import type { ChatRole } from '../chat-session.ts';
import { KNOWLEDGE, type KnowledgeEntry } from './knowledge/index.ts';
import { searchKnowledge } from './retrieval/search.ts';

interface PromptMessage {
  readonly role: ChatRole;
  readonly content: string;
}

/** Entries given to the model in full: the ones this conversation is about. */
const RELEVANT_ENTRIES = 6;
/** Every other entry is one line, clipped, so the whole prompt stays near 6k tokens. */
const INDEX_LINE_CHARS = 170;

const plain = (text: string) =>
  text
    .replaceAll('**', '')
    .replaceAll('{yourPlatform}', 'your platform')
    .replaceAll('{YourPlatform}', 'Your platform');

function firstSentence(text: string): string {
  const flat = plain(text).replace(/\s*\n+\s*/g, ' ');
  const end = flat.search(/[.:!?](\s|$)/);
  const sentence = end < 0 ? flat : flat.slice(0, end + 1);
  return sentence.length <= INDEX_LINE_CHARS
    ? sentence
    : `${sentence.slice(0, INDEX_LINE_CHARS - 1).trimEnd()}…`;
}

/** The entries the latest user messages match, best first (the latest message counts most). */
function relevantEntries(messages: readonly PromptMessage[]): KnowledgeEntry[] {
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const scores = new Map<KnowledgeEntry, number>();
  userTexts
    .slice(-3)
    .reverse()
    .forEach((text, back) => {
      for (const hit of searchKnowledge(text).slice(0, RELEVANT_ENTRIES)) {
        scores.set(hit.entry, (scores.get(hit.entry) ?? 0) + hit.score / (back + 1));
      }
    });
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, RELEVANT_ENTRIES)
    .map(([entry]) => entry);
}

/**
 * The knowledge section of the model's system prompt: the entries this conversation is about in
 * full, then one line per other entry. The model reads the same answers the built-in guide gives,
 * so both say the same thing about instalments, ownership or licences.
 */
export function knowledgePromptSection(messages: readonly PromptMessage[]): string[] {
  const relevant = relevantEntries(messages);
  const others = KNOWLEDGE.filter((entry) => !relevant.includes(entry));
  return [
    'Knowledge base (answer from it; where it says something is confirmed on the setup call, say so):',
    ...relevant.map(
      (entry) =>
        `- Q: ${entry.questions[0] ?? entry.id}\n  A: ${plain(entry.answer.en).replace(/\n+/g, ' ')}`,
    ),
    'Other topics (one line each):',
    ...others.map((entry) => `- ${entry.questions[0] ?? entry.id} ${firstSentence(entry.answer.en)}`),
  ];
}
