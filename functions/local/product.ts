import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiRouter } from './gateway/api-router.ts';
import { LOCAL_MODEL_ID, startLocalBedrock } from './assistant/index.ts';
import { createHandlerLoader } from './lambda/runtime.ts';
import { ProductQuiet, QUIET_PATH } from './quiet.ts';
import { deliverSesEvents } from './mail/deliver-events.ts';
import { createJwtAuthorizer } from './gateway/jwt-authorizer.ts';
import { bindServer } from './listen.ts';
import { prepareTable, startLocalDynamoDb } from './storage/table.ts';
import {
  issuerFor,
  LOCAL_STAFF_CLIENT_ID,
  LOCAL_USER_POOL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  localCalendlySigningKey,
  localEnvironment,
} from './local-env.ts';
import { createLogger } from './logger.ts';
import { MailOutbox } from './mail/outbox.ts';
import { sendMail } from '../adapters/mailer.ts';
import { startIdentityProvider, startPaystackSandbox } from './optional-services.ts';
import type { SandboxWebhook } from './scheduling/bookings.ts';
import { startSchedulingSandbox, type SchedulingSandbox } from './scheduling/sandbox.ts';
import { securityHeaderValues } from './gateway/security-headers.ts';
import {
  createRequestListener,
  createUpgradeListener,
  IDENTITY_PREFIX,
  PAYSTACK_PREFIX,
} from './gateway/server.ts';
import { createStaticSite } from './gateway/static-site.ts';
import { firstLine, isAddressInUse, LocalStartError } from './startup-errors.ts';
import { startStreamPoller } from './storage/stream-poller.ts';
import { Teardown } from './teardown.ts';
import { createUploadBucket, UPLOADS_PREFIX } from './uploads/index.ts';
import { createWsGateway } from './realtime/ws-gateway.ts';
import { startWhatsappStandIn } from './whatsapp/index.ts';
import { startWhatsappQueue } from './whatsapp/queue.ts';
import { PAYOUTS_PREFIX, startPayoutsReconcile } from './schedules/payouts-reconcile.ts';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_ADMIN = { email: 'admin@quarter.local', password: 'Quarter-Local-Admin-1' } as const;
export const DEFAULT_TABLE_NAME = 'quarter-local';

export interface StartProductOptions {
  /** 0 picks a free port; default 3000. */
  readonly port?: number;
  readonly host?: string;
  /**
   * Keeps DynamoDB data, the outbox, uploads, the field key and the identity provider's users,
   * signing key and refresh tokens between runs; in memory when unset.
   */
  readonly dataDir?: string;
  /** Reuse a running DynamoDB Local; otherwise one is started and stopped with the product. */
  readonly dynamodbEndpoint?: string;
  readonly tableName?: string;
  /** Applied over the computed environment. */
  readonly env?: Record<string, string>;
  readonly quiet?: boolean;
  /** The built web app; default web/dist. */
  readonly webRoot?: string;
  /** Port of the scheduling sandbox (a second origin); 0 (default) picks a free one. */
  readonly schedulingPort?: number;
  /** Default: LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD, else DEFAULT_ADMIN. */
  readonly admin?: { readonly email: string; readonly password: string };
  /**
   * The identity provider's per-IP code-send limit (the WAF stand-in). Test runs raise it: every
   * browser and client there shares 127.0.0.1, and the limit itself has its own tests.
   */
  readonly codeSendsPerIp?: { readonly limit: number; readonly windowSeconds: number };
  /**
   * Q through the production Bedrock adapter, answered by the local Bedrock stand-in
   * (functions/local/assistant): replies stream a few words at a time. Default: LOCAL_BEDROCK=1.
   */
  readonly localModel?: boolean;
}

export interface RunningProduct {
  readonly url: string;
  readonly port: number;
  readonly dynamodbEndpoint: string;
  readonly tableName: string;
  readonly outboxUrl: string;
  readonly schedulingUrl: string;
  /** The WhatsApp stand-in (functions/local/whatsapp): the founder's phone page and the Graph API. */
  readonly whatsappUrl: string;
  readonly admin: { readonly email: string; readonly password: string };
  stop(): Promise<void>;
}

const LOOPBACK = ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'];

