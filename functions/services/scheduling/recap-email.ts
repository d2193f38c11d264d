import { SETUP_CALL_MINUTES } from '../../domain/launch-promises.ts';
import type { SetupCall } from '../../domain/contracts/setup-call.ts';
import { RECAP_NEXT_STEPS, setupCallDescription } from '../../domain/launch-recap.ts';
import { googleCalendarLink, SETUP_CALL_TITLE, setupCallIcs } from '../../domain/setup-call-calendar.ts';
import { page } from '../payments/emails.ts';
import { sectorPlatform, withArticle } from '../../domain/mail-words.ts';
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
  now: Date = new Date(),
): OutgoingMail {
  const when = lagosRecapTime(call.start_time);
  const name = onboarding.name ?? call.invitee_name;
  const sector = onboarding.business_type ?? null;
  const platform = sectorPlatform(sector);
  const plan = [
    platform ? withArticle(platform) : 'your platform',
    onboarding.business_name ? ` for ${onboarding.business_name}` : '',
  ].join('');
  const calendarFile = setupCallCalendarUrl(siteUrl, onboarding.resume_token);
  const event = {
    startTime: call.start_time,
    title: SETUP_CALL_TITLE,
    description: setupCallDescription(sector),
  };
  const google = googleCalendarLink(event);
  // The same file GET .../setup-call.ics serves (launch-chat/recap.ts), so a phone adds it from the mail.
  const ics = setupCallIcs({
    ...event,
    uid: `setup-call-${onboarding.resume_token}@quarter`,
    now: now.toISOString(),
  });
  const paragraphs = [
    `Hello${name ? ` ${name}` : ''},`,
    `Your free ${SETUP_CALL_MINUTES}-minute setup call is booked for ${when}.`,
    `Your plan: ${plan}.`,
    'What happens next:',
    ...RECAP_NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    `Add the call to your calendar: open the attached setup-call.ics, or ${calendarFile}, or Google Calendar: ${google}`,
  ];
  return {
    to,
    subject: `Your setup call is booked: ${when}`,
    text: paragraphs.join('\n\n'),
    html: page(paragraphs, { href: calendarFile, label: 'Add to calendar (.ics)' }),
    attachments: [
      {
        fileName: 'setup-call.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}
