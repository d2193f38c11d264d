import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../../domain/app-error.ts';
import type { ErrorBody } from '../../domain/contracts/system.ts';
import { currentRequestId, logger } from '../../adapters/log.ts';
import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { json } from './json.ts';

/** The contract's error body, with `details` only when a refusal carries some (none does yet). */
export interface ErrorAnswerBody {
  readonly error: ErrorBody['error'] & { readonly details?: Readonly<Record<string, unknown>> };
}

/** An error as the caller receives it: status, extra headers and the JSON body. */
export interface ErrorAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: ErrorAnswerBody;
}

export interface ErrorOptions {
  /**
   * The WebSocket $connect: the browser learns only that the socket did not open, so every fault is
   * a 500 there (an unreachable table too) and nothing is counted, as it has always been.
   */
  readonly handshake?: boolean;
}

const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';
/** Long enough for a throttled table or a restarting dependency; the web client waits it out. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Network failures and DynamoDB throttling: the dependency, not this request, is at fault. */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code ?? '') ||
    /ECONNREFUSED|socket hang up|ServiceUnavailable|ProvisionedThroughputExceeded|RequestLimitExceeded/.test(
      `${error.name} ${error.message}`,
    )
  );
}

function describeFault(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The refusal a fault becomes, logged (with the request id the logger adds) since the caller hears nothing of it. */
function refusalFor(error: unknown, route: string | undefined, options: ErrorOptions): AppError {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  if (!options.handshake && (isUnavailable(error) || isUnavailable(cause))) {
    logger('http').error('dependency unavailable', { route, error: String(error) });
    return AppError.unavailable(UNAVAILABLE_MESSAGE, { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
  }
  logger('http').error('unhandled error', { route, error: describeFault(error) });
  return new AppError('internal', INTERNAL_MESSAGE);
}

function headersOf(refusal: AppError, fault: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (refusal.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(Math.max(1, Math.ceil(refusal.retryAfterSeconds)));
  // A fault's detail is only in the log: the id lets a caller (or support) find that line.
  const requestId = fault ? currentRequestId() : undefined;
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}

/**
 * The one mapping from a thrown value to what the caller is told: an AppError keeps its code,
 * status and message (and Retry-After); an unreachable dependency is a 503; anything else is a
 * logged 500 with no detail. Rate limits and 5xx answers are counted under `route` (API Gateway's
 * routeKey).
 */
export function errorAnswer(
  error: unknown,
  route: string | undefined,
  options: ErrorOptions = {},
): ErrorAnswer {
  const fault = !(error instanceof AppError);
  const refusal = fault ? refusalFor(error, route, options) : error;
  if (!options.handshake) {
    if (refusal.status === 429) countMetric(BUSINESS_METRICS.rateLimited, route);
    if (refusal.status >= 500) countMetric(BUSINESS_METRICS.serverError, route);
  }
  const { code, message, details } = refusal;
  return {
    status: refusal.status,
    headers: headersOf(refusal, fault),
    body: { error: { code, message, ...(details ? { details } : {}) } },
  };
}

/** The same answer as a JSON response, for every handler that returns one. */
export function errorResponse(
  error: unknown,
  route: string | undefined,
  options: ErrorOptions = {},
): APIGatewayProxyStructuredResultV2 {
  const answer = errorAnswer(error, route, options);
  return json(answer.status, answer.body, answer.headers);
}
