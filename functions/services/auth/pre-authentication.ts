import type { PreAuthenticationTriggerHandler } from 'aws-lambda';
import { AppError } from '../../domain/app-error.ts';
import { withUserFacingErrors } from './user-facing-error.ts';

/** What the rule needs to know about the pool; Cognito's admin API on AWS, the pool itself locally. */
export interface PasswordSignInPorts {
  /** True when the app client accepts a password (USER_PASSWORD_AUTH, SRP or the admin password flow). */
  clientTakesPasswords(userPoolId: string, clientId: string): Promise<boolean>;
  isInGroup(userPoolId: string, username: string, group: string): Promise<boolean>;
}

export const ADMINS_GROUP = 'admins';
export const STAFF_ONLY_PASSWORD = 'Password sign-in is for Quarter staff only. Sign in with an e-mail code.';

/**
 * Cognito PreAuthentication: a password never yields a customer session. The public web client
 * takes no password at all; on a client that does (the staff client), only the `admins` group may
 * sign in. A customer account whose password someone else set at sign-up (an attacker who signed
 * up with the victim's e-mail) is therefore useless to them.
 */
export function preAuthentication(ports: PasswordSignInPorts): PreAuthenticationTriggerHandler {
  return (event) =>
    withUserFacingErrors('PreAuthentication', async () => {
      if (event.request.userNotFound) return event;
      const { userPoolId, userName } = event;
      const clientId = event.callerContext.clientId;
      if (!(await ports.clientTakesPasswords(userPoolId, clientId))) return event;
      if (!(await ports.isInGroup(userPoolId, userName, ADMINS_GROUP)))
        throw AppError.forbidden(STAFF_ONLY_PASSWORD);
      return event;
    });
}
