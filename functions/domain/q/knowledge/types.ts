import type { PitchId } from '../sector-pitches.ts';

/** What a knowledge entry is about; the guide treats business types apart from general topics. */
export type KnowledgeTopic =
  | 'pricing'
  | 'payment'
  | 'ownership'
  | 'hosting'
  | 'maintenance'
  | 'customisation'
  | 'demo'
  | 'trust'
  | 'platform'
  | 'compliance'
  | 'integration'
  | 'process'
  | 'support'
  | 'referral'
  | 'company';

/** English and Nigerian Pidgin text of the same thing. Prices, paths and names are identical in both. */
export interface Bilingual {
  readonly en: string;
  readonly pcm: string;
}

/**
 * One thing Q knows. `answer` may contain `{yourPlatform}`, filled with the visitor's business when
 * the conversation has named one ("your ride-hailing platform"), else "your platform".
 */
export interface KnowledgeEntry {
  readonly id: string;
  readonly topic: KnowledgeTopic;
  /** Ways founders ask this, in English, Pidgin and shorthand. The search index is built from them. */
  readonly questions: readonly string[];
  /** Search words that seldom appear in a question: brand names, slang, the sector's keywords. */
  readonly keywords?: readonly string[];
  /** The business this entry is about. Such an entry answers only conversations about that business. */
  readonly sector?: PitchId;
  readonly answer: Bilingual;
  /**
   * One sentence about the business, added when a general answer (a price, a timeline) is given
   * to a founder who named it in the same message. Only business entries have one.
   */
  readonly brief?: Bilingual;
  /**
   * Every figure or label the answer states, taken from functions/domain. A unit test checks each
   * appears verbatim in both languages, so an answer cannot state a number nobody published.
   */
  readonly facts: readonly string[];
  /** The one question or next step that follows the answer. */
  readonly followUp: Bilingual;
}
