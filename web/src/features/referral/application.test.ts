import { describe, expect, it } from 'vitest';
import { APPLY_MESSAGES } from './referral-messages.ts';

describe('the referral form sentences', () => {
  // The refusals (duplicate e-mail, not accepted) are the server's: test/e2e/refusals.test.ts.
  it('has the spec texts verbatim', () => {
    expect(APPLY_MESSAGES).toMatchObject({
      nameAndEmailRequired: 'Please provide your name and email',
      consentRequired: 'You must agree to be contacted and accept the terms',
      failed: 'Something went wrong. Please try again.',
      success: 'Thanks! Your referral dashboard is ready and the link has been sent to your email.',
    });
  });
});
