/**
 * Business metrics as CloudWatch embedded metric format (EMF): one JSON line on stdout per event,
 * which CloudWatch Logs turns into a metric in the `Quarter` namespace with the function's service
 * name (and the route, where given) as dimensions. Written by hand rather than with Powertools'
 * Metrics, which costs about 14 KB of each Lambda's 300 KB bundle budget for the same line.
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
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

/** The EMF line for one event (exported for the test that pins its shape). */
export function emfLine(name: BusinessMetric, route: string | undefined, now: number): string {
  const service = process.env.POWERTOOLS_SERVICE_NAME ?? process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'quarter';
  // With a route, the count is published per route and per function (the function's alarm reads that).
  const dimensions = route ? [['service', 'Route'], ['service']] : [['service']];
  return JSON.stringify({
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        { Namespace: METRICS_NAMESPACE, Dimensions: dimensions, Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    service,
    ...(route ? { Route: route } : {}),
    [name]: 1,
  });
}

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
  process.stdout.write(`${emfLine(name, route, Date.now())}\n`);
}

/** Lets a test (or the local runtime's log) observe counted events; returns the unsubscribe. */
export function onMetric(listener: MetricListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
