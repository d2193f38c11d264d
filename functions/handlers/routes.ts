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

export const routes = [
  { method: 'GET', path: '/api/simple-test', handler: 'simple-test', auth: 'public' },
  { method: 'POST', path: '/api/chat', handler: 'chat', auth: 'public' },
  { method: 'POST', path: '/api/chat-sessions', handler: 'chat-sessions-save', auth: 'public' },
  { method: 'POST', path: '/api/launch/onboarding', handler: 'launch-chat-onboarding', auth: 'public' },
  // Issue #28: whether the chat a browser kept may go on (a paid launch's refusal), as /launch opens it.
  {
    method: 'GET',
    path: '/api/launch/onboarding/{token}',
    handler: 'launch-chat-onboarding',
    auth: 'public',
  },
  {
    method: 'GET',
    path: '/api/launch/onboarding/{token}/setup-call',
    handler: 'launch-chat-onboarding',
    auth: 'public',
  },
  {
    method: 'GET',
    path: '/api/launch/onboarding/{token}/setup-call.ics',
    handler: 'launch-chat-onboarding',
    auth: 'public',
  },
  { method: 'POST', path: '/api/payments/checkout', handler: 'payments-checkout', auth: 'user' },
  { method: 'GET', path: '/api/payments/checkout/{token}', handler: 'payments-checkout', auth: 'public' },
  { method: 'POST', path: '/api/payments/checkout/{token}', handler: 'payments-checkout', auth: 'public' },
  { method: 'POST', path: '/api/payments/verify', handler: 'payments-verify', auth: 'public' },
  { method: 'POST', path: '/api/payments/webhook', handler: 'payments-webhook', auth: 'signature' },
  { method: 'POST', path: '/api/scheduling/webhook', handler: 'scheduling-webhook', auth: 'signature' },
  // Issue #30: Meta's handshake (GET) and notifications (POST, X-Hub-Signature-256 checked in the handler).
  { method: 'GET', path: '/api/whatsapp/webhook', handler: 'whatsapp-webhook', auth: 'public' },
  { method: 'POST', path: '/api/whatsapp/webhook', handler: 'whatsapp-webhook', auth: 'signature' },
  { method: 'POST', path: '/api/admin/payment-links', handler: 'payments-link', auth: 'admin' },
  { method: 'GET', path: '/api/launch-requests/{token}', handler: 'launch-requests', auth: 'user' },
  { method: 'PUT', path: '/api/launch-requests/{token}', handler: 'launch-requests', auth: 'user' },
  { method: 'POST', path: '/api/launch-requests/{token}/upload', handler: 'launch-requests', auth: 'user' },
  { method: 'POST', path: '/api/referrals', handler: 'referrals-apply', auth: 'public' },
  { method: 'GET', path: '/api/referrals/dashboard', handler: 'referrals-dashboard', auth: 'public' },
  { method: 'GET', path: '/api/referrals/r/{slug}', handler: 'referrals-dashboard', auth: 'public' },
  {
    method: 'POST',
    path: '/api/referrals/dashboard-link',
    handler: 'referrals-dashboard-link',
    auth: 'public',
  },
  {
    method: 'GET',
    path: '/api/referrals/payout-banks',
    handler: 'referrals-payout-account',
    auth: 'public',
  },
  {
    method: 'POST',
    path: '/api/referrals/payout-account/resolve',
    handler: 'referrals-payout-account',
    auth: 'public',
  },
  {
    method: 'PUT',
    path: '/api/referrals/payout-account',
    handler: 'referrals-payout-account',
    auth: 'public',
  },
  { method: 'GET', path: '/api/admin/payouts', handler: 'admin-payouts', auth: 'admin' },
  { method: 'POST', path: '/api/admin/payouts/approve', handler: 'admin-payouts', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/payouts/{referrer_id}/account',
    handler: 'admin-payouts',
    auth: 'admin',
  },
  { method: 'POST', path: '/api/leads', handler: 'leads', auth: 'public' },
  { method: 'GET', path: '/api/admin/is-admin', handler: 'admin-is-admin', auth: 'user' },
  { method: 'POST', path: '/api/admin/live-ticket', handler: 'admin-is-admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/chat-sessions', handler: 'admin-chat-sessions', auth: 'admin' },
  { method: 'GET', path: '/api/admin/chat-sessions/{id}', handler: 'admin-chat-sessions', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/chat-sessions/{id}', handler: 'admin-chat-sessions', auth: 'admin' },
  // Issue #30: staff take a conversation over from Q, hand it back, and reply.
  {
    method: 'POST',
    path: '/api/admin/chat-sessions/{id}/takeover',
    handler: 'admin-chat-session-staff',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/chat-sessions/{id}/handback',
    handler: 'admin-chat-session-staff',
    auth: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/chat-sessions/{id}/replies',
    handler: 'admin-chat-session-staff',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/admin/launch-requests', handler: 'admin-launch-requests', auth: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/launch-requests/{id}/sensitive',
    handler: 'admin-launch-request-sensitive',
    auth: 'admin',
  },
  { method: 'GET', path: '/api/admin/onboarding', handler: 'admin-onboarding', auth: 'admin' },
  { method: 'GET', path: '/api/admin/funnel', handler: 'admin-funnel', auth: 'admin' },
  { method: 'GET', path: '/api/admin/staff', handler: 'admin-staff', auth: 'admin' },
  { method: 'POST', path: '/api/admin/onboarding/{token}/live', handler: 'admin-mark-live', auth: 'admin' },
  { method: 'GET', path: '/api/admin/prospects/follow-ups', handler: 'admin-prospect', auth: 'admin' },
  { method: 'GET', path: '/api/admin/prospects/{token}/timeline', handler: 'admin-prospect', auth: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/prospects/{token}/notes',
    handler: 'admin-prospect-update',
    auth: 'admin',
  },
  { method: 'PATCH', path: '/api/admin/prospects/{token}', handler: 'admin-prospect-update', auth: 'admin' },
] as const satisfies readonly RouteDefinition[];

/**
 * Routes whose handler sends its answer as it is made (functions/handlers/lib/response-stream.ts).
 * API Gateway HTTP APIs buffer a whole response, so on AWS each is a Lambda function URL in
 * RESPONSE_STREAM mode behind its own CloudFront behaviour (lib/chat-stream.ts); the local router
 * serves them next to `routes`, chunked.
 */
export const streamRoutes = [
  { method: 'POST', path: CHAT_STREAM_PATH, handler: 'chat-stream', auth: 'public' },
] as const satisfies readonly RouteDefinition[];

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
