import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../functions/adapters/observability.ts';
import { needsOf } from './handler-needs.ts';
import type { HouseFunction } from './house-function.ts';

export interface ObservabilityProps {
  readonly functions: readonly HouseFunction[];
  /** The DynamoDB stream consumer: its iterator age says how far behind the live refresh is. */
  readonly fanout: HouseFunction;
  readonly alarmTopic: sns.ITopic;
  readonly distributionId: string;
  readonly bedrockModelId: string;
  readonly runbookUrl: string;
}

const PERIOD = Duration.minutes(5);
/** SES reviews an account at 5% bounces and 0.1% complaints; these alarm well before that. */
export const SES_BOUNCE_RATE_ALARM = 0.04;
export const SES_COMPLAINT_RATE_ALARM = 0.0008;
export const STREAM_ITERATOR_AGE_ALARM_MS = 60_000;

/** The RUNBOOK.md section an alarm's description links to. */
export const RUNBOOK_SECTIONS = {
  serverError: 'handled-5xx',
  duplicatePayment: 'duplicate-payment',
  amountMismatch: 'amount-mismatch',
  streamLag: 'live-refresh-lagging',
  sesReputation: 'ses-bounces-and-complaints',
  cloudFront5xx: 'cloudfront-5xx',
  throttles: 'lambda-throttles',
} as const;

/**
 * What staff need to see on day one: an alarm for every handled 5xx (a Lambda that answers 500 does
 * not crash, so the Errors alarm misses it), for any duplicate payment or amount mismatch, for a
 * lagging DynamoDB stream, for SES bounces and complaints (through a configuration set every mail
 * uses), and for CloudFront 5xx where CloudFront's metrics live; and one dashboard with requests,
 * errors and p99 latency per route, the business metrics, Q's fallbacks and Bedrock's latency.
 */
