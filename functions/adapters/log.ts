import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Callback, Context } from 'aws-lambda';
import { loadPowertools } from './powertools.ts';

/**
 * The one structured logger of the Lambdas: Powertools for AWS Lambda's Logger, a JSON line per
 * event with its standard keys (level, message, timestamp, service, cold_start, function_name,
 * function_request_id, xray_trace_id) plus the product part (`scope`) and API Gateway's request id
 * (`request_id`), at the level POWERTOOLS_LOG_LEVEL, LOG_LEVEL or Lambda's own log-level setting
 * allows. Never log personal data or secrets (e-mails, names, phones, BVN, bank details, codes,
 * tokens): test/integration/security/log-scan.test.ts searches the whole run's log for them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

let root: Logger | undefined;

/**
 * Made on first use, so the level and POWERTOOLS_DEV are read from the environment the handler runs
 * in; Powertools itself is loaded then too (./powertools.ts), not at module init (issue #31).
 */
function powertools(): Logger {
  if (root) return root;
  const { Logger } = loadPowertools('logger');
  root = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quarter' });
  return root;
}

/**
 * API Gateway's request id for the invocation in progress. Kept per async context, not on the shared
 * Logger, because the local product runs many invocations at once in one process; on Lambda one
 * environment runs one at a time, so the Lambda context Powertools holds is the invocation's own.
 */
const apiRequestId = new AsyncLocalStorage<string>();

/**
 * Runs one invocation with its Lambda context (function name, request id, cold start) and API
 * Gateway's request id on every line it logs.
 */
export function withLogContext<T>(
  requestId: string | undefined,
  context: Context | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (context) powertools().addContext(context);
  return apiRequestId.run(requestId ?? context?.awsRequestId ?? 'unknown', run);
}

/**
 * The same for a handler that API Gateway does not call (Cognito triggers, the stream, WebSocket
 * routes). The product's handlers all return promises; the callback is never called.
 */
export function withLambdaLog<E, R>(
  handler: (event: E, context: Context, callback: Callback<R>) => void | R | Promise<R>,
): (event: E, context: Context) => Promise<R> {
  const noCallback: Callback<R> = () => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return (event, context) =>
    withLogContext(undefined, context, async () => (await handler(event, context, noCallback)) as R);
}

/** The request id every line of the invocation in progress carries, for an answer to quote it too. */
export function currentRequestId(): string | undefined {
  return apiRequestId.getStore();
}

export type LogFields = Record<string, unknown>;

/**
 * Keys Powertools writes itself; a field of the same name would be dropped with a warning line of its
 * own, and `msg` (the older lines' name for the message) would repeat it.
 */
const OWN_KEYS = new Set(['level', 'message', 'msg', 'timestamp', 'service', 'sampling_rate']);

function write(level: LogLevel, scope: string, message: string, fields: LogFields = {}): void {
  const requestId = apiRequestId.getStore();
  powertools()[level]({
    message,
    scope,
    ...(requestId ? { request_id: requestId } : {}),
    ...Object.fromEntries(Object.entries(fields).filter(([key]) => !OWN_KEYS.has(key))),
  });
}

/** A logger for one part of the product ('payments', 'referral', ...). */
export function logger(scope: string) {
  return {
    debug: (message: string, fields?: LogFields) => write('debug', scope, message, fields),
    info: (message: string, fields?: LogFields) => write('info', scope, message, fields),
    warn: (message: string, fields?: LogFields) => write('warn', scope, message, fields),
    error: (message: string, fields?: LogFields) => write('error', scope, message, fields),
  };
}
