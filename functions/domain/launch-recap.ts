import { LAUNCH_TIME_LABEL, SETUP_CALL_MINUTES } from './launch-promises.ts';
import { sectorPlatform, withArticle } from './mail-words.ts';

/**
 * What a founder who booked the setup call keeps (issue #26): the same words on the recap page at
 * /launch, in the recap e-mail and in the calendar event, so the three never disagree.
 */
export const RECAP_NEXT_STEPS = [
  `On the ${SETUP_CALL_MINUTES}-minute call we go through your platform with you and agree the plan and the setup fee.`,
  'We e-mail you a payment link. You pay securely with Paystack; there is nothing to sign in to first.',
  `You complete your launch request (business details, BVN, ID and bank details), and your platform goes live in ${LAUNCH_TIME_LABEL}.`,
] as const;

/**
 * How the tailored solution's last paragraph, the invitation to book the call, begins
 * (domain/q/solution.ts writes it). The recap shows the plan after the call is booked, where that
 * invitation would ask the founder to do what they already did.
 */
export const BOOKING_PROMPT_START = 'The next step is to schedule your';

/** The plan Q showed, less its invitation to book the call (the recap's plan). */
export function planAfterBooking(solution: string): string {
  return solution
    .split(/\n{2,}/)
    .filter((paragraph) => !paragraph.trim().startsWith(BOOKING_PROMPT_START))
    .join('\n\n')
    .trim();
}

/** The plan's heading words: "a Taxi and Ride-hailing platform", null without a sector. */
export function recapPlatform(sector: string | null | undefined): string | null {
  const platform = sectorPlatform(sector);
  return platform ? withArticle(platform) : null;
}

/**
 * The calendar event's description: the call, and what it is about when the sector is known.
 * `sector` is the stored sector id; the words are its shown name (domain/mail-words.ts).
 */
export function setupCallDescription(sector: string | null): string {
  const platform = sectorPlatform(sector);
  const about = platform ? ` about your ${platform}` : '';
  return [
    `Your free ${SETUP_CALL_MINUTES}-minute setup call with Quarter${about}.`,
    'The booking confirmation from our calendar has the link to join.',
    'What happens next:',
    ...RECAP_NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
  ].join('\n');
}
