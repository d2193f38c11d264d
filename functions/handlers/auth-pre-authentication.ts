import { withLambdaLog } from '../adapters/log.ts';
import { passwordSignInPorts } from '../services/auth/live-ports.ts';
import { preAuthentication } from '../services/auth/pre-authentication.ts';

/** Cognito PreAuthentication trigger: passwords sign in staff (the `admins` group) and nobody else. */
export const handler = withLambdaLog(preAuthentication(passwordSignInPorts()));
