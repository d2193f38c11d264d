import { withLambdaLog } from '../adapters/log.ts';
import { getOtpChallenge } from '../adapters/db/otp-challenges.ts';
import { defineAuthChallenge } from '../services/auth/define-auth-challenge.ts';
import { systemClock } from '../services/auth/ports.ts';

/** Cognito DefineAuthChallenge trigger: ask for the e-mailed code, sign in, or end the attempt. */
export const handler = withLambdaLog(defineAuthChallenge({ getOtpChallenge, now: systemClock }));
