import { AppError } from '../../domain/app-error.ts';

/** The payment link's resume token names no onboarding record. */
export const paymentLinkNotFound = () =>
  AppError.notFound('This payment link is not valid. Ask us for a new one.');

/** The onboarding record has no e-mail and the admin gave none (the email field). */
export const missingRecipient = () =>
  AppError.validation('email: is required, because this onboarding record has no e-mail address');

/** This launch has been paid for already: a second checkout would charge twice. */
export const alreadyPaid = () => AppError.conflict('This launch has already been paid for.');

/** The reference is in use already: the same checkout started twice (never reused for two charges). */
export const paymentAlreadyStarted = () =>
  AppError.conflict('This payment has already been started.', { reason: 'duplicate_payment' });

/** The webhook's x-paystack-signature is missing or wrong; nothing was read or changed. */
export const invalidWebhookSignature = () => AppError.unauthorized('The webhook signature is not valid.');

/** A correctly signed webhook whose body is not a Paystack event. */
export const invalidWebhookEvent = (detail: string) =>
  AppError.validation(`The webhook body is not a Paystack event: ${detail}`);

/** A feature update is for a launched platform; this launch has no paid setup fee yet. */
export const notLaunched = () =>
  AppError.conflict('A feature update is for a launched platform: this launch has not been paid for yet.');
