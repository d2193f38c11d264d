import MiniSearch from 'minisearch';
import { KNOWLEDGE, type KnowledgeEntry, knowledgeEntry } from '../knowledge/index.ts';
import { normaliseText, searchTerm, searchTerms, splitWords } from './text.ts';

/** One knowledge entry found for a text: its BM25 score and how many of the text's terms it matched. */
export interface KnowledgeHit {
  readonly entry: KnowledgeEntry;
  readonly score: number;
  readonly matchedTerms: number;
  /** Matched terms as a share of the text's terms that the knowledge base knows at all (0-1). */
  readonly coverage: number;
  /** Matched terms as a share of the text's terms the knowledge base knows at all (0-1). */
  readonly knownCoverage: number;
  /** Matched terms found in the entry's questions, not only in its keywords. */
  readonly questionTerms: number;
  /** Matched terms of the text that say what it is about (not "app", "build", "business"...). */
  readonly specificTerms: number;
  /** Specific matched terms that are not the name of a business ("restaurant", "real estate", "taxi"). */
  readonly topicTerms: number;
  /** Specific matched terms that are not a general question's word ("price", "time", "pay"). */
  readonly businessTerms: number;
}

/**
 * Words in almost every founder's message: a match on them alone says nothing about what the
 * message asks ("can you build escrow for peer-to-peer trades?" is not about building cheaper).
 */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(
  'app build platform business start use online customer service system website site run make get new people work do go help want need thing way also set setup call sell idea handle'.split(
    ' ',
  ),
);

/**
 * Terms that name a business or platform. A general answer (a price, a timeline) matched only on
 * them answers nothing the message asks: "can I get a ride app for my keke?" names the taxi
 * platform, it does not ask its price.
 */
export const BUSINESS_TERMS: ReadonlySet<string> = new Set(
  'fintech ecommerce e-commerce restaurant taxi real estate proptech bank edutech healthtech agritech logistic ticket fashion crypto marketplace shop school'.split(
    ' ',
  ),
);

/**
 * The terms general questions meet at (retrieval/text.ts folds their synonyms into them). A business
 * entry matched only on them is a coincidence: "quick loan platform" is not an answer to "how quick?".
 * ("story" is left out: "store" is folded into it as a typo, and a store names a business.)
 */
export const QUESTION_TERMS: ReadonlySet<string> = new Set(
  'price pay instalment refund cancel own code host maintain custom demo scam licence time differ refer legal dollar problem brand data privacy card secure'.split(
    ' ',
  ),
);

interface IndexedEntry {
  readonly id: string;
  readonly questions: string;
  readonly keywords: string;
}

/**
 * Built on first use, not at import: a cold Lambda that only saves chat sessions never pays for it.
 * Questions weigh more than keywords, because a sector's keyword list is long and one shared word
 * ("payment", "delivery") must not outrank a question asked almost word for word.
 */
let index: MiniSearch<IndexedEntry> | undefined;
/** Every term in the index: words outside it (names, typos beyond repair) say nothing about a match. */
let vocabulary: Set<string> | undefined;
/**
 * A search word longer than the index's longest term by more than the fuzzy edits allowed cannot
 * match any term, exactly, as a prefix or as a typo; it is dropped before the search. MiniSearch's
 * fuzzy search of one 4,000-character word (a message may be one) took 57 ms, of 16,000 810 ms.
 */
let longestUsefulTerm = Number.POSITIVE_INFINITY;
const MAX_FUZZY_EDITS = 6;

function knowledgeIndex(): MiniSearch<IndexedEntry> {
  if (index) return index;
  index = new MiniSearch<IndexedEntry>({
    fields: ['questions', 'keywords'],
    tokenize: (text) => splitWords(normaliseText(text)),
    processTerm: (term) => searchTerm(term) ?? null,
    searchOptions: {
      boost: { questions: 2, keywords: 1 },
      // Typos in longer words only: a one-letter slip in "cost" would otherwise match "host".
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 7,
      combineWith: 'OR',
      maxFuzzy: MAX_FUZZY_EDITS,
      processTerm: (term) => {
        const processed = searchTerm(term);
        return processed !== null && processed.length <= longestUsefulTerm ? processed : null;
      },
      // Weaker length normalisation than the default (b = 0.7): an entry with many phrasings is
      // better known, not less relevant.
      bm25: { k: 1.2, b: 0.4, d: 0.5 },
    },
  });
  const documents = KNOWLEDGE.map((entry) => ({
    id: entry.id,
    questions: entry.questions.join(' \n '),
    keywords: (entry.keywords ?? []).join(' \n '),
  }));
  index.addAll(documents);
  vocabulary = new Set(
    documents.flatMap((document) => searchTerms(`${document.questions} ${document.keywords}`)),
  );
  longestUsefulTerm = Math.max(...[...vocabulary].map((term) => term.length)) + MAX_FUZZY_EDITS;
  return index;
}

/** The entries a text matches, best first. Empty when the text has no search terms. */
export function searchKnowledge(text: string): KnowledgeHit[] {
  const terms = searchTerms(text);
  if (terms.length === 0) return [];
  const results = knowledgeIndex().search(text);
  const known = terms.filter((term) => vocabulary?.has(term)).length;
  return results.map((result) => {
    const matchedTerms = new Set(result.queryTerms).size;
    return {
      entry: knowledgeEntry(String(result.id)),
      score: result.score,
      matchedTerms,
      // Share of the text's own terms: words the knowledge base does not know ("escrow") count
      // too, so one shared word in a message about something else is not an answer.
      coverage: Math.min(1, matchedTerms / Math.max(1, Math.round((known + terms.length) / 2), matchedTerms)),
      knownCoverage: Math.min(1, matchedTerms / Math.max(1, known, matchedTerms)),
      questionTerms: Object.values(result.match).filter((fields) => fields.includes('questions')).length,
      specificTerms: new Set(result.queryTerms.filter((term) => !GENERIC_TERMS.has(term))).size,
      businessTerms: new Set(
        result.queryTerms.filter((term) => !GENERIC_TERMS.has(term) && !QUESTION_TERMS.has(term)),
      ).size,
      topicTerms: new Set(
        result.queryTerms.filter((term) => !GENERIC_TERMS.has(term) && !BUSINESS_TERMS.has(term)),
      ).size,
    };
  });
}
