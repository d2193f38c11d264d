/** The payment link's resume token names no onboarding record (404). */
export class PaymentLinkNotFoundError extends Error {
  constructor() {
    super('This payment link is not valid. Ask us for a new one.');
    this.name = 'PaymentLinkNotFoundError';
  }
}

/** The onboarding record has no e-mail and the admin gave none (400 on the email field). */
export class MissingRecipientError extends Error {
  constructor() {
    super('email: is required, because this onboarding record has no e-mail address');
    this.name = 'MissingRecipientError';
  }
}

/** This launch has been paid for already: a second checkout would charge twice (409). */
export class AlreadyPaidError extends Error {
  constructor() {
    super('This launch has already been paid for.');
    this.name = 'AlreadyPaidError';
  }
}

/** The webhook's x-paystack-signature is missing or wrong (401); nothing was read or changed. */
export class InvalidWebhookSignatureError extends Error {
  constructor() {
    super('The webhook signature is not valid.');
    this.name = 'InvalidWebhookSignatureError';
  }
}

/** A correctly signed webhook whose body is not a Paystack event (400). */
export class InvalidWebhookEventError extends Error {
  constructor(detail: string) {
    super(`The webhook body is not a Paystack event: ${detail}`);
    this.name = 'InvalidWebhookEventError';
  }
}

/** A feature update is for a launched platform; this launch has no paid setup fee yet (409). */
export class NotLaunchedError extends Error {
  constructor() {
    super('A feature update is for a launched platform: this launch has not been paid for yet.');
    this.name = 'NotLaunchedError';
  }
}
