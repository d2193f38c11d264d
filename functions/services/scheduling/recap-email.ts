import { SETUP_CALL_MINUTES } from '../../domain/constants.ts';
import type { SetupCall } from '../../domain/contracts/setup-call.ts';
import { RECAP_NEXT_STEPS, setupCallDescription } from '../../domain/launch-recap.ts';
import { googleCalendarLink, SETUP_CALL_TITLE } from '../../domain/setup-call-calendar.ts';
import { page } from '../payments/emails.ts';
import { lagosRecapTime } from '../../domain/lagos-call-time.ts';
import type { OnboardingForSetupCall, OutgoingMail } from './ports.ts';

/** The founder's recap of a booked call: where its calendar file is served (launch-chat-onboarding). */
export const setupCallCalendarUrl = (siteUrl: string, resumeToken: string) =>
  `${siteUrl.replace(/\/+$/, '')}/api/launch/onboarding/${encodeURIComponent(resumeToken)}/setup-call.ics`;

/**
 * To the founder, once the scheduling provider confirmed the booking (issue #26): the time in Lagos
 * time, what happens next, the plan's sector, and the call as a calendar file and a Google link.
 */
export function bookingRecapEmail(
  to: string,
  onboarding: OnboardingForSetupCall & { readonly business_type?: string | null },
  call: SetupCall,
  siteUrl: string,
): OutgoingMail {
  const when = lagosRecapTime(call.start_time);
  const name = onboarding.name ?? call.invitee_name;
  const sector = onboarding.business_type ?? null;
  const plan = [
    sector ? `a ${sector} platform` : 'your platform',
    onboarding.business_name ? ` for ${onboarding.business_name}` : '',
  ].join('');
  const calendarFile = setupCallCalendarUrl(siteUrl, onboarding.resume_token);
  const google = googleCalendarLink({
    startTime: call.start_time,
    title: SETUP_CALL_TITLE,
    description: setupCallDescription(sector),
  });
  const paragraphs = [
    `Hello${name ? ` ${name}` : ''},`,
    `Your free ${SETUP_CALL_MINUTES}-minute setup call is booked for ${when}.`,
    `Your plan: ${plan}.`,
    'What happens next:',
    ...RECAP_NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    `Add the call to your calendar: ${calendarFile} (a calendar file), or Google Calendar: ${google}`,
  ];
  return {
    to,
    subject: `Your setup call is booked: ${when}`,
    text: paragraphs.join('\n\n'),
    html: page(paragraphs, { href: calendarFile, label: 'Add to calendar (.ics)' }),
  };
}
