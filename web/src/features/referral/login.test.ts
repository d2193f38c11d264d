import { describe, expect, it } from 'vitest';
import { checkLoginEmail } from './login.ts';
import { LOGIN_MESSAGES } from './referral-messages.ts';

describe('checkLoginEmail', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.ng', '  ada@example.com  '])('accepts %j', (text) => {
    expect(checkLoginEmail(text)).toEqual({ ok: true, email: text.trim() });
  });

  it.each([
    '',
    '   ',
    'ada',
    'ada@example',
    'ada @example.com',
    'ada@@example.com',
    'a@b@c.com',
    '@example.com',
  ])('refuses %j with the spec message', (text) => {
    expect(checkLoginEmail(text)).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });
});

describe('the login sentences', () => {
  // No account, no dashboard yet, the link not sent: the server's words (test/e2e/referral.test.ts).
  it('has the success text verbatim', () => {
    expect(LOGIN_MESSAGES.success).toBe('Magic link sent! Check your email to access your dashboard.');
  });
});
