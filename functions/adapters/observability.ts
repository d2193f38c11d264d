import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * One logger and one metrics emitter for every Lambda (Powertools for AWS Lambda, TypeScript).
 * The service name is the function's own (POWERTOOLS_SERVICE_NAME, set per function by the stack);
 * the level comes from POWERTOOLS_LOG_LEVEL. Never pass personal data (e-mails, names, BVN, bank
 * details, tokens) to either: log ids and outcomes only.
 */
export const METRICS_NAMESPACE = 'Quarter';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quarter' });

const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quarter',
});

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
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/**
 * Counts one business event now (a single EMF line), so nothing is lost when a handler returns early.
 * `route` adds a Route dimension (rate limits are counted per route). Locally and in tests, set
 * POWERTOOLS_METRICS_DISABLED=true to keep stdout quiet; tests observe calls through `onMetric`.
 */
export function countMetric(name: BusinessMetric, route?: string): void {
  for (const listener of listeners) listener(name, route);
  const single = metrics.singleMetric();
  if (route) single.addDimension('Route', route);
  single.addMetric(name, MetricUnit.Count, 1);
}

type MetricListener = (name: BusinessMetric, route?: string) => void;
const listeners = new Set<MetricListener>();

/** Lets a test (or the local runtime's log) observe counted events; returns the unsubscribe. */
export function onMetric(listener: MetricListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
