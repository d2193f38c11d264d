import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../functions/adapters/observability.ts';
import { eventHandlers } from '../functions/handlers/routes.ts';
import type { HouseFunction } from './house-function.ts';
import { createHandler, type WiringDeps } from './wiring.ts';

/** How often Paystack is asked about payouts whose transfer webhook never came. */
export const PAYOUTS_RECONCILE_RATE = Duration.minutes(15);

export interface PayoutsConnection {
  readonly alarmTopic: sns.ITopic;
  readonly dashboard: cloudwatch.Dashboard;
  /** The Lambdas that settle payouts and so count PayoutPaid / PayoutFailed. */
  readonly settlers: readonly HouseFunction[];
  readonly runbookUrl: string;
}

/**
 * Referral payouts on AWS (issue #29): the `payouts-reconcile` Lambda on an EventBridge schedule
 * (every 15 minutes, the Paystack secret and the table as handler-needs.ts lists), an alarm on any
 * failed or reversed payout, and the payouts on the operations dashboard.
 */
export class Payouts extends Construct {
  public readonly reconcile: HouseFunction;
  public readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: WiringDeps) {
    super(scope, id);
    this.reconcile = createHandler(this, 'PayoutsReconcileFunction', eventHandlers.payoutsReconcile, props);
    this.schedule = new events.Rule(this, 'PayoutsReconcileSchedule', {
      description: 'Every 15 minutes: payouts still approved are verified with Paystack (payouts-reconcile)',
      schedule: events.Schedule.rate(PAYOUTS_RECONCILE_RATE),
      targets: [
        new targets.LambdaFunction(this.reconcile, { retryAttempts: 2, maxEventAge: Duration.minutes(14) }),
      ],
    });
    Validations.of(this.schedule).acknowledge({
      id: 'Serverless-EventBusDLQ',
      reason:
        'A missed reconcile run loses nothing: it only reads payouts and asks Paystack, and the next run 15 minutes later checks the same payouts',
    });
  }

  /** The alarm and the dashboard widget, once the topic and the dashboard exist. */
  connect(props: PayoutsConnection): void {
    const period = Duration.minutes(5);
    // Ids unique per expression: one graph shows both, and CloudWatch refuses a shared id.
    const counted = (metricName: string, idPrefix: string) => {
      const usingMetrics: Record<string, cloudwatch.IMetric> = {};
      props.settlers.forEach((fn, index) => {
        usingMetrics[`${idPrefix}${index}`] = new cloudwatch.Metric({
          namespace: METRICS_NAMESPACE,
          metricName,
          dimensionsMap: { service: fn.handlerName },
          statistic: 'Sum',
          period,
        });
      });
      return new cloudwatch.MathExpression({
        expression: Object.keys(usingMetrics).length ? `SUM([${Object.keys(usingMetrics).join(',')}])` : '0',
        usingMetrics,
        label: metricName,
        period,
      });
    };
    const failed = counted(BUSINESS_METRICS.payoutFailed, 'failed');
    failed
      .createAlarm(this, 'PayoutFailed', {
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `A referral payout failed or was reversed; its commissions are earned again. Runbook: ${props.runbookUrl}#a-failed-or-stuck-payout`,
      })
      .addAlarmAction(new actions.SnsAction(props.alarmTopic));
    props.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Referral payouts',
        width: 8,
        left: [counted(BUSINESS_METRICS.payoutPaid, 'paid'), failed],
      }),
      new cloudwatch.GraphWidget({
        title: 'Payouts reconcile',
        width: 8,
        left: [
          this.reconcile.metricInvocations({ period, label: 'runs' }),
          this.reconcile.metricErrors({ period, label: 'errors' }),
        ],
      }),
    );
  }
}
