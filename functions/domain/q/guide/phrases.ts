import { LAUNCH_PATH, LAUNCH_TIME, SETUP_CALL } from '../facts.ts';
import type { Bilingual } from '../knowledge/types.ts';

/** The guide's own sentences around knowledge answers, in English and Pidgin. */
export type GuideLanguage = keyof Bilingual;

export const GREETING: Bilingual = {
  en: "Hello! I'm **Q**, your launch guide. I help Nigerian founders pick and launch a ready-made platform under their own brand.\n\nWhat business do you want to start?",
  pcm: 'How far! Na me be **Q**, your launch guide. I dey help Nigerian founders choose and launch ready-made platform wey go carry their own brand.\n\nWhich business you wan start?',
};

/** "My name is Tunde": greet by name and ask about the business. */
export function niceToMeet(name: string): Bilingual {
  return {
    en: `Nice to meet you, ${name}! I'm **Q**, your launch guide.\n\nWhat business do you want to start?`,
    pcm: `${name}, e good to meet you! Na me be **Q**, your launch guide.\n\nWhich business you wan start?`,
  };
}

export function intro(platformName: string | null): Bilingual {
  return platformName
    ? {
        en: `That sounds like a great fit for our **${platformName}** platform.`,
        pcm: `This one fit our **${platformName}** platform well well.`,
      }
    : { en: 'That sounds like a great idea.', pcm: 'This one sweet as idea.' };
}

export const READINESS: Bilingual = {
  en: `When you're ready, the next step is to schedule your ${SETUP_CALL}, where we show you a preview. It takes about 60 seconds at ${LAUNCH_PATH}.`,
  pcm: `When you ready, the next step na to schedule your ${SETUP_CALL}, where we go show you preview. E no pass 60 seconds for ${LAUNCH_PATH}.`,
};

/** A follow-up answer (a city, a product, a yes) when the business is already known: thank, confirm, move on. */
export function acknowledgement(yourPlatform: string): Bilingual {
  return {
    en: [
      `Thanks, that helps me picture ${yourPlatform}.`,
      `We can shape it around that and have it live in **${LAUNCH_TIME}**, with no revenue sharing.`,
      '',
      `The next step is to schedule your ${SETUP_CALL}, where we confirm the details and show you a preview. Tap **Build My Platform** below or go to ${LAUNCH_PATH}.`,
    ].join('\n'),
    pcm: [
      `Thank you, now I fit picture ${yourPlatform} well.`,
      `We fit shape am around that one and make e live for **${LAUNCH_TIME}**, no revenue sharing.`,
      '',
      `The next step na to schedule your ${SETUP_CALL}, where we go confirm the details and show you preview. Tap **Build My Platform** for down or go ${LAUNCH_PATH}.`,
    ].join('\n'),
  };
}

const HELP_LIST: Bilingual = {
  en: [
    '- **Platforms:** FinTech, eCommerce, restaurant, taxi, real estate and CTO-as-a-Service',
    `- **Timeline:** live in ${LAUNCH_TIME}`,
    '- **Pricing, payment terms, ownership, support and compliance (BVN/KYC, CBN)**',
  ].join('\n'),
  pcm: [
    '- **Platforms:** FinTech, eCommerce, restaurant, taxi, real estate and CTO-as-a-Service',
    `- **Timeline:** e go live for ${LAUNCH_TIME}`,
    '- **Price, payment terms, ownership, support and compliance (BVN/KYC, CBN)**',
  ].join('\n'),
};

/** Nothing in the knowledge base answers this: say so, never improvise. */
export const NOT_FOUND: Bilingual = {
  en: [
    `I don't have a confirmed answer to that, and I'd rather not guess. Our team can answer it on the ${SETUP_CALL}. What I can help with here:`,
    HELP_LIST.en,
  ].join('\n'),
  pcm: [
    `I no get correct answer for that one, and I no wan guess. Our team fit answer am for the ${SETUP_CALL}. Wetin I fit help you with here:`,
    HELP_LIST.pcm,
  ].join('\n'),
};

/** A question about something else entirely: a short, friendly redirect. */
export const OFF_TOPIC: Bilingual = {
  en: "That's outside what I can help with: I'm Q, and I only know about launching a business with our ready-made platforms (platforms, prices, timelines, compliance).",
  pcm: 'That one no dey my area: na me be Q, and na only to launch business with our ready-made platforms I sabi (platforms, price, timeline, compliance).',
};

/** Said once, first, when the visitor writes Yoruba, Hausa or Igbo. */
export const ENGLISH_FOR_NOW: Readonly<Record<'yo' | 'ha' | 'ig', string>> = {
  yo: "I'll answer in English for now; I can't yet reply well in Yoruba.",
  ha: "I'll answer in English for now; I can't yet reply well in Hausa.",
  ig: "I'll answer in English for now; I can't yet reply well in Igbo.",
};

export { ASK_BUSINESS } from '../knowledge/next-steps.ts';
