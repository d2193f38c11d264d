import { withLambdaLog } from '../adapters/log.ts';
import { defineAuthChallenge } from '../services/auth/define-auth-challenge.ts';
import { defineChallengePorts } from '../services/auth/live-ports.ts';

/** Cognito DefineAuthChallenge trigger: ask for the e-mailed code, sign in, or end the attempt. */
export const handler = withLambdaLog(defineAuthChallenge(defineChallengePorts()));
