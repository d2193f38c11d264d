import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as kms from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { lambdaTimeoutSeconds } from '../functions/domain/timeouts.ts';
import { optionalEventHandlers } from '../functions/handlers/routes.ts';
import type { HouseFunction } from './house-function.ts';
import type { WhatsappConfig } from './stage-config.ts';
import { createHandler, type WiringDeps } from './wiring.ts';

export interface WhatsappProps extends WiringDeps {
  readonly whatsapp: WhatsappConfig;
  /** The API's whatsapp-webhook Lambda (lib/api.ts): checks the signature, fills the queue. */
  readonly webhook: HouseFunction;
  /** Lambdas that send through the Graph API besides the worker (the staff reply). */
  readonly senders: readonly HouseFunction[];
  /** The stack's secrets key (lib/api.ts): one key of our own for every secret. */
  readonly secretsKey: kms.IKey;
}

/** A notification is tried this many times before it is parked in the dead-letter queue. */
export const WHATSAPP_MAX_RECEIVES = 5;

/**
 * Q on WhatsApp (issue #30), deployed only with context `whatsappPhoneNumberId`: Meta's three
 * secrets (put in by an operator, README), the queue the webhook hands each verified notification
 * to, the worker that answers it, and a dead-letter queue that alarms as soon as anything lands in it.
 */
export class WhatsappChannel extends Construct {
  public readonly queue: sqs.Queue;
  public readonly deadLetterQueue: sqs.Queue;
  public readonly worker: HouseFunction;
  public readonly appSecret: secretsmanager.Secret;
  public readonly verifyToken: secretsmanager.Secret;
  public readonly accessToken: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: WhatsappProps) {
    super(scope, id);
    const prod = props.config.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const key = props.secretsKey;
    const secret = (name: string, description: string) => {
      const created = new secretsmanager.Secret(this, name, {
        description,
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
        encryptionKey: key,
        removalPolicy,
      });
      Validations.of(created).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: "Issued by Meta's app dashboard: rotated there, then put here (RUNBOOK.md, WhatsApp)",
      });
      return created;
    };
    this.appSecret = secret('AppSecret', 'Meta app secret: checks X-Hub-Signature-256 of WhatsApp webhooks');
    this.verifyToken = secret('VerifyToken', 'Verify token of the WhatsApp webhook subscription handshake');
    this.accessToken = secret(
      'AccessToken',
      'System user access token for the WhatsApp Cloud API (Graph API)',
    );

    // A FIFO queue's dead-letter queue must be FIFO too (SQS).
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      fifo: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This queue is the dead-letter queue of the WhatsApp queue' },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is the dead-letter queue of the WhatsApp queue',
      },
    );
    // FIFO, a founder's messages in one message group (domain/whatsapp/message-group.ts): handled
    // one at a time, in the order they came, so the code in their first message is stored before the
    // /launch link their next one asks for. Content-based deduplication drops Meta's resending of the
    // same notification within five minutes.
    this.queue = new sqs.Queue(this, 'Notifications', {
      fifo: true,
      contentBasedDeduplication: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the worker's timeout (AWS's guidance for Lambda consumers), so a slow try never overlaps the next.
      visibilityTimeout: Duration.seconds(6 * lambdaTimeoutSeconds.whatsappWorker),
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: WHATSAPP_MAX_RECEIVES },
    });

    this.worker = createHandler(this, 'Worker', optionalEventHandlers.whatsappWorker, props);
    const source = new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true });
    this.worker.addEventSource(source);
    Validations.of(this.worker).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        "An SQS source takes no on-failure destination: a notification that keeps failing moves to the queue's own dead-letter queue (redrive policy), which alarms",
    });

    props.webhook.addEnvironment('WHATSAPP_QUEUE_URL', this.queue.queueUrl);
    props.webhook.addEnvironment('WHATSAPP_APP_SECRET_ARN', this.appSecret.secretArn);
    props.webhook.addEnvironment('WHATSAPP_VERIFY_TOKEN_ARN', this.verifyToken.secretArn);
    this.appSecret.grantRead(props.webhook);
    this.verifyToken.grantRead(props.webhook);
    this.queue.grantSendMessages(props.webhook);

    for (const sender of [this.worker, ...props.senders]) {
      sender.addEnvironment('WHATSAPP_ACCESS_TOKEN_ARN', this.accessToken.secretArn);
      sender.addEnvironment('WHATSAPP_PHONE_NUMBER_ID', props.whatsapp.phoneNumberId);
      sender.addEnvironment('WHATSAPP_GRAPH_URL', props.whatsapp.graphUrl);
      sender.addEnvironment('WHATSAPP_GRAPH_VERSION', props.whatsapp.graphVersion);
      this.accessToken.grantRead(sender);
    }
  }

  /** Staff hear at once when a notification could not be answered after every try. */
  alarm(alarmTopic: sns.ITopic, runbookUrl: string): void {
    this.deadLetterQueue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' })
      .createAlarm(this, 'UnansweredNotifications', {
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `WhatsApp notifications the worker could not process are in its dead-letter queue. Runbook: ${runbookUrl}#whatsapp-dead-letter-queue`,
      })
      .addAlarmAction(new actions.SnsAction(alarmTopic));
  }
}
