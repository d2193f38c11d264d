/**
 * The security headers every response carries, the same set CloudFront's response headers policy
 * sends on AWS (lib/site.ts), so a page that works locally does not break behind CloudFront. Local
 * differences, on purpose: no `upgrade-insecure-requests` (the site is plain http), connect-src allows
 * ws:/wss: and needs no Cognito host (the identity provider is on this origin), and frame-src adds the
 * scheduling sandbox's origin.
 */
export interface SecurityHeaderOptions {
  /** Origins allowed to be framed besides Calendly, e.g. the local scheduling sandbox. */
  readonly extraFrameSources?: readonly string[];
  /** Extra connect-src entries; locally any ws:/wss: target, on AWS the site's own wss origin. */
  readonly connectSources?: readonly string[];
}

export const CALENDLY_ORIGIN = 'https://calendly.com';
export const PAYSTACK_CHECKOUT_ORIGIN = 'https://checkout.paystack.com';

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const connect = options.connectSources ?? ['ws:', 'wss:'];
  const frames = [CALENDLY_ORIGIN, ...(options.extraFrameSources ?? [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`,
    `frame-src 'self' ${frames.join(' ')}`,
    "frame-ancestors 'none'",
    `form-action 'self' ${PAYSTACK_CHECKOUT_ORIGIN}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Header name -> value, lower-case names as Node and CloudFront both accept them. */
export function securityHeaderValues(options: SecurityHeaderOptions = {}): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}
