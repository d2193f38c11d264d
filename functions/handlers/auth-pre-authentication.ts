import { withLambdaLog } from '../adapters/log.ts';
import { clientTakesPasswords, isInGroup } from '../adapters/cognito-pool.ts';
import { preAuthentication } from '../services/auth/pre-authentication.ts';

/** Cognito PreAuthentication trigger: passwords sign in staff (the `admins` group) and nobody else. */
export const handler = withLambdaLog(preAuthentication({ clientTakesPasswords, isInGroup }));
