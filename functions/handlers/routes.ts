import { CHAT_STREAM_PATH } from '../domain/chat-stream.ts';

/**
 * Every HTTP route of the product, in one place. The local router and the CDK api construct
 * both read this table, so a route cannot exist in one runtime and not the other.
 * `handler` names the file in functions/handlers that exports `handler`.
 */
export type RouteAuth =
  /** anyone; rate limits are the handler's business */
  | 'public'
  /** a valid user pool token (any signed-in user) */
  | 'user'
  /** a valid token whose cognito:groups contains `admins`; the handler re-checks the group */
  | 'admin'
  /** the caller proves itself by a signature the handler checks (payment and scheduling webhooks) */
  | 'signature';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway style path, parameters in braces: /api/admin/chat-sessions/{id} */
  readonly path: string;
  readonly handler: string;
  readonly auth: RouteAuth;
}

/** API Gateway's own way to write a route: the method, a space, the path (`GET /api/leads`). */
type RouteKey = `${HttpMethod} /${string}`;

/** One row of the table: the route key, the handler file that answers it, who may call it. */
function route<const Handler extends string>(
  key: RouteKey,
  handler: Handler,
  auth: RouteAuth,
): RouteDefinition & { readonly handler: Handler } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1), handler, auth };
}

export const routes = [
  route('GET /api/simple-test', 'simple-test', 'public'),
  route('POST /api/chat', 'chat', 'public'),
  route('POST /api/chat-sessions', 'chat-sessions-save', 'public'),
  route('POST /api/launch/onboarding', 'launch-chat-onboarding', 'public'),
  // Issue #28: whether the chat a browser kept may go on (a paid launch's refusal), as /launch opens it.
  route('GET /api/launch/onboarding/{token}', 'launch-chat-onboarding', 'public'),
  route('GET /api/launch/onboarding/{token}/setup-call', 'launch-chat-onboarding', 'public'),
  route('GET /api/launch/onboarding/{token}/setup-call.ics', 'launch-chat-onboarding', 'public'),
  route('POST /api/payments/checkout', 'payments-checkout', 'user'),
  route('GET /api/payments/checkout/{token}', 'payments-checkout', 'public'),
  route('POST /api/payments/checkout/{token}', 'payments-checkout', 'public'),
  route('POST /api/payments/verify', 'payments-verify', 'public'),
  route('POST /api/payments/webhook', 'payments-webhook', 'signature'),
  route('POST /api/scheduling/webhook', 'scheduling-webhook', 'signature'),
  // Issue #30: Meta's handshake (GET) and notifications (POST, X-Hub-Signature-256 checked in the handler).
  route('GET /api/whatsapp/webhook', 'whatsapp-webhook', 'public'),
  route('POST /api/whatsapp/webhook', 'whatsapp-webhook', 'signature'),
  route('POST /api/admin/payment-links', 'payments-link', 'admin'),
  route('GET /api/launch-requests/{token}', 'launch-requests', 'user'),
  route('PUT /api/launch-requests/{token}', 'launch-requests', 'user'),
  route('POST /api/launch-requests/{token}/upload', 'launch-requests', 'user'),
  route('POST /api/referrals', 'referrals-apply', 'public'),
  route('GET /api/referrals/dashboard', 'referrals-dashboard', 'public'),
  route('GET /api/referrals/r/{slug}', 'referrals-dashboard', 'public'),
  route('POST /api/referrals/dashboard-link', 'referrals-dashboard-link', 'public'),
  route('GET /api/referrals/payout-banks', 'referrals-payout-account', 'public'),
  route('POST /api/referrals/payout-account/resolve', 'referrals-payout-account', 'public'),
  route('PUT /api/referrals/payout-account', 'referrals-payout-account', 'public'),
  route('GET /api/admin/payouts', 'admin-payouts', 'admin'),
  route('POST /api/admin/payouts/approve', 'admin-payouts', 'admin'),
  route('GET /api/admin/payouts/{referrer_id}/account', 'admin-payouts', 'admin'),
  route('POST /api/leads', 'leads', 'public'),
  route('GET /api/admin/is-admin', 'admin-is-admin', 'user'),
  route('POST /api/admin/live-ticket', 'admin-is-admin', 'admin'),
  route('GET /api/admin/chat-sessions', 'admin-chat-sessions', 'admin'),
  route('GET /api/admin/chat-sessions/{id}', 'admin-chat-sessions', 'admin'),
  route('PATCH /api/admin/chat-sessions/{id}', 'admin-chat-sessions', 'admin'),
  // Issue #30: staff take a conversation over from Q, hand it back, and reply.
  route('POST /api/admin/chat-sessions/{id}/takeover', 'admin-chat-session-staff', 'admin'),
  route('POST /api/admin/chat-sessions/{id}/handback', 'admin-chat-session-staff', 'admin'),
  route('POST /api/admin/chat-sessions/{id}/replies', 'admin-chat-session-staff', 'admin'),
  route('GET /api/admin/launch-requests', 'admin-launch-requests', 'admin'),
  route('GET /api/admin/launch-requests/{id}/sensitive', 'admin-launch-request-sensitive', 'admin'),
  route('GET /api/admin/onboarding', 'admin-onboarding', 'admin'),
  route('GET /api/admin/funnel', 'admin-funnel', 'admin'),
  route('GET /api/admin/staff', 'admin-staff', 'admin'),
  route('POST /api/admin/onboarding/{token}/live', 'admin-mark-live', 'admin'),
  route('GET /api/admin/prospects/follow-ups', 'admin-prospect', 'admin'),
  route('GET /api/admin/prospects/{token}/timeline', 'admin-prospect', 'admin'),
  route('POST /api/admin/prospects/{token}/notes', 'admin-prospect-update', 'admin'),
  route('PATCH /api/admin/prospects/{token}', 'admin-prospect-update', 'admin'),
] as const;

