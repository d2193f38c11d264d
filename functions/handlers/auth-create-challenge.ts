import { withLambdaLog } from '../adapters/log.ts';
import { createAuthChallenge } from '../services/auth/create-auth-challenge.ts';
import { createChallengePorts } from '../services/auth/live-ports.ts';

/** Cognito CreateAuthChallenge trigger: e-mails a sign-in code (limited per e-mail) and stores its hash. */
export const handler = withLambdaLog(createAuthChallenge(createChallengePorts()));
