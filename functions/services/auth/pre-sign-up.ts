import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { UserFacingError, withUserFacingErrors } from './user-facing-error.ts';

/**
 * People sign up by e-mail and prove the address with the emailed code at every sign-in, so the
 * account is confirmed and the address marked verified at once: no separate confirmation e-mail.
 */
export function preSignUp(): PreSignUpTriggerHandler {
  return (event) =>
    withUserFacingErrors('PreSignUp', async () => {
      if (!event.request.userAttributes.email)
        throw new UserFacingError('An e-mail address is required to sign up.');
      if (event.triggerSource === 'PreSignUp_SignUp') event.response.autoConfirmUser = true;
      event.response.autoVerifyEmail = true;
      return event;
    });
}
