import { describe, expect, it } from 'vitest';
import { applyFailureMessage } from './application.ts';
import { APPLY_MESSAGES } from './referral-messages.ts';

describe('applyFailureMessage', () => {
  it.each([
    [409, APPLY_MESSAGES.duplicateEmail],
    [400, APPLY_MESSAGES.notAccepted],
    [403, APPLY_MESSAGES.notAccepted],
    [429, APPLY_MESSAGES.failed],
    [500, APPLY_MESSAGES.failed],
    [503, APPLY_MESSAGES.failed],
    [null, APPLY_MESSAGES.failed],
  ])('maps %s to its message', (status, message) => {
    expect(applyFailureMessage(status)).toBe(message);
  });

  it('has the spec texts verbatim', () => {
    expect(APPLY_MESSAGES).toMatchObject({
      nameAndEmailRequired: 'Please provide your name and email',
      consentRequired: 'You must agree to be contacted and accept the terms',
      duplicateEmail:
        'This email has already been registered for our referral program. Please check your email for your dashboard link or contact support.',
      notAccepted: 'Unable to process application. Please ensure all fields are valid and try again.',
      failed: 'Something went wrong. Please try again.',
      success: 'Thanks! Your referral dashboard is ready and the link has been sent to your email.',
    });
  });
});
