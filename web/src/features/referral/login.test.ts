import { describe, expect, it } from 'vitest';
import { checkLoginEmail, dashboardLinkFailureMessage } from './login.ts';
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

describe('dashboardLinkFailureMessage', () => {
  it.each([
    [404, 'No referral account found with this email address'],
    [409, 'Dashboard access not yet available for your account'],
    [502, 'Failed to send magic link. Please try again.'],
    [400, 'Please enter a valid email address'],
    [429, 'An error occurred. Please try again.'],
    [500, 'An error occurred. Please try again.'],
    [null, 'An error occurred. Please try again.'],
  ])('maps %s to %j', (status, message) => {
    expect(dashboardLinkFailureMessage(status)).toBe(message);
  });

  it('has the success text verbatim', () => {
    expect(LOGIN_MESSAGES.success).toBe('Magic link sent! Check your email to access your dashboard.');
  });
});
