/** Calendly-Webhook-Signature is missing, wrong, stale or seen before (401); nothing was changed. */
export class InvalidSchedulingSignatureError extends Error {
  constructor() {
    super('The webhook signature is not valid.');
    this.name = 'InvalidSchedulingSignatureError';
  }
}

/** A correctly signed webhook whose body is not a Calendly invitee event (400). */
export class InvalidSchedulingEventError extends Error {
  constructor(detail: string) {
    super(`The webhook body is not a Calendly event: ${detail}`);
    this.name = 'InvalidSchedulingEventError';
  }
}