/**
 * Routes whose handler sends its answer as it is made (functions/handlers/lib/response-stream.ts).
 * API Gateway HTTP APIs buffer a whole response, so on AWS each is a Lambda function URL in
 * RESPONSE_STREAM mode behind its own CloudFront behaviour (lib/chat-stream.ts); the local router
 * serves them next to `routes`, chunked.
 */
export const streamRoutes = [route(`POST ${CHAT_STREAM_PATH}`, 'chat-stream', 'public')] as const;

/** Lambda entries that are not HTTP routes: WebSocket routes, the stream fan-out and Cognito triggers. */
export const eventHandlers = {
  wsConnect: 'ws-connect',
  wsDisconnect: 'ws-disconnect',
  streamFanout: 'stream-fanout',
  defineAuthChallenge: 'auth-define-challenge',
  createAuthChallenge: 'auth-create-challenge',
  verifyAuthChallenge: 'auth-verify-challenge',
  preSignUp: 'auth-pre-signup',
  preAuthentication: 'auth-pre-authentication',
  customMessage: 'auth-custom-message',
  /** SES bounces, complaints, rejects and delays, through EventBridge (lib/mail-events.ts). */
  mailEvents: 'mail-events',
  /** Payouts whose transfer webhook never came, asked of Paystack (EventBridge schedule, issue #29). */
  payoutsReconcile: 'payouts-reconcile',
} as const;

/**
 * Lambda entries deployed only when their channel is configured: WhatsApp notifications, from the
 * queue the webhook fills (lib/whatsapp.ts, issue #30). Always bundled, so turning it on needs no build change.
 */
export const optionalEventHandlers = {
  whatsappWorker: 'whatsapp-worker',
} as const;

export type HandlerName =
  | (typeof routes)[number]['handler']
  | (typeof streamRoutes)[number]['handler']
  | (typeof eventHandlers)[keyof typeof eventHandlers]
  | (typeof optionalEventHandlers)[keyof typeof optionalEventHandlers];
