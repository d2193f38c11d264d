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

/**
 * A detail for a known business (a city, a number of branches, a yes): thank, say back what was
 * heard, and say where the details are settled. It promises nothing about the detail itself.
 */
export function acknowledgement(yourPlatform: string, noted = ''): Bilingual {
  return {
    en: [
      noted === ''
        ? `Thanks, that helps me picture ${yourPlatform}.`
        : `Thanks, noted for ${yourPlatform}: ${noted}.`,
      `How the platform fits those details is confirmed on your ${SETUP_CALL}, where we also show you a preview.`,
      '',
      `When you're ready, the next step is to book it at ${LAUNCH_PATH} (about 60 seconds).`,
    ].join('\n'),
    pcm: [
      noted === ''
        ? `Thank you, now I fit picture ${yourPlatform} well.`
        : `Thank you, I don note am for ${yourPlatform}: ${noted}.`,
      `How the platform go fit those details, we go confirm am for your ${SETUP_CALL}, where we go also show you preview.`,
      '',
      `When you ready, the next step na to book am for ${LAUNCH_PATH} (e no pass 60 seconds).`,
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

export { ASK_BUSINESS, ASK_ON_CALL } from '../knowledge/next-steps.ts';
