import { OTP_TTL_SECONDS } from './otp.ts';
import type { OutgoingMail } from './ports.ts';
import { MAIL_COLOURS, mailPage } from '../../domain/html.ts';

export const OTP_EMAIL_SUBJECT = 'Your sign-in code';

/** The e-mail carrying a sign-in code. The code is digits only, so it needs no HTML escaping. */
export function otpEmail(to: string, code: string): OutgoingMail {
  const minutes = OTP_TTL_SECONDS / 60;
  const text = [
    'Hello,',
    '',
    `Your Quarter sign-in code is ${code}`,
    '',
    `It works once and expires in ${minutes} minutes. Type it into the sign-in page to continue.`,
    '',
    'If you did not try to sign in, you can ignore this e-mail: nobody can sign in without the code.',
  ].join('\n');
  const html = mailPage(
    [
      `<p style="margin:0 0 16px;font-size:16px">Hello,</p>`,
      `<p style="margin:0 0 8px;font-size:16px">Your Quarter sign-in code is</p>`,
      `<p style="margin:0 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px">${code}</p>`,
      `<p style="margin:0 0 16px;font-size:14px">It works once and expires in ${minutes} minutes. Type it into the sign-in page to continue.</p>`,
      `<p style="margin:0;font-size:12px;color:${MAIL_COLOURS.quiet}">If you did not try to sign in, you can ignore this e-mail: nobody can sign in without the code.</p>`,
    ],
    480,
  );
  return { to, subject: OTP_EMAIL_SUBJECT, text, html };
}
