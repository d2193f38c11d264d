/**
 * The words of a refusal for not being signed in, or not allowed, said once: the product's handlers
 * raise them (AppError's defaults), and the web shows them when API Gateway itself refused. On AWS
 * the HTTP API's JWT authorizer answers an expired or missing token with 401 and a body of its own
 * (`{"message":"Unauthorized"}`), not the product's `{ error }`; those words are not for people.
 */
export const SIGN_IN_TO_CONTINUE = 'Sign in to continue.';
export const NO_ACCESS = 'You do not have access to this.';

/** The product's sentence for a refusal that came without the product's words, by its status. */
export const GATEWAY_REFUSALS: Readonly<Record<number, string>> = {
  401: SIGN_IN_TO_CONTINUE,
  403: NO_ACCESS,
};
