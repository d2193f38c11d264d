import { searchTerms } from '../retrieval/text.ts';

/** Everyday general-knowledge requests that have nothing to do with launching a business. */
const GENERAL_KNOWLEDGE =
  /\b(capital (city )?of|weather|football|premier league|who won|president of|prime minister|recipe|joke|poem|song|lyrics|movie|film|translate|homework|math(s)?|calculate|horoscope|bible|quran|world cup|election|celebrity|girlfriend|boyfriend)\b/i;

/** Words that tie a message to business, even when the knowledge base has no entry for it. */
const BUSINESS_WORDS =
  /\b(business|startup|start-up|company|app|platform|website|customers?|sell|build|launch|founder|product|service|idea|market|profit|brand)\b/i;

/**
 * A message for somebody else's chatbot: general knowledge, or several words none of which the
 * knowledge base shares and none about business. Such a message gets a short, friendly redirect.
 */
export function isOffTopic(message: string, anyKnowledgeMatch: boolean): boolean {
  if (BUSINESS_WORDS.test(message)) return false;
  if (GENERAL_KNOWLEDGE.test(message)) return true;
  return !anyKnowledgeMatch && searchTerms(message).length >= 2;
}
