/**
 * What a person reads after a wrong sign-in code, written once: the code challenge sends it with
 * the next ask (services/auth/create-auth-challenge.ts) and the sign-in page shows it as it came.
 */
export const wrongCodeMessage = (attemptsLeft: number): string =>
  `That code is not right. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;