export class Observability extends Construct {
  public readonly alarms: readonly cloudwatch.Alarm[];
  public readonly dashboard: cloudwatch.Dashboard;
  public readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const runbook = (section: string) => `Runbook: ${props.runbookUrl}#${section}`;
    const alarms: cloudwatch.Alarm[] = [];
    const alarmOn = (
      metric: cloudwatch.Metric | cloudwatch.MathExpression,
      alarmId: string,
      description: string,
      threshold = 1,
    ) =>
      alarms.push(
        metric.createAlarm(this, alarmId, {
          alarmDescription: description,
          threshold,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );

    // Each function's business metrics carry its handler name as the EMF `service` dimension.
    for (const fn of props.functions) fn.addEnvironment('POWERTOOLS_SERVICE_NAME', fn.handlerName);
    const business = (name: string, fn: HouseFunction) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { service: fn.handlerName },
        statistic: 'Sum',
        period: PERIOD,
      });
    const acrossFunctions = (name: string, label: string) =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('{${METRICS_NAMESPACE},service} MetricName="${name}"', 'Sum', 300)`,
        label,
        period: PERIOD,
      });

    for (const fn of props.functions) {
      if (fn.handlerName.startsWith('auth-') || fn === props.fanout) continue;
      alarmOn(
        business(BUSINESS_METRICS.serverError, fn),
        `${fn.handlerName}-handled-5xx`,
        `${fn.handlerName} answered 5xx (handled: the Lambda did not crash). ${runbook(RUNBOOK_SECTIONS.serverError)}`,
      );
    }
    const payments = props.functions.filter(
      (fn) => fn.handlerName === 'payments-verify' || fn.handlerName === 'payments-webhook',
    );
    const summed = (name: string, label: string) =>
      new cloudwatch.MathExpression({
        expression: payments.map((_, index) => `m${index}`).join(' + '),
        usingMetrics: Object.fromEntries(payments.map((fn, index) => [`m${index}`, business(name, fn)])),
        label,
        period: PERIOD,
      });
    alarmOn(
      summed(BUSINESS_METRICS.duplicatePayment, 'Duplicate payments'),
      'DuplicatePayment',
      `A launch was charged twice: refund the second charge. ${runbook(RUNBOOK_SECTIONS.duplicatePayment)}`,
    );
    alarmOn(
      summed(BUSINESS_METRICS.amountMismatch, 'Amount mismatches'),
      'AmountMismatch',
      `Paystack reported an amount or currency other than the checkout's. ${runbook(RUNBOOK_SECTIONS.amountMismatch)}`,
    );
    alarmOn(
      props.fanout.metric('IteratorAge', { statistic: 'Maximum', period: PERIOD }),
      'StreamIteratorAge',
      `The DynamoDB stream fan-out is over a minute behind: the admin live refresh lags. ${runbook(RUNBOOK_SECTIONS.streamLag)}`,
      STREAM_ITERATOR_AGE_ALARM_MS,
    );

    // Any function of the account refused for want of concurrency: a reserved function over its
    // reservation (a chat burst at its cap) or the shared pool exhausted (a quota still at 10).
    const accountLambda = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: PERIOD });
    alarmOn(
      accountLambda('Throttles', 'Sum'),
      'LambdaThrottles',
      `Lambda throttled invocations in this Region: sign-in, payments or the chat were refused for want of concurrency. ${runbook(RUNBOOK_SECTIONS.throttles)}`,
    );

    // Every e-mail goes through this configuration set, so SES publishes the account's reputation.
    this.configurationSet = new ses.ConfigurationSet(this, 'MailConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
    });
    const configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    for (const fn of props.functions) {
      if (!needsOf(fn.handlerName).sendsMail) continue;
      fn.addEnvironment('SES_CONFIGURATION_SET', this.configurationSet.configurationSetName);
      // SESv2 checks the configuration set too when a send names one.
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [configurationSetArn] }),
      );
    }
    const reputation = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    alarmOn(
      reputation('Reputation.BounceRate'),
      'SesBounceRate',
      `SES bounce rate is near the 5% review level. ${runbook(RUNBOOK_SECTIONS.sesReputation)}`,
      SES_BOUNCE_RATE_ALARM,
    );
    alarmOn(
      reputation('Reputation.ComplaintRate'),
      'SesComplaintRate',
      `SES complaint rate is near the 0.1% review level. ${runbook(RUNBOOK_SECTIONS.sesReputation)}`,
      SES_COMPLAINT_RATE_ALARM,
    );

    // CloudFront publishes its metrics in us-east-1 only, and an alarm reads its own region's.
    const cloudFront5xx = new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
      statistic: 'Average',
      period: PERIOD,
      region: 'us-east-1',
    });
    if (stack.region === 'us-east-1')
      alarmOn(
        cloudFront5xx,
        'CloudFront5xxRate',
        `More than 5% of CloudFront requests answered 5xx. ${runbook(RUNBOOK_SECTIONS.cloudFront5xx)}`,
        5,
      );

    const notify = new actions.SnsAction(props.alarmTopic);
    for (const alarm of alarms) alarm.addAlarmAction(notify);
    this.alarms = alarms;

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${stack.stackName}-operations`,
      defaultInterval: Duration.days(1),
    });
    const routes = props.functions.filter(
      (fn) => !fn.handlerName.startsWith('auth-') && !fn.handlerName.startsWith('ws-'),
    );
    const perRoute = (title: string, metric: (fn: HouseFunction) => cloudwatch.IMetric) =>
      new cloudwatch.GraphWidget({
        title,
        width: 8,
        left: routes.map(metric),
        legendPosition: cloudwatch.LegendPosition.RIGHT,
      });
    this.dashboard.addWidgets(
      perRoute('Requests per route', (fn) => fn.metricInvocations({ period: PERIOD, label: fn.handlerName })),
      perRoute('Handled 5xx per route', (fn) =>
        business(BUSINESS_METRICS.serverError, fn).with({ label: fn.handlerName }),
      ),
      perRoute('p99 latency per route (ms)', (fn) =>
        fn.metricDuration({ period: PERIOD, statistic: 'p99', label: fn.handlerName }),
      ),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Money',
        width: 8,
        left: [
          BUSINESS_METRICS.paymentPaid,
          BUSINESS_METRICS.duplicatePayment,
          BUSINESS_METRICS.amountMismatch,
          BUSINESS_METRICS.webhookSignatureRejected,
        ].map((name) => acrossFunctions(name, name)),
      }),
      new cloudwatch.GraphWidget({
        title: 'Founders and partners',
        width: 8,
        left: [
          BUSINESS_METRICS.onboardingFinalised,
          BUSINESS_METRICS.referralApplied,
          BUSINESS_METRICS.otpSent,
          BUSINESS_METRICS.otpLocked,
          BUSINESS_METRICS.rateLimited,
        ].map((name) => acrossFunctions(name, name)),
      }),
      new cloudwatch.GraphWidget({
        title: 'Q: fallbacks and Bedrock latency',
        width: 8,
        left: [
          acrossFunctions(BUSINESS_METRICS.qFallback, 'Fell back to the built-in guide'),
          acrossFunctions(BUSINESS_METRICS.qProviderError, 'Provider errors'),
        ],
        right: [
          new cloudwatch.Metric({
            namespace: 'AWS/Bedrock',
            metricName: 'InvocationLatency',
            dimensionsMap: { ModelId: props.bedrockModelId },
            statistic: 'p99',
            period: PERIOD,
            label: 'Bedrock p99 latency (ms)',
          }),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda concurrency and throttles',
        width: 24,
        left: [
          accountLambda('ConcurrentExecutions', 'Maximum').with({ label: 'Concurrent executions (account)' }),
          accountLambda('UnreservedConcurrentExecutions', 'Maximum').with({
            label: 'Unreserved pool in use',
          }),
        ],
        right: [
          accountLambda('Throttles', 'Sum').with({ label: 'Throttles (account)' }),
          ...props.functions
            .filter((fn) => fn.reservedConcurrency !== undefined)
            .map((fn) => fn.metricThrottles({ period: PERIOD, label: `${fn.handlerName} throttles` })),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'CloudFront 5xx rate (%)', width: 8, left: [cloudFront5xx] }),
      new cloudwatch.GraphWidget({
        title: 'Live refresh lag (ms)',
        width: 8,
        left: [props.fanout.metric('IteratorAge', { statistic: 'Maximum', period: PERIOD })],
      }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', width: 8, alarms }),
    );
  }
}
