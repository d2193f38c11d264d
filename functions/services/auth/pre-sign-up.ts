import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { AppError } from '../../domain/app-error.ts';
import { withUserFacingErrors } from './user-facing-error.ts';

/**
 * People sign up by e-mail and prove the address with the e-mailed code at every sign-in, so the
 * account is confirmed at once (no separate confirmation e-mail). The address is NOT marked
 * verified here: anyone can sign up with anyone's e-mail, so it counts as verified only once a code
 * sent to it was answered (VerifyAuthChallenge marks it).
 */
export function preSignUp(): PreSignUpTriggerHandler {
  return (event) =>
    withUserFacingErrors('PreSignUp', async () => {
      if (!event.request.userAttributes.email)
        throw AppError.validation('An e-mail address is required to sign up.');
      if (event.triggerSource === 'PreSignUp_SignUp') event.response.autoConfirmUser = true;
      return event;
    });
}
