import { lambdaTimeoutSeconds, type OutboundCall } from '../functions/domain/timeouts.ts';
import type { HandlerName } from '../functions/handlers/routes.ts';

export type TableAccess = 'none' | 'read' | 'readwrite';

/** Item-level DynamoDB actions a grant may name. */
export type ItemAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query';

/** Exactly these actions, on items whose partition key matches one of `keys` (dynamodb:LeadingKeys). */
export interface ItemGrant {
  readonly actions: readonly ItemAction[];
  readonly keys: readonly string[];
}

/** Partition keys of OtpChallenge items (functions/adapters/db/entities/otp-challenge.ts). */
export const otpChallengeKeyPattern = 'otp#*';
/** Partition keys of live-refresh tickets (functions/adapters/db/live-tickets.ts). */
export const liveTicketKeyPattern = 'ws-ticket#*';
/** Partition keys of RateCounter items (functions/adapters/db/entities/rate-counter.ts). */
export const rateCounterKeyPattern = 'rate#*';

/** Partition keys of SES events and an address's mail status (functions/adapters/db/entities/mail-*.ts). */
export const mailKeyPattern = 'mail#*';

/** Partition keys of a prospect and its notes (functions/adapters/db/entities/prospect*.ts). */
export const prospectKeyPattern = 'prospect#*';
/** Partition keys of onboarding records and launch requests (entities/onboarding.ts, launch-request.ts). */
export const onboardingKeyPattern = 'onboarding#*';
export const launchRequestKeyPattern = 'launch#*';
/** The partition of the funnel's day counters (functions/adapters/db/funnel-counters.ts). */
export const funnelDayKey = 'funnel-day';

/**
 * What each Lambda may touch. Typed by HandlerName, so a handler added to routes.ts does not
 * typecheck until someone decides its privileges here.
 */
export interface HandlerNeeds {
  readonly table: TableAccess;
  /**
   * Instead of the table-wide grant of `table`: exactly these item actions on these keys. For the
   * Cognito triggers, which run for every sign-in attempt and touch only challenge and counter items.
   */
  readonly items?: readonly ItemGrant[];
  /** A read-only handler that still counts requests: may write RateCounter items (pk rate#...) only. */
  readonly countsRequests?: boolean;
  /** ses:SendEmail on the configured identity, MAIL_FROM set. */
  readonly sendsMail?: boolean;
  /**
   * BEDROCK_MODEL_ID set, and on the configured model bedrock:InvokeModel ('converse') or
   * bedrock:InvokeModelWithResponseStream ('converseStream').
   */
  readonly invokesModel?: 'converse' | 'converseStream';
  /**
   * 'api': PAYSTACK_BASE_URL set, the Paystack secret readable (PAYSTACK_SECRET_ARN). 'baseUrl': only the
   * URL, for handlers whose composition root builds the client but which never call Paystack.
   */
  readonly paystack?: 'api' | 'baseUrl';
  /** CALENDLY_SIGNING_KEY_ARN set, the Calendly webhook signing key readable. */
  readonly calendlySigningKey?: boolean;
  /** FIELD_KEY_ID set, kms:Encrypt on the sensitive-data key (BVN, bank details). */
  readonly encryptsFields?: boolean;
  /** UPLOAD_BUCKET set, presigned POSTs and HeadObject under id-documents/. */
  readonly uploadsIdDocuments?: boolean;
  /** FIELD_KEY_ID set, kms:Decrypt on the sensitive-data key: reads BVN and bank details back. */
  readonly decryptsFields?: boolean;
  /** UPLOAD_BUCKET set, s3:GetObject under id-documents/ (and kms:Decrypt): signs download links. */
  readonly readsIdDocuments?: boolean;
  /** cognito-idp:ListUsersInGroup on the user pool (USER_POOL_ID): lists the staff accounts. */
  readonly listsStaff?: boolean;
  /**
   * Issue #30, only when WhatsApp is configured (lib/whatsapp.ts): 'webhook' reads the app secret and
   * verify token and sends to the queue; 'send' reads the access token and calls the Graph API.
   */
  readonly whatsapp?: 'webhook' | 'send';
  /** More than lambdaTimeoutSeconds.default, for handlers whose outbound calls need it. */
  readonly timeoutSeconds?: number;
  /**
   * The outbound calls on the handler's slowest path, in order (functions/domain/timeouts.ts): its
   * timeout must outlast them all plus the follow-up margin (test/infra/timeouts.test.ts).
   */
  readonly calls?: readonly OutboundCall[];
}

