/**
 * Typed outcomes of the data layer that a handler maps to a status code. Anything else that
 * escapes a repository is a fault (or an unreachable DynamoDB, which the HTTP wrapper turns into 503).
 */

/** A cursor that this API did not issue, or issued for another list: a 400 for the caller. */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not valid for this list.');
    this.name = 'InvalidCursorError';
  }
}

/** Someone has already applied with this e-mail address: a 409. */
export class DuplicateEmailError extends Error {
  constructor(readonly email: string) {
    super('This email address has already applied to the referral programme.');
    this.name = 'DuplicateEmailError';
  }
}

export class ReferrerNotFoundError extends Error {
  constructor(readonly referrerId: string) {
    super('No referrer has this id.');
    this.name = 'ReferrerNotFoundError';
  }
}

/** A referrer cannot earn a commission on their own sign-up. */
export class SelfReferralError extends Error {
  constructor() {
    super('A referrer cannot refer their own email address.');
    this.name = 'SelfReferralError';
  }
}

/** Each referred e-mail counts once, for the first referrer who brought it. */
export class AlreadyReferredError extends Error {
  constructor(readonly referredEmail: string) {
    super('This email address has already been referred.');
    this.name = 'AlreadyReferredError';
  }
}

export class DuplicatePaymentError extends Error {
  constructor(readonly reference: string) {
    super('A payment with this reference already exists.');
    this.name = 'DuplicatePaymentError';
  }
}

/** Optimistic writes kept colliding; rare enough that the caller may simply retry. */
export class WriteContentionError extends Error {
  constructor(what: string) {
    super(`Too many simultaneous updates to ${what}; please retry.`);
    this.name = 'WriteContentionError';
  }
}

/** The merged chat session would pass its stored caps (domain/chat-session.ts): nothing was stored. */
export class ChatSessionFullError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ChatSessionFullError';
  }
}