async function startScheduling(
  port: number,
  host: string,
  publicHostname: string,
  siteOrigins: string[],
  webhook: SandboxWebhook,
) {
  try {
    return await startSchedulingSandbox({ port, host, publicHostname, siteOrigins, webhook });
  } catch (error: unknown) {
    throw new LocalStartError(
      isAddressInUse(error)
        ? `Scheduling sandbox port ${port} is busy: stop the other process or pick another port`
        : `Scheduling sandbox could not start: ${firstLine(error)}`,
      { cause: error },
    );
  }
}

/**
 * Starts the whole product in this process: web app, API router with the JWT authorizer, WebSocket
 * gateway, stream fan-out, identity provider, mail outbox and scheduling sandbox, over DynamoDB Local.
 * Every failure is a LocalStartError with a one-line message, after whatever had started is stopped.
 */
export async function startProduct(options: StartProductOptions = {}): Promise<RunningProduct> {
  const log = createLogger(options.quiet ?? false);
  const host = options.host ?? '127.0.0.1';
  const publicHostname = LOOPBACK.includes(host) ? 'localhost' : host;
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  const admin = options.admin ?? {
    email: process.env.LOCAL_ADMIN_EMAIL || DEFAULT_ADMIN.email,
    password: process.env.LOCAL_ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  };
  const server = await bindServer(options.port ?? 3000, host);
  const teardown = new Teardown();
  teardown.add('server', () => server.close());
  const url = `http://${publicHostname}:${server.port}`;
  const siteOrigins = [...new Set([url, `http://127.0.0.1:${server.port}`])];

  try {
    const scheduling: SchedulingSandbox = await startScheduling(
      options.schedulingPort ?? 0,
      host,
      publicHostname,
      siteOrigins,
      // Signed with the key the handler reads from CALENDLY_WEBHOOK_SIGNING_KEY (local-env.ts).
      { url: `${url}/api/scheduling/webhook`, signingKey: localCalendlySigningKey(options.env) },
    );
    teardown.add('scheduling sandbox', () => scheduling.close());

    // Issue #30: its own port; it reads the WhatsApp settings the product runs with, once they are set.
    // What GET /_local/idle reads: every stand-in and the local Lambda runtime report work in hand to it.
    const quiet = new ProductQuiet();
    const whatsapp = await startWhatsappStandIn({
      quiet,
      port: 0,
      host,
      publicHostname,
      webhookUrl: `${url}/api/whatsapp/webhook`,
      appSecret: () => process.env.WHATSAPP_APP_SECRET ?? '',
      accessToken: () => process.env.WHATSAPP_ACCESS_TOKEN ?? '',
      phoneNumberId: () => process.env.WHATSAPP_PHONE_NUMBER_ID ?? '',
    });
    teardown.add('WhatsApp stand-in', () => whatsapp.close());

    const dynamodb = await startLocalDynamoDb({
      endpoint: options.dynamodbEndpoint,
      dataDir: options.dataDir,
    });
    teardown.add('DynamoDB Local', () => dynamodb.stop());

    // Handlers read configuration when their module loads, so the environment is complete before any import.
    const environment = await localEnvironment({
      url,
      tableName,
      dynamodbEndpoint: dynamodb.endpoint,
      schedulingUrl: scheduling.url,
      schedulingOrigin: scheduling.origin,
      whatsappUrl: whatsapp.url,
      dataDir: options.dataDir,
    });
    if (options.localModel ?? process.env.LOCAL_BEDROCK === '1') {
      const bedrock = await startLocalBedrock();
      teardown.add('local Bedrock', () => bedrock.close());
      environment.BEDROCK_MODEL_ID = LOCAL_MODEL_ID;
      environment.BEDROCK_ENDPOINT = bedrock.endpoint;
    }
    Object.assign(process.env, environment, options.env ?? {});
    const region = process.env.AWS_REGION || 'eu-west-1';
    await prepareTable({ endpoint: dynamodb.endpoint, tableName, region, dataDir: options.dataDir });

    const outbox = await MailOutbox.open({
      dataDir: options.dataDir,
      defaultFrom: process.env.MAIL_FROM ?? '',
    });
    teardown.add('mail outbox', () => outbox.flush());

    const issuer = issuerFor(url);
    const identity = await startIdentityProvider({
      issuer,
      userPoolId: LOCAL_USER_POOL_ID,
      clientId: LOCAL_USER_POOL_CLIENT_ID,
      staffClientId: LOCAL_STAFF_CLIENT_ID,
      admin: { ...admin },
      // Codes and reset mails leave through the product's mailer and the SES stand-in, as on AWS, so
      // the suppression list and the bounce list apply to them too.
      sendMail: async (mail) => {
        for (const to of typeof mail.to === 'string' ? [mail.to] : mail.to) await sendMail({ ...mail, to });
      },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.codeSendsPerIp ? { ipSendLimit: options.codeSendsPerIp } : {}),
    });
    if (identity) teardown.add('identity provider', () => identity.close());
    else log.info('identity provider is not built yet; sign-in answers 501');

    const paystack = await startPaystackSandbox({
      origin: url,
      prefix: PAYSTACK_PREFIX,
      secretKey: process.env.PAYSTACK_SECRET_KEY ?? '',
      webhookUrl: `${url}/api/payments/webhook`,
      quiet,
    });
    const closePaystack = paystack?.close?.bind(paystack);
    if (closePaystack) teardown.add('Paystack sandbox', closePaystack);

    const uploads = await createUploadBucket({
      dir: options.dataDir ? path.join(options.dataDir, 'uploads') : undefined,
      bucket: process.env.UPLOAD_BUCKET,
      credentials: {
        accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local',
        secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      },
    });
    teardown.add('upload bucket', () => uploads.close());

    const loadHandler = quiet.counting(createHandlerLoader());
    deliverSesEvents({ outbox, loadHandler, region, log, quiet });
    startWhatsappQueue({ loadHandler, log, quiet });
    const ws = createWsGateway({ loadHandler, log });
    teardown.add('WebSocket gateway', () => ws.close());
    const poller = startStreamPoller({
      endpoint: dynamodb.endpoint,
      tableName,
      region,
      loadHandler,
      log,
      quiet,
    });
    teardown.add('stream poller', () => poller.stop());
    const reconcileMinutes = Number(process.env.PAYOUTS_RECONCILE_MINUTES);
    const payoutsReconcile = startPayoutsReconcile({
      loadHandler,
      log,
      ...(reconcileMinutes > 0 ? { everyMs: reconcileMinutes * 60_000 } : {}),
    });
    teardown.add('payouts reconcile timer', () => payoutsReconcile.close());

    const securityHeaders = securityHeaderValues({ extraFrameSources: [scheduling.origin] });
    const parts = {
      staticSite: createStaticSite(options.webRoot ?? DEFAULT_WEB_ROOT),
      api: createApiRouter({
        loadHandler,
        authorize: createJwtAuthorizer({
          issuer,
          clientId: [LOCAL_USER_POOL_CLIENT_ID, LOCAL_STAFF_CLIENT_ID],
        }),
        edgeHeaders: new Set(Object.keys(securityHeaders)),
        log,
      }),
      outbox,
      ws,
      mounts: new Map([
        [IDENTITY_PREFIX, identity],
        [PAYSTACK_PREFIX, paystack],
        [UPLOADS_PREFIX, uploads],
        [PAYOUTS_PREFIX, payoutsReconcile],
        [QUIET_PATH, quiet],
      ]),
      config: {
        region,
        userPoolId: LOCAL_USER_POOL_ID,
        userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
        staffClientId: LOCAL_STAFF_CLIENT_ID,
        schedulingUrl: scheduling.url,
        schedulingOrigin: scheduling.origin,
        siteUrl: url,
      },
      securityHeaders,
      log,
    };
    server.serve(createRequestListener(parts), createUpgradeListener(parts));
    log.info(`listening on ${url}`);

    let stopping: Promise<void> | undefined;
    return {
      url,
      port: server.port,
      dynamodbEndpoint: dynamodb.endpoint,
      tableName,
      outboxUrl: `${url}/_local/mail`,
      schedulingUrl: scheduling.url,
      whatsappUrl: whatsapp.url,
      admin: { ...admin },
      stop: () => (stopping ??= teardown.run(log)),
    };
  } catch (error: unknown) {
    await teardown.run(log);
    if (error instanceof LocalStartError) throw error;
    throw new LocalStartError(`The local product could not start: ${firstLine(error)}`, { cause: error });
  }
}