export const handlerNeeds = {
  'simple-test': { table: 'none' },
  chat: {
    table: 'readwrite',
    invokesModel: 'converse',
    calls: ['bedrock'],
    timeoutSeconds: lambdaTimeoutSeconds.chat,
  },
  // The same rate counters and model as chat, streamed through a function URL.
  'chat-stream': {
    table: 'readwrite',
    invokesModel: 'converseStream',
    calls: ['bedrock'],
    timeoutSeconds: lambdaTimeoutSeconds.chat,
  },
  'chat-sessions-save': { table: 'readwrite' },
  'launch-chat-onboarding': { table: 'readwrite' },
  // The signed-in customer (Cognito GetUser), the Paystack key on a cold start, then Paystack.
  'payments-checkout': {
    table: 'readwrite',
    paystack: 'api',
    calls: ['cognito', 'secretsManager', 'paystack'],
    timeoutSeconds: lambdaTimeoutSeconds.payments,
  },
  // Confirming a payment opens the launch request, credits a referrer and e-mails the customer.
  'payments-verify': {
    table: 'readwrite',
    paystack: 'api',
    sendsMail: true,
    calls: ['cognito', 'secretsManager', 'paystack', 'ses'],
    timeoutSeconds: lambdaTimeoutSeconds.payments,
  },
  // Checks the signature with the Paystack key (no call to Paystack), then confirms as verify does;
  // a failed transfer event alerts staff by e-mail and the staff alert webhook (its secret first).
  'payments-webhook': {
    table: 'readwrite',
    paystack: 'api',
    sendsMail: true,
    calls: ['secretsManager', 'secretsManager', 'alertWebhook', 'ses'],
    timeoutSeconds: lambdaTimeoutSeconds.payments,
  },
  // Checks Calendly's signature with the signing key, records the setup call, alerts staff.
  'scheduling-webhook': {
    table: 'readwrite',
    calendlySigningKey: true,
    sendsMail: true,
    calls: ['secretsManager', 'ses'],
    timeoutSeconds: lambdaTimeoutSeconds.schedulingWebhook,
  },
  // Reads the onboarding record and e-mails its checkout link; Paystack is called later, at checkout.
  'payments-link': { table: 'read', sendsMail: true, paystack: 'baseUrl', calls: ['ses'] },
  // GET, PUT and the ID-document upload form of a launch request, for the signed-in customer.
  'launch-requests': {
    table: 'readwrite',
    encryptsFields: true,
    uploadsIdDocuments: true,
    calls: ['cognito'],
  },
  'referrals-apply': { table: 'readwrite', sendsMail: true, calls: ['ses'] },
  // The partner's payout account (issue #29): Paystack's bank list and account resolve, the account
  // number sealed with the field key (never opened here: sealing and opening stay apart), a change e-mail.
  'referrals-payout-account': {
    table: 'readwrite',
    paystack: 'api',
    encryptsFields: true,
    sendsMail: true,
    calls: ['secretsManager', 'paystackLookup', 'paystackLookup', 'ses'],
    timeoutSeconds: lambdaTimeoutSeconds.payments,
  },
  // The Payouts tab: approval opens the account number for Paystack's transfer recipient, then
  // one transfer. Also the audited reveal of an account number.
  'admin-payouts': {
    table: 'readwrite',
    paystack: 'api',
    decryptsFields: true,
    // No e-mail: a refusal is read on screen; failures arriving later alert from the webhook.
    calls: ['cognito', 'secretsManager', 'paystackLookup', 'paystack'],
    timeoutSeconds: lambdaTimeoutSeconds.payments,
  },
  // The schedule (every 15 minutes): verifies each payout still approved with Paystack, alerts staff
  // (e-mail and the staff alert webhook).
  'payouts-reconcile': {
    table: 'readwrite',
    paystack: 'api',
    sendsMail: true,
    calls: ['secretsManager', 'paystack', 'secretsManager', 'alertWebhook', 'ses'],
    timeoutSeconds: lambdaTimeoutSeconds.payoutsReconcile,
  },
  'referrals-dashboard': { table: 'read', countsRequests: true },
  'referrals-dashboard-link': { table: 'readwrite', sendsMail: true, calls: ['ses'] },
  leads: { table: 'readwrite' },
  // Also issues live-refresh tickets: puts ws-ticket#... items only.
  'admin-is-admin': { table: 'none', items: [{ actions: ['PutItem'], keys: [liveTicketKeyPattern] }] },
  // One handler serves the list, the detail and the PATCH of a session's status.
  'admin-chat-sessions': { table: 'readwrite' },
  'admin-launch-requests': { table: 'read' },
  // Reveals one launch request's BVN, bank details and a short-lived ID document link to an admin.
  'admin-launch-request-sensitive': { table: 'read', decryptsFields: true, readsIdDocuments: true },
  'admin-onboarding': { table: 'read' },
  // The funnel: one Query of the day counters' partition; the stream fan-out writes them.
  // The funnel: the day counters' partition, and the journeys started in the period (their
  // onboarding records by creation date, then by key their setup call, payment and launch request).
  'admin-funnel': { table: 'read' },
  // The owner select's choices: the pool's admins group, read from Cognito and nothing else.
  'admin-staff': { table: 'none', listsStaff: true, calls: ['cognito'] },
  // One resume token's journey, read by key: onboarding, launch request, payments, referral, notes.
  'admin-prospect': { table: 'read' },
  // Notes, owner and follow-up date: writes prospect#... items only, after checking the journey
  // exists; the staff member's e-mail comes from Cognito GetUser (authorised by their own token).
  'admin-prospect-update': {
    table: 'readwrite',
    calls: ['cognito'],
    items: [
      { actions: ['GetItem', 'PutItem'], keys: [prospectKeyPattern] },
      { actions: ['GetItem'], keys: [onboardingKeyPattern, launchRequestKeyPattern] },
    ],
  },
  // Issue #30: take over, hand back, reply (the staff e-mail from Cognito GetUser, then the Graph
  // API's access token and one send, or one e-mail to a widget visitor).
  'admin-chat-session-staff': {
    table: 'readwrite',
    sendsMail: true,
    whatsapp: 'send',
    calls: ['cognito', 'secretsManager', 'whatsappGraph', 'ses'],
    timeoutSeconds: lambdaTimeoutSeconds.staffReplies,
  },
  // Checks X-Hub-Signature-256 with the app secret, queues the notification, answers Meta at once.
  'whatsapp-webhook': {
    table: 'none',
    whatsapp: 'webhook',
    calls: ['secretsManager', 'sqs'],
    timeoutSeconds: lambdaTimeoutSeconds.whatsappWebhook,
  },
  // One notification at a time: the chat session, Q (as the widget's chat), then a few Graph sends.
  'whatsapp-worker': {
    table: 'readwrite',
    invokesModel: 'converse',
    whatsapp: 'send',
    calls: ['secretsManager', 'bedrock', 'whatsappGraph', 'whatsappGraph', 'whatsappGraph'],
    timeoutSeconds: lambdaTimeoutSeconds.whatsappWorker,
  },
  // Completes the business's referral activity (a conditional update); no e-mail.
  'admin-mark-live': { table: 'readwrite' },
  // Verifies the admin's token (the user pool's JWKS on a cold start).
  // Redeems a live ticket (conditional DeleteItem) and stores the connection; no token to verify.
  'ws-connect': { table: 'readwrite' },
  'ws-disconnect': { table: 'readwrite' },
  // Also sends the staff alerts the stream's state changes call for (functions/services/alerts).
  'stream-fanout': {
    table: 'readwrite',
    sendsMail: true,
    calls: ['ses', 'secretsManager', 'alertWebhook'],
    timeoutSeconds: lambdaTimeoutSeconds.streamFanout,
  },
  // Reads the challenge to decide the next step.
  'auth-define-challenge': {
    table: 'read',
    items: [{ actions: ['GetItem'], keys: [otpChallengeKeyPattern] }],
  },
  // Counts sends per e-mail (rate counter), reads the last code mailed to the address (a retried
  // event asks for it again), stores the new code's hash and its send, then e-mails the code.
  'auth-create-challenge': {
    table: 'readwrite',
    sendsMail: true,
    calls: ['ses'],
    items: [
      { actions: ['GetItem', 'PutItem'], keys: [otpChallengeKeyPattern] },
      { actions: ['UpdateItem'], keys: [rateCounterKeyPattern] },
      // The mailer reads the address's status first: a suppressed address is never mailed.
      { actions: ['GetItem'], keys: [mailKeyPattern] },
    ],
  },
  // Reads the challenge, counts a wrong answer or consumes it.
  'auth-verify-challenge': {
    table: 'readwrite',
    calls: ['cognito'],
    items: [{ actions: ['GetItem', 'UpdateItem'], keys: [otpChallengeKeyPattern] }],
  },
  'auth-pre-signup': { table: 'none' },
  // Reads the app client's flows and the user's groups from Cognito (granted in lib/auth.ts).
  'auth-pre-authentication': {
    table: 'none',
    calls: ['cognito', 'cognito'],
    timeoutSeconds: lambdaTimeoutSeconds.cognitoReads,
  },
  'auth-custom-message': { table: 'none' },
  // Records SES events under mail#<address> (events and the address's status) and nothing else.
  'mail-events': {
    table: 'readwrite',
    items: [{ actions: ['PutItem', 'UpdateItem'], keys: [mailKeyPattern] }],
  },
} as const satisfies Record<HandlerName, HandlerNeeds>;

export const needsOf = (name: HandlerName): HandlerNeeds => handlerNeeds[name];
