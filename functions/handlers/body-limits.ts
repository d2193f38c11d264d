import type { routes, streamRoutes } from './routes.ts';

type Route = (typeof routes)[number] | (typeof streamRoutes)[number];
/** `METHOD /path` of every route that takes a body (API Gateway's route key). */
export type BodyRouteKey = Route extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? M extends 'GET'
      ? never
      : `${M} ${P}`
    : never
  : never;

const KB = 1024;

/**
 * The largest request body each route accepts, in bytes: every handler refuses more with 413
 * (httpHandler before the handler runs, parseBody and signedBody when they read it), and the edge
 * firewall (lib/edge-stack.ts) lets exactly this much through on the route's path, no more. A route
 * that takes a body must be listed (the type says so), so the two cannot disagree.
 */
export const BODY_LIMIT_BYTES = {
  // A chat history: CHAT_LIMITS.maxTotalBytes (48 KB) of content plus JSON escaping.
  'POST /api/chat': 64 * KB,
  'POST /api/chat/stream': 64 * KB,
  'POST /api/chat-sessions': 64 * KB,
  // A launch call carries a few short fields; a failure report's prompt is capped at 200 characters.
  'POST /api/launch/onboarding': 16 * KB,
  'POST /api/payments/checkout': 4 * KB,
  // The payment link's own checkout (issue #26): the token is in the path, the body is empty or tiny.
  'POST /api/payments/checkout/{token}': 4 * KB,
  'POST /api/payments/verify': 4 * KB,
  // The exact bytes Paystack and Calendly sign.
  'POST /api/payments/webhook': 64 * KB,
  'POST /api/scheduling/webhook': 64 * KB,
  // Meta's notification, signed as sent; a text message is at most 4,096 characters (issue #30).
  'POST /api/whatsapp/webhook': 64 * KB,
  // Issue #30: takeover and handback read no body; a reply is at most 4,096 characters.
  'POST /api/admin/chat-sessions/{id}/takeover': 1 * KB,
  'POST /api/admin/chat-sessions/{id}/handback': 1 * KB,
  'POST /api/admin/chat-sessions/{id}/replies': 64 * KB,
  'POST /api/admin/payment-links': 4 * KB,
  // One step of the launch request (BVN, bank details); the ID document itself goes to S3 directly.
  'PUT /api/launch-requests/{token}': 8 * KB,
  'POST /api/launch-requests/{token}/upload': 8 * KB,
  'POST /api/referrals': 64 * KB,
  'POST /api/referrals/dashboard-link': 64 * KB,
  // A token, a link code, a bank code and ten digits (issue #29).
  'POST /api/referrals/payout-account/resolve': 1 * KB,
  'PUT /api/referrals/payout-account': 1 * KB,
  // A partner id and at most 100 activity ids.
  'POST /api/admin/payouts/approve': 8 * KB,
  // Leads are a few short fields; a smaller cap keeps junk out of the table.
  'POST /api/leads': 8 * KB,
  // No body is read: the caller is the token.
  'POST /api/admin/live-ticket': 1 * KB,
  'POST /api/admin/onboarding/{token}/live': 1 * KB,
  'PATCH /api/admin/chat-sessions/{id}': 1 * KB,
  'POST /api/admin/prospects/{token}/notes': 64 * KB,
  'PATCH /api/admin/prospects/{token}': 64 * KB,
} as const satisfies Record<BodyRouteKey, number>;

/** What a route without a body of its own (a GET) may still be sent before the handler refuses it. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * KB;

interface RoutedEvent {
  readonly routeKey?: string;
  readonly rawPath?: string;
  readonly requestContext?: { readonly http?: { readonly method?: string } };
}

/**
 * The limit of the route an event came in on. A function URL (the streamed chat on AWS) names no
 * route ("$default"), so the method and path stand in for it.
 */
export function bodyLimitOf(event: RoutedEvent): number {
  const key =
    event.routeKey && event.routeKey !== '$default'
      ? event.routeKey
      : `${event.requestContext?.http?.method ?? ''} ${event.rawPath ?? ''}`;
  return (BODY_LIMIT_BYTES as Readonly<Record<string, number>>)[key] ?? DEFAULT_BODY_LIMIT_BYTES;
}
