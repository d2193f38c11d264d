import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { mailButton, mailPage } from '../../domain/html.ts';
import { withUserFacingErrors } from './user-facing-error.ts';

/**
 * Cognito's own password-reset e-mail carries only a code. This one links to the site's
 * /password-reset page with the e-mail and code filled in, as the local identity provider does.
 * Every other message is left to Cognito.
 */
export function customMessage(siteUrl: string) {
  return (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> =>
    withUserFacingErrors('CustomMessage', async () => write(siteUrl, event));
}

function write(siteUrl: string, event: CustomMessageTriggerEvent): CustomMessageTriggerEvent {
  if (event.triggerSource !== 'CustomMessage_ForgotPassword') return event;
  const email = event.request.userAttributes.email ?? '';
  const code = event.request.codeParameter;
  // The code placeholder stays literal in the link; Cognito substitutes it in the whole message.
  const link = `${siteUrl.replace(/\/$/, '')}/password-reset?email=${encodeURIComponent(email)}&code=${code}`;
  event.response.emailSubject = 'Reset your Quarter password';
  const p = (html: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${html}</p>`;
  // The site's layout, as every other e-mail (domain/html.ts); Cognito fills the code in everywhere.
  event.response.emailMessage = mailPage([
    p('We received a request to reset your password.'),
    mailButton({ href: link, label: 'Set a new password' }),
    p(`Or enter this code on the password reset page: <strong>${code}</strong>`),
    p('If you did not ask for this, you can ignore this e-mail.'),
  ]);
  return event;
}
