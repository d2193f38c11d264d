import type { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { loadPowertools } from './powertools.ts';

/**
 * Business metrics as CloudWatch embedded metric format (EMF) through Powertools for AWS Lambda's
 * Metrics: one JSON line on stdout per event, which CloudWatch Logs turns into a metric in the
 * `Quarter` namespace with the function's service name (and the route, where given) as dimensions.
 * Powertools comes from its Lambda layer, not the bundle (lib/lambda-runtime.ts).
 * Never pass personal data (e-mails, names, BVN, bank details, tokens): count outcomes only.
 */
export const METRICS_NAMESPACE = 'Quarter';

/**
 * The business events the dashboard and alarms read. One name each, so the stack's alarms and the
 * code that counts them cannot disagree.
 */
export const BUSINESS_METRICS = {
  paymentPaid: 'PaymentPaid',
  duplicatePayment: 'DuplicatePayment',
  amountMismatch: 'AmountMismatch',
  webhookSignatureRejected: 'WebhookSignatureRejected',
  qFallback: 'QFellBackToBuiltInGuide',
  qProviderError: 'QProviderError',
  otpSent: 'OtpSent',
  otpLocked: 'OtpLocked',
  rateLimited: 'RateLimited',
  referralApplied: 'ReferralApplied',
  onboardingFinalised: 'OnboardingFinalised',
  serverError: 'ServerError',
  /** SES events (functions/handlers/mail-events.ts): a permanent bounce or a complaint suppresses the address. */
  mailHardBounce: 'MailHardBounce',
  mailSoftBounce: 'MailSoftBounce',
  mailComplaint: 'MailComplaint',
  mailRejected: 'MailRejected',
  mailDelayed: 'MailDelayed',
  /** A send the mailer skipped because the address is suppressed. */
  mailSuppressed: 'MailSuppressed',
  /** Referral payouts (issue #29): a transfer Paystack confirmed, and one that failed or was reversed. */
  payoutPaid: 'PayoutPaid',
  payoutFailed: 'PayoutFailed',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

let metrics: Metrics | undefined;

/**
 * Made on first use, so the service name and Powertools' switches are read from the function's
 * environment; Powertools Metrics itself is loaded then too (./powertools.ts): most invocations
 * count nothing, and none needs it at module init (issue #31).
 */
function powertoolsMetrics(): Metrics {
  if (metrics) return metrics;
  const { Metrics } = loadPowertools('metrics');
  metrics = new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'quarter',
  });
  return metrics;
}

/** Powertools' MetricUnit.Count (the type holds it to the library's value): every business metric is a count. */
const COUNT: (typeof MetricUnit)['Count'] = 'Count';

type MetricListener = (name: BusinessMetric, route?: string) => void;
const listeners = new Set<MetricListener>();

/**
 * Counts one business event now, so nothing is lost when a handler returns early. `route` adds a
 * Route dimension (rate limits are counted per route). METRICS_DISABLED=true (the local runtime)
 * keeps the console readable; listeners still hear every event.
 */
export function countMetric(name: BusinessMetric, route?: string): void {
  for (const listener of listeners) listener(name, route);
  if (process.env.METRICS_DISABLED === 'true') return;
  // A single metric is written at once. The function's alarms read the count without a route; with
  // a route it is also counted per route (a second line: Powertools puts the function-only dimension
  // set on a line only when it has no other).
  powertoolsMetrics().singleMetric().addMetric(name, COUNT, 1);
  if (route) {
    const perRoute = powertoolsMetrics().singleMetric();
    perRoute.addDimension('Route', route);
    perRoute.addMetric(name, COUNT, 1);
  }
}

/** Lets a test (or the local runtime's log) observe counted events; returns the unsubscribe. */
export function onMetric(listener: MetricListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
