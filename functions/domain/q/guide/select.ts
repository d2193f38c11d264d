import type { KnowledgeEntry } from '../knowledge/types.ts';
import { type KnowledgeHit, searchKnowledge } from '../retrieval/search.ts';
import type { PitchId } from '../sector-pitches.ts';

/** What the knowledge base offers for the latest message, read in the light of the conversation. */
export interface Selection {
  /** General answers (price, ownership, timeline...), one per question asked, at most two. */
  readonly topics: readonly KnowledgeEntry[];
  /** The entry about the visitor's business that this message matches, if any. */
  readonly business: KnowledgeEntry | null;
  /** Whether any entry shared a word with the message, however weakly. */
  readonly anyMatch: boolean;
  /** How much of the asking part the first general answer covers (0-1). */
  readonly firstCoverage: number;
}

/**
 * Earlier messages count, less than the latest and less the further back they are: a sector named
 * two messages ago still tips "which licence do I need?" towards the right answer.
 */
const CONTEXT_WEIGHTS = [0.3, 0.2, 0.1] as const;
/** Below this BM25 score a single shared word is coincidence, not an answer. */
const MIN_SCORE = 6;
const MAX_TOPICS = 2;
/**
 * A second question counts only if the whole message also scores its answer at least this share of
 * the best one; otherwise "the difference between basic and premium support" would also answer
 * "what makes you different" from its first half.
 */
const SECOND_TOPIC_SHARE = 0.25;

/**
 * A general answer must match a word that says what the message is about, and enough of the
 * message; a business entry only has to match the business (its sector is already the filter).
 */
function isStrong(hit: KnowledgeHit): boolean {
  if (hit.score < MIN_SCORE) return false;
  if (hit.entry.sector) return hit.businessTerms >= 1 && (hit.matchedTerms >= 2 || hit.knownCoverage >= 0.5);
  return hit.topicTerms >= 1 && (hit.matchedTerms >= 2 || hit.coverage >= 0.5);
}

const QUESTION_WORD =
  /\?|^\s*(?:what|how|why|when|where|who|which|can|could|do|does|is|are|will|would|should|wetin|abeg|una|i fit|e fit|na)\b/i;

/**
 * The sentences that ask something. "I sell fabrics in Dugbe market. Which platform fits me?"
 * asks one thing; the rest is context (the business, the city), not a topic to answer.
 */
export function askingPart(message: string): string {
  const sentences = message
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const asking = sentences.filter((sentence) => QUESTION_WORD.test(sentence));
  return sentences.length > 1 && asking.length > 0 ? asking.join(' ') : message;
}

/** "How much is it and how long does it take?" asks two things; each part is searched on its own. */
export function splitQuestions(message: string): string[] {
  const parts = message
    .split(/[?!.;:\n]+|,|\b(?:and|also|plus|then)\b/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  // A clause counts as a second question only if it asks ("or once with the setup fee" does not).
  return parts.filter((part, index) => index === 0 || QUESTION_WORD.test(part));
}

function contextScores(earlier: readonly string[]): Map<string, number> {
  const scores = new Map<string, number>();
  CONTEXT_WEIGHTS.forEach((weight, back) => {
    const message = earlier[earlier.length - 1 - back];
    if (!message) return;
    for (const hit of searchKnowledge(message)) {
      scores.set(hit.entry.id, (scores.get(hit.entry.id) ?? 0) + weight * hit.score);
    }
  });
  return scores;
}

function ranked(hits: readonly KnowledgeHit[], context: ReadonlyMap<string, number>): KnowledgeHit[] {
  return hits
    .filter(isStrong)
    .map((hit) => ({ ...hit, score: hit.score + (context.get(hit.entry.id) ?? 0) }))
    .sort((a, b) => b.score - a.score);
}

const isTopic = (hit: KnowledgeHit) => !hit.entry.sector;

/** The general answers, best match of the whole message first, then other questions it asks, in order. */
function topicEntries(
  whole: readonly KnowledgeHit[],
  parts: readonly string[],
  context: ReadonlyMap<string, number>,
): KnowledgeEntry[] {
  const best = ranked(whole, context).find(isTopic);
  if (!best) return [];
  if (parts.length < 2) return [best.entry];
  const wholeScore = (entry: KnowledgeEntry) => whole.find((hit) => hit.entry === entry)?.score ?? 0;
  const partBests = parts.map((part) => ranked(searchKnowledge(part), context).find(isTopic)?.entry);
  const chosen = [best.entry];
  for (const entry of partBests) {
    if (!entry || chosen.includes(entry)) continue;
    if (wholeScore(entry) >= SECOND_TOPIC_SHARE * wholeScore(best.entry)) chosen.push(entry);
  }
  // Answer in the order the visitor asked.
  const position = (entry: KnowledgeEntry) => {
    const index = partBests.indexOf(entry);
    return index < 0 ? 0 : index;
  };
  return chosen.slice(0, MAX_TOPICS).sort((a, b) => position(a) - position(b));
}

/**
 * `sector` is the business the conversation is about: business entries of another sector are left
 * out, so "Lagos, delivery only" in a restaurant chat does not turn into a logistics pitch.
 */
export function selectKnowledge(
  latest: string,
  earlier: readonly string[],
  sector: PitchId | null,
): Selection {
  const context = contextScores(earlier);
  const whole = searchKnowledge(latest);
  const asked = askingPart(latest);
  const parts = splitQuestions(asked);

  const topics = topicEntries(asked === latest ? whole : searchKnowledge(asked), parts, context).filter(
    // What the Banking Platform plan includes is no answer to what another business's platform includes.
    (entry) => !(entry.id === 'banking-plan-includes' && sector && sector !== 'fintech'),
  );

  // With no business named yet, a business entry must match two words of the way founders ask for
  // it, not one sector keyword or one shared word ("service" in "CTO as a service").
  const business =
    ranked(whole, context).find(
      (hit) => hit.entry.sector && (sector ? hit.entry.sector === sector : hit.questionTerms >= 2),
    )?.entry ?? null;

  const askedHits = asked === latest ? whole : searchKnowledge(asked);
  const firstCoverage = askedHits.find((hit) => hit.entry === topics[0])?.coverage ?? 0;
  return { topics, business, anyMatch: whole.length > 0, firstCoverage };
}
