import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { generateOtpCode, hashOtpCode, maskEmail, otpMatches } from '../../services/auth/otp.ts';
import { CognitoError, limitExceeded } from './cognito-error.ts';
import { assertClient, enforceIpSendLimit, type Caller, type PoolContext } from './pool.ts';
import { RateWindow } from './rate-window.ts';
import { requiredString, type OperationInput } from './request-input.ts';
import { assertPasswordPolicy } from './users.ts';
import { MAIL_COLOURS, mailButton, mailPage } from '../../domain/html.ts';

/** Cognito's reset codes last an hour and allow a handful of wrong tries. */
const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const MAX_WRONG_RESET_CODES = 5;

interface PendingReset {
  code_hash: string;
  salt: string;
  expiresAt: number;
  wrongAttempts: number;
}

const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

/** ForgotPassword (e-mails a code and a link to the site's /password-reset page) and ConfirmForgotPassword. */
export class PasswordResets {
  private readonly pending = new Map<string, PendingReset>();
  private readonly perEmail = new RateWindow(RATE_LIMITS.signInCodePerEmail);

  constructor(private readonly pool: PoolContext) {}

  async forgotPassword(input: OperationInput, caller: Caller) {
    assertClient(this.pool, input);
    const username = requiredString(input, 'Username');
    enforceIpSendLimit(this.pool, caller);
    const user = this.pool.users.find(username);
    const email = user?.email ?? username;
    if (!this.perEmail.hit(email.trim().toLowerCase(), this.pool.now()).allowed) throw limitExceeded();
    // An unknown e-mail gets the same answer and no mail (PreventUserExistenceErrors).
    if (user) {
      const code = generateOtpCode();
      const salt = randomBytes(16).toString('base64');
      this.pending.set(user.username, {
        code_hash: await hashOtpCode(code, salt),
        salt,
        expiresAt: this.pool.now() + RESET_CODE_TTL_MS,
        wrongAttempts: 0,
      });
      await this.pool.sendMail(this.resetEmail(user.email, code));
    }
    return {
      CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  }

  async confirmForgotPassword(input: OperationInput) {
    assertClient(this.pool, input);
    const user = this.pool.users.find(requiredString(input, 'Username'));
    const code = requiredString(input, 'ConfirmationCode');
    const password = requiredString(input, 'Password');
    const reset = user ? this.pending.get(user.username) : undefined;
    if (!user || !reset) throw codeMismatch();
    if (reset.expiresAt <= this.pool.now()) {
      this.pending.delete(user.username);
      throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    }
    if (!(await otpMatches(code, reset))) {
      reset.wrongAttempts += 1;
      if (reset.wrongAttempts >= MAX_WRONG_RESET_CODES) {
        this.pending.delete(user.username);
        throw limitExceeded();
      }
      throw codeMismatch();
    }
    assertPasswordPolicy(password);
    this.pending.delete(user.username);
    await this.pool.users.setPassword(user, password);
    return {};
  }

  clear() {
    this.pending.clear();
  }

  private resetEmail(to: string, code: string) {
    const link = `${this.pool.siteUrl}/password-reset?email=${encodeURIComponent(to)}&code=${code}`;
    const text = [
      'Hello,',
      '',
      'Someone asked to reset the password of your Quarter account.',
      '',
      `Open this link to choose a new password: ${link}`,
      '',
      `Or type this code on the password reset page: ${code}`,
      '',
      'The code works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n');
    const html = mailPage(
      [
        `<p style="margin:0 0 16px;font-size:16px">Hello,</p>`,
        `<p style="margin:0 0 24px;font-size:16px">Someone asked to reset the password of your Quarter account.</p>`,
        mailButton({ href: link, label: 'Choose a new password' }),
        `<p style="margin:0 0 8px;font-size:14px">Or type this code on the password reset page:</p>`,
        `<p style="margin:0 0 24px;font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
        `<p style="margin:0;font-size:12px;color:${MAIL_COLOURS.quiet}">The code works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
      ],
      480,
    );
    return { to, subject: 'Reset your password', text, html };
  }
}
