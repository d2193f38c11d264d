import type { HandlerName } from '../functions/handlers/routes.ts';

/**
 * Reserved concurrency (`ReservedConcurrentExecutions`), with the stage setting `reserveConcurrency`
 * (lib/stage-config.ts). A reservation is both a floor and a ceiling: sign-in (every Cognito trigger)
 * and the provider webhooks always have room, however busy the rest is; the chat, whose streamed
 * reply holds an execution for up to 29 s, can never take more than its cap of the account. A new
 * account may start with a quota of 10 concurrent executions, and Lambda keeps 100 of the quota
 * unreserved, so these need the quota raised first (README, First deploy).
 * https://docs.aws.amazon.com/lambda/latest/dg/configuration-concurrency.html
 */
export const RESERVED_CONCURRENCY = {
  // Sign-in: DefineAuthChallenge and VerifyAuthChallenge run once per step, CreateAuthChallenge mails
  // the code; the others once per sign-up, password sign-in or reset e-mail.
  'auth-define-challenge': 10,
  'auth-create-challenge': 10,
  'auth-verify-challenge': 10,
  'auth-pre-signup': 5,
  'auth-pre-authentication': 5,
  'auth-custom-message': 5,
  // Paystack and Calendly retry a failed delivery, but a paid launch should not wait for the chat.
  'payments-webhook': 5,
  'scheduling-webhook': 5,
  // Caps, not guarantees: a burst of chat is throttled (the widget says Q is busy) before sign-in is.
  chat: 20,
  'chat-stream': 20,
} as const satisfies Partial<Record<HandlerName, number>>;

/** What Lambda keeps unreserved for every other function of the account. */
export const LAMBDA_UNRESERVED_MINIMUM = 100;

/** The account concurrency quota the reservations need: their sum plus what Lambda keeps unreserved. */
export const REQUIRED_ACCOUNT_CONCURRENCY =
  Object.values(RESERVED_CONCURRENCY).reduce((sum, reserved) => sum + reserved, 0) +
  LAMBDA_UNRESERVED_MINIMUM;

export function reservedConcurrencyOf(name: HandlerName, reserve: boolean): number | undefined {
  return reserve ? (RESERVED_CONCURRENCY as Partial<Record<HandlerName, number>>)[name] : undefined;
}
