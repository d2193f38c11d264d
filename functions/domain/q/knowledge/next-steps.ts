import { LAUNCH_PATH, SETUP_CALL } from '../facts.ts';
import type { Bilingual } from './types.ts';

/**
 * The steps most answers end on, written once. The English ones that name "next step" also make
 * the widget show 'Build My Platform' (spec section 2), so they are used where a visitor is ready.
 */
export const BOOK_CALL: Bilingual = {
  en: `The next step is to schedule your ${SETUP_CALL} at ${LAUNCH_PATH} (about 60 seconds), where we confirm this and show you a preview.`,
  pcm: `The next step na to schedule your ${SETUP_CALL} for ${LAUNCH_PATH} (e no pass 60 seconds), where we go confirm am and show you preview.`,
};

export const ASK_BUSINESS: Bilingual = {
  en: 'What kind of business do you want to start, and who are your customers?',
  pcm: 'Which kind business you wan start, and who go be your customers?',
};

export const ASK_ON_CALL: Bilingual = {
  en: `Would you like to bring this to your ${SETUP_CALL}? You can book it at ${LAUNCH_PATH}.`,
  pcm: `You wan make we talk this one for your ${SETUP_CALL}? You fit book am for ${LAUNCH_PATH}.`,
};
