import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../functions/adapters/observability.ts';
import { eventHandlers } from '../functions/handlers/routes.ts';
import type { HouseFunction } from './house-function.ts';
import { createHandler, type WiringDeps } from './wiring.ts';

export interface MailEventsConnection {
  /** The configuration set every mail names (lib/observability.ts). */
  readonly configurationSet: ses.ConfigurationSet;
  readonly alarmTopic: sns.ITopic;
  readonly runbookUrl: string;
}

/** The SES events the product records: hard bounces, complaints, rejects and delivery delays. */
export const RECORDED_SES_EVENTS = [
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.REJECT,
  ses.EmailSendingEvent.DELIVERY_DELAY,
] as const;

/** The EventBridge detail-types SES gives those events ("Amazon SES events", EventBridge reference). */
export const RECORDED_SES_DETAIL_TYPES = [
  'Email Bounced',
  'Email Complaint Received',
  'Email Rejected',
  'Email Delivery Delayed',
] as const;

/**
 * Bounces and complaints reach the product (issue #25). The configuration set publishes BOUNCE,
 * COMPLAINT, REJECT and DELIVERY_DELAY to the account's default event bus; a rule matching
 * `source: aws.ses` hands them to the mail-events Lambda, which records each against its address and
 * suppresses an address that hard-bounced or complained. An alarm fires on any hard bounce or
 * complaint (the MailHardBounce and MailComplaint EMF counts), well before SES's own review levels.
 */
export class MailEvents extends Construct {
  public readonly function: HouseFunction;
  public readonly rule: events.Rule;
  /** Events the Lambda still failed on after EventBridge's retries. */
  public readonly deadLetterQueue: sqs.Queue;

  /** The Lambda and the rule; `connect` adds the event destination and the alarms once those exist. */
  constructor(scope: Construct, id: string, props: WiringDeps) {
    super(scope, id);
    this.function = createHandler(this, 'MailEventsFunction', eventHandlers.mailEvents, props);
    this.deadLetterQueue = new sqs.Queue(this, 'MailEventDeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This queue is the dead-letter destination of the SES events rule' },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is the dead-letter destination of the SES events rule',
      },
    );
    this.rule = new events.Rule(this, 'SesEventsRule', {
      description: 'SES bounces, complaints, rejects and delivery delays -> mail-events',
      eventPattern: { source: ['aws.ses'], detailType: [...RECORDED_SES_DETAIL_TYPES] },
      targets: [
        new targets.LambdaFunction(this.function, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }

  /** SES publishes to the default bus through the configuration set; staff hear of bounces. */
  connect(props: MailEventsConnection): void {
    const bus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    props.configurationSet.addEventDestination('ToEventBridge', {
      destination: ses.EventDestination.eventBus(bus),
      events: [...RECORDED_SES_EVENTS],
      enabled: true,
    });

    const count = (metricName: string, label: string) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: this.function.handlerName },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }).with({ label });
    const notify = new actions.SnsAction(props.alarmTopic);
    const settings = {
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    };
    new cloudwatch.MathExpression({
      expression: 'hard + complaints',
      usingMetrics: {
        hard: count(BUSINESS_METRICS.mailHardBounce, 'Hard bounces'),
        complaints: count(BUSINESS_METRICS.mailComplaint, 'Complaints'),
      },
      label: 'Hard bounces and complaints',
      period: Duration.minutes(5),
    })
      .createAlarm(this, 'HardBounceOrComplaint', {
        ...settings,
        alarmDescription: `An e-mail hard-bounced or was marked as spam; the address is now suppressed. Runbook: ${props.runbookUrl}#e-mail-bounced`,
      })
      .addAlarmAction(notify);
    this.deadLetterQueue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
      .createAlarm(this, 'UnrecordedMailEvents', {
        ...settings,
        alarmDescription: `SES events the mail-events Lambda could not record are in its dead-letter queue. Runbook: ${props.runbookUrl}#e-mail-bounced`,
      })
      .addAlarmAction(notify);
  }
}
