import { errorFacts } from './auth-messages.ts';

/**
 * The auth client's named errors (spec, error catalogue): session missing, invalid credentials,
 * weak password with its reasons, retryable network errors (HTTP 502, 503, 504) and an invalid
 * token response. Whatever Amplify or Cognito throws is mapped to one of these by toAuthError, so
 * callers branch on a class, never on a provider's wording.
 */
export class AuthError extends Error {
  override name = 'AuthError';
}

export class AuthSessionMissingError extends AuthError {
  override name = 'AuthSessionMissingError';
  constructor() {
    super('Auth session missing!');
  }
}

export class AuthInvalidCredentialsError extends AuthError {
  override name = 'AuthInvalidCredentialsError';
}

export class AuthWeakPasswordError extends AuthError {
  override name = 'AuthWeakPasswordError';
  constructor(
    message: string,
    /** Each rule the password broke, e.g. 'Password must have uppercase characters'. */
    readonly reasons: readonly string[],
  ) {
    super(message);
  }
}

/** The service was unreachable or answered 502/503/504: trying again may work. */
export class AuthRetryableFetchError extends AuthError {
  override name = 'AuthRetryableFetchError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export class AuthInvalidTokenResponseError extends AuthError {
  override name = 'AuthInvalidTokenResponseError';
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function statusOf(error: unknown): number | null {
  const meta = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata;
  return typeof meta?.httpStatusCode === 'number' ? meta.httpStatusCode : null;
}

/** Cognito's "Password did not conform with policy: Password must have uppercase characters". */
function passwordReasons(message: string): string[] {
  return message
    .replace(/^Password did not conform with policy:\s*/i, '')
    .split(/;\s*|\.\s+/)
    .map((reason) => reason.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const { name, message } = errorFacts(error);
  const status = statusOf(error);
  if (name === 'UserUnAuthenticatedException' || name === 'NoSessionError')
    return new AuthSessionMissingError();
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException')
    return new AuthInvalidCredentialsError(message || 'Invalid login credentials');
  if (name === 'InvalidPasswordException' || name === 'InvalidPasswordError')
    return new AuthWeakPasswordError(message, passwordReasons(message));
  if (name === 'NetworkError' || (status !== null && RETRYABLE_STATUSES.has(status)))
    return new AuthRetryableFetchError(message || 'The sign-in service could not be reached', status);
  if (name === 'InvalidTokenResponse' || name === 'TokenProviderError' || name === 'InvalidIdTokenException')
    return new AuthInvalidTokenResponseError(message || 'The sign-in service sent an invalid token');
  return new AuthError(message || name);
}
