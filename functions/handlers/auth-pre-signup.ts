import { preSignUp } from '../services/auth/pre-sign-up.ts';

/** Cognito PreSignUp trigger: e-mail sign-ups are confirmed and their address verified at once. */
export const handler = preSignUp();
