import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { eventHandlers } from '../functions/handlers/routes.ts';
import { jsonAccessLogFormat } from './access-log.ts';
import { acknowledgeWildcards } from './nag.ts';
import type { HouseFunction } from './house-function.ts';
import { createHandler, type WiringDeps } from './wiring.ts';
import { giveStaffAlertWebhook } from './staff-alert-webhook.ts';

export interface RealtimeProps extends WiringDeps {
  /**
   * The origin-verify secret CloudFront adds to /ws handshakes (lib/site.ts); ws-connect refuses a
   * handshake without it, so the execute-api endpoint cannot be used around CloudFront.
   */
  readonly originVerifySecret: secretsmanager.ISecret;
  /** The staff alert webhook's signing secret, when the `alertWebhookUrl` context is set. */
  readonly alertWebhookSecret?: secretsmanager.ISecret;
}

/**
 * Admin live refresh: a WebSocket API whose `$connect` Lambda verifies the user pool token from the
 * `token` query parameter and the `admins` group itself (it is the authorizer: a browser cannot set
 * headers on a WebSocket, and one Lambda is simpler than an authorizer plus a connect handler), and a
 * fan-out Lambda that turns table stream records into PostToConnection calls.
 */
export class Realtime extends Construct {
  /** The stage is named `ws` so CloudFront's `/ws` path reaches it unchanged. */
  public static readonly stageName = 'ws';
  public readonly webSocketApi: apigwv2.WebSocketApi;
  public readonly stage: apigwv2.WebSocketStage;
  public readonly functions: readonly HouseFunction[];
  public readonly fanout: HouseFunction;
  /** The $connect handler: it refuses a handshake whose Origin is not the site's (SITE_URL, set by the stack). */
  public readonly connect: HouseFunction;
  public readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const prod = props.config.stage === 'prod';
    const connect = createHandler(this, 'WsConnect', eventHandlers.wsConnect, props);
    this.connect = connect;
    connect.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', props.originVerifySecret.secretArn);
    props.originVerifySecret.grantRead(connect);
    const disconnect = createHandler(this, 'WsDisconnect', eventHandlers.wsDisconnect, props);

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      description: 'Quarter admin live refresh, reached through CloudFront at /ws',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('Connect', connect) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('Disconnect', disconnect) },
    });
    Validations.of(this.webSocketApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'ws-connect verifies the Cognito token and the admins group before accepting; $disconnect carries no request',
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      encryptionKey: props.logKey,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // WebSocket stages (unlike HTTP API stages) write access logs through the account-wide API Gateway
    // CloudWatch role. That setting belongs to the account, not to one product's stack (a second
    // stack would overwrite it, deleting one would break the other): README, Before the first deploy.
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: Realtime.stageName,
      autoDeploy: true,
      throttle: { rateLimit: 20, burstLimit: 40 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: jsonAccessLogFormat({
          eventType: '$context.eventType',
          connectionId: '$context.connectionId',
        }),
      },
    });

    this.deadLetterQueue = new sqs.Queue(this, 'FanoutDeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge(
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is the dead-letter destination of the stream fan-out',
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is the dead-letter destination of the stream fan-out',
      },
    );

    this.fanout = createHandler(this, 'StreamFanout', eventHandlers.streamFanout, props);
    this.fanout.addEnvironment('WS_MANAGEMENT_ENDPOINT', this.stage.callbackUrl);
    // Staff alerts ride the same stream (functions/services/alerts): e-mail, and the optional webhook.
    if (props.config.alarmEmail) this.fanout.addEnvironment('STAFF_ALERT_EMAIL', props.config.alarmEmail);
    giveStaffAlertWebhook(this.fanout, props.config.alertWebhookUrl, props.alertWebhookSecret);
    this.fanout.addEventSource(
      new DynamoEventSource(props.data.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 100,
        bisectBatchOnError: true,
        // stream-fanout answers batchItemFailures, so only a poison record is retried and sent to the DLQ.
        reportBatchItemFailures: true,
        retryAttempts: 3,
        maxRecordAge: Duration.hours(1),
        onFailure: new SqsDlq(this.deadLetterQueue),
      }),
    );
    this.fanout.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [
          Stack.of(this).formatArn({
            service: 'execute-api',
            resource: this.webSocketApi.apiId,
            resourceName: `${Realtime.stageName}/*/@connections/*`,
          }),
        ],
      }),
    );
    acknowledgeWildcards(this.fanout.executionRole, [
      {
        finding:
          /^Resource::arn:(?:<AWS::Partition>|aws):execute-api:[^:]+:[^:]+:<RealtimeWebSocketApi[0-9A-F]+>\/ws\/\*\/@connections\/\*$/,
        reason: 'Connection ids are minted per connection; the grant is limited to this API and its ws stage',
      },
      {
        finding: /^Resource::\*$/,
        reason:
          'dynamodb:ListStreams (added by the stream event source) and X-Ray PutTraceSegments support no resource-level permissions',
      },
    ]);
    this.functions = [connect, disconnect, this.fanout];
  }
}
