/** No launch request has this token: it opens when the payment is confirmed (404). */
export class LaunchRequestNotFoundError extends Error {
  constructor() {
    super('No launch request has this token. It opens once your payment is confirmed.');
    this.name = 'LaunchRequestNotFoundError';
  }
}

/** Signed in as someone other than the customer who paid (403). */
export class NotLaunchRequestOwnerError extends Error {
  constructor() {
    super('This launch request belongs to the account that paid for it. Sign in with that e-mail.');
    this.name = 'NotLaunchRequestOwnerError';
  }
}

/** Already submitted: staff are reviewing it, changes go through support (409). */
export class LaunchRequestSubmittedError extends Error {
  constructor() {
    super('This launch request has been submitted. Contact us to change it.');
    this.name = 'LaunchRequestSubmittedError';
  }
}

/** A step the caller got wrong; the message starts with the field it names (400). */
export class LaunchRequestStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LaunchRequestStepError';
  }
}
