import { describe, expect, it } from 'vitest';
import {
  AuthError,
  AuthInvalidCredentialsError,
  AuthInvalidTokenResponseError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  toAuthError,
} from './auth-errors.ts';

const named = (name: string, message = '', status?: number) =>
  Object.assign(new Error(message), { name }, status ? { $metadata: { httpStatusCode: status } } : {});

describe('the auth client named errors', () => {
  it("names a missing session 'Auth session missing!'", () => {
    const error = toAuthError(named('UserUnAuthenticatedException', 'User needs to be authenticated'));
    expect(error).toBeInstanceOf(AuthSessionMissingError);
    expect(error.message).toBe('Auth session missing!');
    expect(new AuthSessionMissingError().name).toBe('AuthSessionMissingError');
  });

  it('names invalid credentials, a weak password with its reasons and an invalid token response', () => {
    expect(toAuthError(named('NotAuthorizedException', 'Incorrect username or password.'))).toBeInstanceOf(
      AuthInvalidCredentialsError,
    );
    const weak = toAuthError(
      named(
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have uppercase characters; Password not long enough',
      ),
    );
    expect(weak).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak as AuthWeakPasswordError).reasons).toEqual([
      'Password must have uppercase characters',
      'Password not long enough',
    ]);
    expect(toAuthError(named('InvalidIdTokenException'))).toBeInstanceOf(AuthInvalidTokenResponseError);
  });

  it('names 502, 503, 504 and a network failure retryable, and nothing else', () => {
    for (const status of [502, 503, 504]) {
      const error = toAuthError(named('InternalErrorException', 'upstream', status));
      expect(error).toBeInstanceOf(AuthRetryableFetchError);
      expect((error as AuthRetryableFetchError).status).toBe(status);
    }
    expect(toAuthError(named('NetworkError', 'Failed to fetch'))).toBeInstanceOf(AuthRetryableFetchError);
    const other = toAuthError(named('InternalErrorException', 'boom', 500));
    expect(other).not.toBeInstanceOf(AuthRetryableFetchError);
    expect(other).toBeInstanceOf(AuthError);
  });
});
