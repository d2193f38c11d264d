import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { HouseFunction } from './house-function.ts';
import type { Stage } from './stage-config.ts';

export interface OperationsProps {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions: readonly HouseFunction[];
  readonly deadLetterQueue: sqs.IQueue;
  /** Subscribed to the alarm topic when given (it must confirm the subscription e-mail). */
  readonly alarmEmail?: string;
  readonly stage: Stage;
}

/** Alarms that page someone: server errors, throttling, lost stream records, failing Lambdas. */
export class Operations extends Construct {
  public readonly alarmTopic: sns.Topic;
  public readonly alarms: readonly cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const key = new kms.Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the alarm topic',
      enableKeyRotation: true,
      removalPolicy: props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // CloudWatch publishes to the encrypted topic on its own behalf.
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey');
    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', { masterKey: key, enforceSSL: true });
    if (props.alarmEmail) {
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
      Validations.of(this.alarmTopic).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'The one subscription is the operations mailbox: SNS retries e-mail itself, and a queue of undelivered alarms would have no reader',
      });
    }

    const period = Duration.minutes(5);
    const alarms: cloudwatch.Alarm[] = [
      props.httpApi.metricServerError({ period, statistic: 'Sum' }).createAlarm(this, 'Api5xx', {
        alarmDescription: 'The HTTP API answered 5xx (a handler failed or DynamoDB/a provider is down)',
        threshold: 5,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
      props.deadLetterQueue
        .metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' })
        .createAlarm(this, 'FanoutDeadLetters', {
          alarmDescription: 'Stream records the fan-out could not deliver: admins missed a live refresh',
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
    ];
    // Errors and throttles of every function, watched in groups of ten (the most metrics one
    // CloudWatch alarm may read): two alarms per function took the stack past CloudFormation's 500
    // resources once WhatsApp and payouts were added. Each alarm's description names its functions;
    // the dashboard's per-function widgets say which one fired.
    const GROUP = 10;
    const watch = (
      kind: 'errors' | 'throttles',
      metricOf: (fn: HouseFunction) => cloudwatch.IMetric,
      description: string,
    ) => {
      for (let start = 0; start < props.functions.length; start += GROUP) {
        const group = props.functions.slice(start, start + GROUP);
        alarms.push(
          new cloudwatch.MathExpression({
            expression: group.map((_, index) => `m${index}`).join(' + '),
            usingMetrics: Object.fromEntries(group.map((fn, index) => [`m${index}`, metricOf(fn)])),
            period,
            label: kind,
          }).createAlarm(this, `${kind}-${start / GROUP + 1}`, {
            alarmDescription: `${description}: ${group.map((fn) => fn.handlerName).join(', ')}`,
            threshold: 1,
            evaluationPeriods: 1,
            comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
          }),
        );
      }
    };
    watch(
      'errors',
      (fn) => fn.metricErrors({ period, statistic: 'Sum' }),
      'A function threw (an invocation error, not an HTTP 4xx)',
    );
    watch(
      'throttles',
      (fn) => fn.metricThrottles({ period, statistic: 'Sum' }),
      'A function was throttled (account concurrency exhausted or its reservation full)',
    );
    const notify = new actions.SnsAction(this.alarmTopic);
    for (const alarm of alarms) alarm.addAlarmAction(notify);
    this.alarms = alarms;
  }
}
