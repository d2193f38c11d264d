import type { SetupCall } from '../../domain/contracts/setup-call.ts';
import { lagosFormat } from '../../domain/lagos-call-time.ts';
import { page } from '../payments/emails.ts';
import type { OnboardingForSetupCall, OutgoingMail } from './ports.ts';

/** Staff work in Lagos time (WAT), whatever zone the founder booked from. */
export const lagosCallTime = (iso: string): string => `${lagosFormat().format(new Date(iso))} WAT`;

function who(onboarding: OnboardingForSetupCall, call: SetupCall): string {
  const name = call.invitee_name ?? onboarding.name ?? 'A founder';
  const email = call.invitee_email ?? onboarding.email;
  const business = onboarding.business_name ? ` (${onboarding.business_name})` : '';
  return `${name}${email ? ` <${email}>` : ''}${business}`;
}

/** To staff: the scheduling provider confirmed a setup call (issue #19). */
export function setupCallEmail(
  to: string,
  onboarding: OnboardingForSetupCall,
  call: SetupCall,
  dashboardUrl: string,
): OutgoingMail {
  const when = lagosCallTime(call.start_time);
  const booked = call.status === 'booked';
  const paragraphs = booked
    ? [`${who(onboarding, call)} booked a setup call for ${when}.`]
    : [
        `${who(onboarding, call)} canceled the setup call that was booked for ${when}.`,
        `Reason given: ${call.cancel_reason ?? 'none'}.`,
      ];
  paragraphs.push('The onboarding card on the staff dashboard shows the call.');
  return {
    to,
    subject: booked ? `Setup call booked: ${when}` : `Setup call canceled: ${when}`,
    text: [...paragraphs, '', `Open the prospect: ${dashboardUrl}`].join('\n\n'),
    html: page(paragraphs, { href: dashboardUrl, label: 'Open the prospect' }),
  };
}
