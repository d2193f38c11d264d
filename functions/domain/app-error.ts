import type { ApiErrorCode } from './contracts/system.ts';
import { NO_ACCESS, SIGN_IN_TO_CONTINUE } from './gateway-refusals.ts';

/**
 * The one application error: a refusal whose `message` is written for the caller and reaches them
 * verbatim, with the HTTP status its `code` stands for. Services, adapters and handlers throw it;
 * functions/handlers/lib/errors.ts is the one place that turns it (and anything else) into an
 * answer. Any other error is a fault: the caller hears a generic 500 and the detail goes to the log.
 */
export const APP_ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** Only a handler serving several methods on one path refuses the others (the route table never sends them). */
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  provider_down: 502,
  unavailable: 503,
} as const satisfies Record<ApiErrorCode, number>;

export type AppErrorCode = ApiErrorCode;

export interface AppErrorOptions {
  /** Extra public facts for the body's `error.details`; nothing secret or personal. */
  readonly details?: Readonly<Record<string, unknown>>;
  /** Becomes the Retry-After header, in whole seconds (at least 1). */
  readonly retryAfterSeconds?: number;
  /**
   * Names one specific refusal for code that must tell it apart from others of the same code
   * (e.g. `duplicate_email`, which the referral store turns into an outcome). Never sent.
   */
  readonly reason?: string;
  /** What went wrong underneath, for logs and debugging; never sent. */
  readonly cause?: unknown;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export class AppError extends Error {
  readonly status: number;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly reason: string | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = APP_ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }

  /** 400: the message starts with the field it names (`email: ...`), or says what is wrong with the body. */
  static validation(message: string, options?: AppErrorOptions): AppError {
    return new AppError('validation', message, options);
  }

  static unauthorized(message = SIGN_IN_TO_CONTINUE, options?: AppErrorOptions): AppError {
    return new AppError('unauthorized', message, options);
  }

  static forbidden(message = NO_ACCESS, options?: AppErrorOptions): AppError {
    return new AppError('forbidden', message, options);
  }

  static notFound(message = 'Not found.', options?: AppErrorOptions): AppError {
    return new AppError('not_found', message, options);
  }

  static methodNotAllowed(method: string): AppError {
    return new AppError('method_not_allowed', `${method} is not supported here.`);
  }

  static conflict(message: string, options?: AppErrorOptions): AppError {
    return new AppError('conflict', message, options);
  }

  static tooLarge(message = 'That request is too large.', options?: AppErrorOptions): AppError {
    return new AppError('too_large', message, options);
  }

  static rateLimited(retryAfterSeconds: number, message = RATE_LIMITED_MESSAGE): AppError {
    return new AppError('rate_limited', message, { retryAfterSeconds });
  }

  /** 502: a third party (Bedrock, Paystack, SES) failed us; the message says so without its words. */
  static providerDown(message: string, options?: AppErrorOptions): AppError {
    return new AppError('provider_down', message, options);
  }

  static unavailable(message: string, options?: AppErrorOptions): AppError {
    return new AppError('unavailable', message, options);
  }
}

/** True for an AppError, and, when `reason` is given, only for that specific refusal. */
export function isAppError(error: unknown, reason?: string): error is AppError {
  return error instanceof AppError && (reason === undefined || error.reason === reason);
}
