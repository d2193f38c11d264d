import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The one structured logger of the Lambdas: a JSON line per event with the fields Powertools'
 * Logger writes (level, timestamp, service, function_name, request id, cold_start), at the level
 * LOG_LEVEL (or POWERTOOLS_LOG_LEVEL) allows. Hand-written because Powertools' Logger costs about
 * 15 KB of each bundle's 300 KB budget for these few lines. Never log personal data or secrets
 * (e-mails, names, phones, BVN, bank details, codes, tokens): test/integration/security/
 * log-scan.test.ts searches the whole run's log for them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const WRITE: Record<LogLevel, (line: string) => void> = {
  debug: (line) => console.debug(line),
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

interface Invocation {
  readonly requestId: string;
  readonly coldStart: boolean;
}

const invocation = new AsyncLocalStorage<Invocation>();
let coldStart = true;

/** Runs one invocation with its request id on every line it logs; the first of a container is the cold start. */
export function withLogContext<T>(requestId: string | undefined, run: () => Promise<T>): Promise<T> {
  const entry = { requestId: requestId ?? 'unknown', coldStart };
  coldStart = false;
  return invocation.run(entry, run);
}

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? process.env.POWERTOOLS_LOG_LEVEL ?? 'info').toLowerCase();
  return ORDER[configured as LogLevel] ?? ORDER.info;
}

export type LogFields = Record<string, unknown>;

function write(level: LogLevel, scope: string, message: string, fields: LogFields = {}): void {
  if (ORDER[level] < threshold()) return;
  const context = invocation.getStore();
  WRITE[level](
    JSON.stringify({
      level,
      timestamp: new Date().toISOString(),
      service: process.env.POWERTOOLS_SERVICE_NAME ?? 'quarter',
      ...(process.env.AWS_LAMBDA_FUNCTION_NAME
        ? { function_name: process.env.AWS_LAMBDA_FUNCTION_NAME }
        : {}),
      ...(context ? { request_id: context.requestId, cold_start: context.coldStart } : {}),
      scope,
      msg: message,
      ...fields,
    }),
  );
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
