import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authFailureMessage } from './auth-messages.ts';
import { safeNextPath } from './safe-next.ts';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('authFailureMessage', () => {
  it("passes a trigger's user-facing message through, without Cognito's wrapping", () => {
    const error = named(
      'UserLambdaValidationException',
      'CreateAuthChallenge failed with error Too many sign-in codes were requested for this e-mail. Please try again in 4 minutes..',
    );
    expect(authFailureMessage(error)).toBe(
      'Too many sign-in codes were requested for this e-mail. Please try again in 4 minutes.',
    );
  });

  it('turns throttling, network and unknown failures into plain sentences', () => {
    expect(authFailureMessage(named('TooManyRequestsException'))).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(authFailureMessage(named('NetworkError'))).toBe(AUTH_MESSAGES.network);
    expect(authFailureMessage(named('InternalErrorException', 'stack trace here'))).toBe(
      AUTH_MESSAGES.signInFailed,
    );
    expect(authFailureMessage('weird')).toBe(AUTH_MESSAGES.signInFailed);
  });

  it('names the broken password rule', () => {
    expect(
      authFailureMessage(
        named(
          'InvalidPasswordException',
          'Password did not conform with policy: Password must have symbol characters',
        ),
      ),
    ).toBe('Choose a stronger password: Password must have symbol characters.');
  });
});

describe('safeNextPath', () => {
  it('keeps an in-site path with its query and hash', () => {
    expect(safeNextPath('/quarteradmin')).toBe('/quarteradmin');
    expect(safeNextPath('/checkout?token=abc#pay')).toBe('/checkout?token=abc#pay');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'sends %s home',
    (next) => {
      expect(safeNextPath(next)).toBe('/');
    },
  );
});
