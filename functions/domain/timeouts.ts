/**
 * How long each outbound call of a handler may take, and how long its Lambda may run, in one place:
 * a Lambda that times out while it still waits on Paystack loses the answer, any write after it and
 * the log line that would explain it. The adapters read the call limits from here, lib/handler-needs.ts
 * the Lambda timeouts and the chain of calls each handler makes; test/infra/timeouts.test.ts checks
 * that every function outlasts its slowest chain plus `followUpMarginMs`.
 */

/**
 * AWS SDK clients called in a request (SES, Cognito, Secrets Manager): per attempt a connection
 * limit and a request limit (with throwOnRequestTimeout, so a hung call ends), two attempts. Regional
 * AWS endpoints answer these calls in well under a second.
 */
export const awsCallLimits = {
  connectionTimeoutMs: 1_000,
  requestTimeoutMs: 1_500,
  maxAttempts: 2,
} as const;

/** DynamoDB calls of a request: two attempts, a one-second connect and a four-second request limit. */
export const dynamoDbCallLimits = {
  connectionTimeoutMs: 1_000,
  requestTimeoutMs: 4_000,
  maxAttempts: 2,
} as const;

export interface CallLimits {
  readonly connectionTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly maxAttempts: number;
}

/**
 * Cognito waits 5 s for a trigger; one that has not answered by then is invoked again (three
 * attempts in all) and the sign-in fails after the third. This 5 s cannot be changed
 * (https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-identity-pools-working-with-aws-lambda-triggers.html).
 * So every AWS call a trigger makes (DynamoDB, SES, Cognito) gets one attempt with short limits,
 * and the whole trigger ends after `budgetMs` whatever is still pending: it answers or fails well
 * inside Cognito's wait, so Cognito never retries a trigger that is merely slow (issue #25).
 */
export const cognitoTriggerLimits = {
  connectionTimeoutMs: 500,
  requestTimeoutMs: 1_000,
  maxAttempts: 1,
  budgetMs: 3_000,
} as const;

const awsCallMs =
  awsCallLimits.maxAttempts * (awsCallLimits.connectionTimeoutMs + awsCallLimits.requestTimeoutMs);

/** The longest one call may take, retries included, in milliseconds. */
export const outboundTimeoutsMs = {
  /** One fetch to api.paystack.co (initialize or verify), aborted after this; no retry. */
  paystack: 10_000,
  /**
   * A quick Paystack read or setup for payouts (bank list, account resolve, transfer recipient),
   * aborted sooner so a payout handler fits under the HTTP API's 30 s (issue #29).
   */
  paystackLookup: 5_000,
  /** One Converse call, SDK retries included; then Q answers with the built-in guide. */
  bedrock: 12_000,
  ses: awsCallMs,
  cognito: awsCallMs,
  /** GetSecretValue of the Paystack key or the Calendly signing key, once per cold start. */
  secretsManager: awsCallMs,
  /** One POST of a staff alert to STAFF_ALERT_WEBHOOK_URL, aborted after this; no retry. */
  alertWebhook: 2_000,
  /** SendMessage of a WhatsApp notification to the worker's queue (issue #30). */
  sqs: awsCallMs,
  /** One POST to WhatsApp's Graph API messages endpoint, aborted after this; no retry (issue #30). */
  whatsappGraph: 5_000,
  /** The user pool's JWKS, fetched by jose (its default timeout) when a token names an unknown key. */
  jwks: 5_000,
} as const;

export type OutboundCall = keyof typeof outboundTimeoutsMs;

/** What a handler does after its slowest call returns: DynamoDB writes, mapping the answer, logging. */
export const followUpMarginMs = 3_000;

/**
 * API Gateway HTTP APIs wait at most 30 s for an integration, so an HTTP handler's Lambda that runs
 * longer only works for an answer nobody receives.
 */
export const httpIntegrationLimitSeconds = 30;

/**
 * Lambda timeouts in seconds. Cognito stops waiting for a trigger after 5 s whatever its timeout; a
 * trigger's timeout only lets it finish and log what was slow.
 */
export const lambdaTimeoutSeconds = {
  default: 10,
  /** Bedrock (12 s) and its fallback, under the HTTP API's 30 s. */
  chat: 29,
  /** Cognito GetUser, the Paystack key, Paystack and a receipt e-mail in a row: 25 s at worst. */
  payments: 29,
  /** DescribeUserPoolClient and AdminListGroupsForUser in a row. */
  cognitoReads: 15,
  /** The Calendly signing key on a cold start, then the staff alert: 13 s at worst. */
  schedulingWebhook: 15,
  /** A batch of up to 100 stream records, each fanned out to every connection. */
  streamFanout: 60,
  /**
   * One WhatsApp notification (batch size 1): the secrets on a cold start, Q (Bedrock and its
   * fallback) and up to a few Graph sends in a row, then the writes (issue #30).
   */
  whatsappWorker: 60,
  /** Meta's webhook: the app secret on a cold start, then SendMessage to the queue (issue #30). */
  whatsappWebhook: 15,
  /** A staff reply: Cognito GetUser, the access token on a cold start, then the Graph API or SES. */
  staffReplies: 25,
  /** One Paystack verify per open payout, in a row; not behind the HTTP API. */
  payoutsReconcile: 120,
} as const;
