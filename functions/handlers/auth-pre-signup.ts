import { withLambdaLog } from '../adapters/log.ts';
import { preSignUp } from '../services/auth/pre-sign-up.ts';

/** Cognito PreSignUp trigger: e-mail sign-ups are confirmed at once; the address is verified only by an answered code. */
export const handler = withLambdaLog(preSignUp());
