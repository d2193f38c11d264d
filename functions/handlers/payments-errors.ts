import { DuplicatePaymentError } from '../adapters/db/errors.ts';
import { PaystackRefusedError, PaystackUnavailableError } from '../adapters/paystack/client.ts';
import {
  AlreadyPaidError,
  InvalidWebhookEventError,
  InvalidWebhookSignatureError,
  MissingRecipientError,
  NotLaunchedError,
  PaymentLinkNotFoundError,
} from '../services/payments/errors.ts';
import {
  LaunchRequestNotFoundError,
  LaunchRequestStepError,
  LaunchRequestSubmittedError,
  NotLaunchRequestOwnerError,
} from '../services/launch-request/errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from './lib/http.ts';
import { logger } from '../adapters/log.ts';

const PROVIDER_DOWN = 'Payment provider is unavailable. Please try again shortly.';

/**
 * The payments and launch-request refusals as HTTP (not a handler: no route names it). Paystack
 * trouble is a 502 with a generic message: its own wording (e.g. "Invalid key") is for our logs.
 */
export function paymentsHttpError(error: unknown): unknown {
  if (error instanceof PaymentLinkNotFoundError || error instanceof LaunchRequestNotFoundError)
    return notFound(error.message);
  if (
    error instanceof AlreadyPaidError ||
    error instanceof NotLaunchedError ||
    error instanceof LaunchRequestSubmittedError
  )
    return conflict(error.message);
  if (error instanceof DuplicatePaymentError) return conflict('This payment has already been started.');
  if (error instanceof MissingRecipientError || error instanceof LaunchRequestStepError)
    return badRequest(error.message);
  if (error instanceof InvalidWebhookEventError) return badRequest(error.message);
  if (error instanceof InvalidWebhookSignatureError) return unauthorized(error.message);
  if (error instanceof NotLaunchRequestOwnerError) return forbidden(error.message);
  if (error instanceof PaystackUnavailableError || error instanceof PaystackRefusedError) {
    logger('payments').error('paystack failed', { error: error.message });
    return new HttpError(502, 'provider_down', PROVIDER_DOWN, { 'Retry-After': '5' });
  }
  return error;
}

/** Runs a use case and rethrows its refusals as HttpErrors for httpHandler. */
export async function withPaymentsErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    throw paymentsHttpError(error);
  }
}
