import { ENGLISH_FOR_NOW } from './guide/phrases.ts';
import type { LaunchPromptRequest } from './launch-prompts.ts';
import { conversationLanguage, type VisitorLanguage } from './retrieval/language.ts';

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

/** The built-in guide's first line to a founder writing Pidgin: its overviews and solutions are in English. */
export const PIDGIN_LAUNCH_LINE: Readonly<Record<LaunchPromptRequest['kind'], string>> = {
  overview: 'I don hear your idea well well! See wetin matter pass for dis kind business for Naija:',
  solution: 'Oya, dis na how we go build am for you, based on wetin you tell me:',
};

/**
 * A built-in overview or solution for the founder's language: a Pidgin opening line for Pidgin, and
 * for Yoruba, Hausa or Igbo the line saying the answer is in English for now, as in the widget.
 */
export function inFounderLanguage(reply: string, request: LaunchPromptRequest): string {
  const language = launchLanguageOf(request);
  if (language === 'pcm') return `${PIDGIN_LAUNCH_LINE[request.kind]}\n\n${reply}`;
  if (language === 'yo' || language === 'ha' || language === 'ig')
    return `${ENGLISH_FOR_NOW[language]}\n\n${reply}`;
  return reply;
}
