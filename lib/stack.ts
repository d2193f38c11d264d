import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import { Aspects, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/handlers/lib/http.ts';
import { AccessLogs } from './access-logs.ts';
import { Api } from './api.ts';
import { Auth } from './auth.ts';
import { Backup } from './backup.ts';
import { ChatStream } from './chat-stream.ts';
import { Data } from './data.ts';
import { LogKey } from './log-key.ts';
import { MailEvents } from './mail-events.ts';
import { Payouts } from './payouts.ts';
import { Observability } from './observability.ts';
import { Operations } from './operations.ts';
import { Realtime } from './realtime.ts';
import { guardPlaceholderSesIdentity } from './ses-identity-guard.ts';
import { NoRedundantRoleDependency } from './role-dependency.ts';
import { Site } from './site.ts';
import type { StageConfig } from './stage-config.ts';
import { Uploads } from './uploads.ts';
import { WhatsappChannel } from './whatsapp.ts';
import { giveStaffAlertWebhook } from './staff-alert-webhook.ts';

export interface QuarterStackProps extends StackProps {
  readonly config: StageConfig;
  /** The us-east-1 certificate and web ACL of the custom domain (lib/edge-stack.ts), when configured. */
  readonly edge?: { readonly certificate: acm.ICertificate; readonly webAclArn: string };
  /** The web build to deploy; defaults to web/dist (tests point it elsewhere). */
  readonly webDist?: string;
}

/** The whole product for one stage. No physical names are fixed, so stages and accounts never collide. */
export class QuarterStack extends Stack {
  public readonly data: Data;
  public readonly accessLogs: AccessLogs;
  public readonly logKey: LogKey;
  public readonly uploads: Uploads;
  public readonly auth: Auth;
  public readonly api: Api;
  public readonly chatStream: ChatStream;
  public readonly realtime: Realtime;
  public readonly site: Site;
  public readonly operations: Operations;
  public readonly mailEvents: MailEvents;
  /** Q on WhatsApp (issue #30), only with context whatsappPhoneNumberId. */
  public readonly whatsapp: WhatsappChannel | undefined;
  public readonly payouts: Payouts;

  constructor(scope: Construct, id: string, props: QuarterStackProps) {
    super(scope, id, props);
    const { config } = props;
    guardPlaceholderSesIdentity(this, config);

    this.data = new Data(this, 'Data', { stage: config.stage });
    // A recovery point outlives a deleted table in prod; dev is torn down with its data.
    if (config.stage === 'prod') new Backup(this, 'Backup', { table: this.data.table });
    this.logKey = new LogKey(this, 'LogKey', { stage: config.stage });
    const logKey = this.logKey.key;
    this.accessLogs = new AccessLogs(this, 'AccessLogs', { stage: config.stage });
    this.uploads = new Uploads(this, 'Uploads', {
      stage: config.stage,
      key: this.data.sensitiveKey,
      logBucket: this.accessLogs.bucket,
    });
    this.auth = new Auth(this, 'Auth', { data: this.data, config, logKey });
    const identity = {
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.client.userPoolClientId,
      STAFF_CLIENT_ID: this.auth.staffClient.userPoolClientId,
      COGNITO_ISSUER: this.auth.issuer,
    };
    this.api = new Api(this, 'Api', {
      data: this.data,
      config,
      logKey,
      environment: identity,
      userPoolArn: this.auth.userPool.userPoolArn,
      uploads: this.uploads,
      issuer: this.auth.issuer,
      userPoolClientIds: [this.auth.client.userPoolClientId, this.auth.staffClient.userPoolClientId],
    });
    this.chatStream = new ChatStream(this, 'ChatStream', { data: this.data, config, logKey });
    this.realtime = new Realtime(this, 'Realtime', {
      data: this.data,
      config,
      logKey,
      environment: identity,
      originVerifySecret: this.api.originVerifySecret,
      ...(this.api.alertWebhookSecret ? { alertWebhookSecret: this.api.alertWebhookSecret } : {}),
    });
    this.site = new Site(this, 'Site', {
      config,
      apiDomainName: this.api.domainName,
      webSocketDomainName: `${this.realtime.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      staffClientId: this.auth.staffClient.userPoolClientId,
      logBucket: this.accessLogs.bucket,
      connectOrigins: [this.uploads.origin],
      webDist: props.webDist,
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: this.api.originVerifyValue },
      chatStream: { path: this.chatStream.path, functionUrl: this.chatStream.functionUrl },
      logKey,
      ...(config.domainName && props.edge
        ? {
            domain: {
              name: config.domainName,
              certificate: props.edge.certificate,
              webAclArn: props.edge.webAclArn,
              hostedZone: config.hostedZone,
            },
          }
        : {}),
    });
    // Links in e-mails and payment callbacks point at the public origin, known only once the site
    // exists. The sign-in code e-mail carries no link, so the triggers do without.
    for (const fn of this.api.functions.values()) {
      fn.addEnvironment('SITE_URL', this.site.url);
      // Staff alerts (a duplicate payment) go to the address the alarms go to.
      if (config.alarmEmail) fn.addEnvironment('STAFF_ALERT_EMAIL', config.alarmEmail);
    }
    // Staff alerts from the stream link to the staff dashboard.
    this.realtime.fanout.addEnvironment('SITE_URL', this.site.url);
    // /ws opens only from the site's own pages: its origin (the custom domain when there is one).
    this.realtime.connect.addEnvironment('SITE_URL', this.site.url);
    // The password-reset e-mail links to /password-reset on the site.
    this.auth.customMessage.addEnvironment('SITE_URL', this.site.url);

    // SES bounces and complaints, recorded and suppressed (lib/mail-events.ts, issue #25).
    this.mailEvents = new MailEvents(this, 'MailEvents', { data: this.data, config, logKey });
    // Referral payouts' reconcile on a schedule (lib/payouts.ts, issue #29).
    this.payouts = new Payouts(this, 'Payouts', {
      data: this.data,
      config,
      logKey,
      paystackSecret: this.api.paystackSecret,
    });
    this.payouts.reconcile.addEnvironment('SITE_URL', this.site.url);
    if (config.alarmEmail) this.payouts.reconcile.addEnvironment('STAFF_ALERT_EMAIL', config.alarmEmail);
    // Failed and stuck payouts alert staff from these two, by the webhook too as the stream's alerts do.
    for (const fn of [this.payouts.reconcile, this.api.functions.get('payments-webhook')])
      if (fn) giveStaffAlertWebhook(fn, config.alertWebhookUrl, this.api.alertWebhookSecret);

    const webhook = this.api.functions.get('whatsapp-webhook');
    const staffReplies = this.api.functions.get('admin-chat-session-staff');
    this.whatsapp =
      config.whatsapp && webhook
        ? new WhatsappChannel(this, 'Whatsapp', {
            data: this.data,
            config,
            logKey,
            whatsapp: config.whatsapp,
            webhook,
            senders: staffReplies ? [staffReplies] : [],
            secretsKey: this.api.secretsKey,
          })
        : undefined;
    // The worker answers with links to the site, as the API's functions do.
    this.whatsapp?.worker.addEnvironment('SITE_URL', this.site.url);
    const whatsappFunctions = this.whatsapp ? [this.whatsapp.worker] : [];

    this.operations = new Operations(this, 'Operations', {
      httpApi: this.api.httpApi,
      functions: [
        ...this.api.functions.values(),
        this.chatStream.function,
        ...this.auth.triggers,
        ...this.realtime.functions,
        this.mailEvents.function,
        ...whatsappFunctions,
        this.payouts.reconcile,
      ],
      deadLetterQueue: this.realtime.deadLetterQueue,
      alarmEmail: config.alarmEmail,
      stage: config.stage,
    });

    const observability = new Observability(this, 'Observability', {
      functions: [
        ...this.api.functions.values(),
        this.chatStream.function,
        ...this.auth.triggers,
        ...this.realtime.functions,
        this.mailEvents.function,
        ...whatsappFunctions,
        this.payouts.reconcile,
      ],
      fanout: this.realtime.fanout,
      alarmTopic: this.operations.alarmTopic,
      distributionId: this.site.distribution.distributionId,
      bedrockModelId: config.bedrockModelId,
      runbookUrl: 'RUNBOOK.md',
    });
    this.mailEvents.connect({
      configurationSet: observability.configurationSet,
      alarmTopic: this.operations.alarmTopic,
      runbookUrl: 'RUNBOOK.md',
    });
    this.payouts.connect({
      alarmTopic: this.operations.alarmTopic,
      dashboard: observability.dashboard,
      settlers: [
        this.payouts.reconcile,
        ...['payments-webhook', 'admin-payouts'].flatMap((name) => {
          const fn = this.api.functions.get(name as 'admin-payouts');
          return fn ? [fn] : [];
        }),
      ],
      runbookUrl: 'RUNBOOK.md',
    });

    this.whatsapp?.alarm(this.operations.alarmTopic, 'RUNBOOK.md');

    // Every Lambda, the BucketDeployment helper included (cfn-lint W3005).
    Aspects.of(this).add(new NoRedundantRoleDependency());

    new CfnOutput(this, 'SiteUrl', { value: this.site.url });
    new CfnOutput(this, 'ApiUrl', { value: `${this.site.url}/api` });
    new CfnOutput(this, 'WebSocketUrl', { value: this.site.webSocketUrl });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'StaffClientId', { value: this.auth.staffClient.userPoolClientId });
    new CfnOutput(this, 'PaystackSecretArn', { value: this.api.paystackSecret.secretArn });
    if (this.api.alertWebhookSecret)
      new CfnOutput(this, 'AlertWebhookSecretArn', { value: this.api.alertWebhookSecret.secretArn });
    new CfnOutput(this, 'CalendlySigningKeySecretArn', { value: this.api.calendlySigningKey.secretArn });
    new CfnOutput(this, 'OriginVerifySecretArn', { value: this.api.originVerifySecret.secretArn });
    if (this.whatsapp) {
      new CfnOutput(this, 'WhatsappAppSecretArn', { value: this.whatsapp.appSecret.secretArn });
      new CfnOutput(this, 'WhatsappVerifyTokenSecretArn', { value: this.whatsapp.verifyToken.secretArn });
      new CfnOutput(this, 'WhatsappAccessTokenSecretArn', { value: this.whatsapp.accessToken.secretArn });
      new CfnOutput(this, 'WhatsappDeadLetterQueueUrl', { value: this.whatsapp.deadLetterQueue.queueUrl });
    }
    new CfnOutput(this, 'AlarmTopicArn', { value: this.operations.alarmTopic.topicArn });
  }
}
