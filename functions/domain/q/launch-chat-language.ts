import type { LaunchSectorId } from '../sectors.ts';
import { ENGLISH_FOR_NOW } from './guide/phrases.ts';
import type { LaunchPromptRequest } from './launch-chat-prompts.ts';
import { conversationLanguage, type VisitorLanguage } from './retrieval/language.ts';
import { SECTOR_OVERVIEWS } from './sector-overviews.ts';
import { SECTOR_OVERVIEWS_PIDGIN } from './sector-overviews-pidgin.ts';

/**
 * The launch chat's AI steps follow Q's language rule (README "How Q answers"): the founder's own
 * words (the idea, then any answers) decide the language, as the widget's messages do. Server-side
 * only: the web builds the prompts, so the language is read here, from the prompt it sent.
 */
export function launchLanguageOf(request: LaunchPromptRequest): VisitorLanguage {
  const answers = request.kind === 'solution' ? request.answers.map((answer) => answer.answer) : [];
  return conversationLanguage([request.idea, ...answers]);
}

const LANGUAGE_NAMES: Readonly<Record<Exclude<VisitorLanguage, 'en'>, string>> = {
  pcm: 'Nigerian Pidgin',
  yo: 'Yoruba',
  ha: 'Hausa',
  ig: 'Igbo',
};

/** For the model (system prompt): answer in the founder's language, keeping the shape and the facts. */
export function launchLanguageRule(language: VisitorLanguage): string | undefined {
  if (language === 'en') return undefined;
  const name = LANGUAGE_NAMES[language];
  return `- The founder wrote in ${name}: write the whole answer in ${name}, keeping the requested shape (bullets, the **Tip:** line), prices, numbers, paths and product names exactly as written.`;
}

/** The built-in guide's first line to a founder writing Pidgin, before a solution (its feature lists stay in English). */
export const PIDGIN_SOLUTION_LINE = 'Oya, dis na how we go build am for you, based on wetin you tell me:';

/**
 * The built-in overview in the founder's language: wholly in Pidgin for Pidgin, and for Yoruba,
 * Hausa or Igbo the English overview after the line saying the answer is in English for now.
 */
export function overviewInFounderLanguage(sectorId: LaunchSectorId, request: LaunchPromptRequest): string {
  const language = launchLanguageOf(request);
  if (language === 'pcm') return SECTOR_OVERVIEWS_PIDGIN[sectorId];
  return withEnglishForNow(SECTOR_OVERVIEWS[sectorId], language);
}

/** The built-in solution for the founder's language: a Pidgin opening line, or the English-for-now line. */
export function solutionInFounderLanguage(reply: string, request: LaunchPromptRequest): string {
  const language = launchLanguageOf(request);
  if (language === 'pcm') return `${PIDGIN_SOLUTION_LINE}\n\n${reply}`;
  return withEnglishForNow(reply, language);
}

function withEnglishForNow(reply: string, language: VisitorLanguage): string {
  if (language === 'yo' || language === 'ha' || language === 'ig')
    return `${ENGLISH_FOR_NOW[language]}\n\n${reply}`;
  return reply;
}
