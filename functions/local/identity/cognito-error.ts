/**
 * An error in Cognito's wire shape: HTTP 400 with `{"__type": ..., "message": ...}` and the type in
 * `x-amzn-ErrorType`, which is what Amplify and the AWS SDK both parse into a named error.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** With PreventUserExistenceErrors Cognito says exactly this for an unknown user and a wrong password alike. */
export const incorrectCredentials = () =>
  new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

export const missingParameter = (name: string) =>
  new CognitoError(
    'InvalidParameterException',
    `1 validation error detected: Value null at '${name}' failed to satisfy constraint: Member must not be null`,
  );

export const tooManyRequests = () =>
  new CognitoError('TooManyRequestsException', 'Too many requests. Please wait a few minutes and try again.');

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/**
 * An operation Cognito answers only to IAM-signed calls. This stand-in checks no IAM policy, but
 * still refuses an unsigned call (a browser's), so the public endpoint Amplify uses cannot reach it.
 */
export function requireSigned(caller: { readonly signed?: boolean }, operation: string): void {
  if (!caller.signed)
    throw new CognitoError(
      'NotAuthorizedException',
      `${operation} needs IAM credentials (a signed request).`,
    );
}
