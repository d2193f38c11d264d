import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createApiRouter } from './api-router.ts';
import { createHandlerLoader } from './handlers.ts';
import { sendError } from './http-io.ts';
import { createJwtAuthorizer } from './jwt-authorizer.ts';
import { issuerFor, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID, localEnvironment } from './local-env.ts';
import { createLogger, type Logger } from './logger.ts';
import { MailOutbox, setActiveOutbox, type MailToSend } from './mail-outbox.ts';
import { importIfPresent } from './optional-module.ts';
import { startSchedulingSandbox, type SchedulingSandbox } from './scheduling-sandbox.ts';
import { securityHeaderValues } from './security-headers.ts';
import {
  createRequestListener,
  createUpgradeListener,
  IDENTITY_PREFIX,
  PAYSTACK_PREFIX,
  type MountedService,
} from './server.ts';
import { createStaticSite } from './static-site.ts';
import { busyPortMessage, firstLine, isAddressInUse, LocalStartError } from './startup-errors.ts';
import { startStreamPoller } from './stream-poller.ts';
import { createWsGateway } from './ws-gateway.ts';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_ADMIN = { email: 'admin@quarter.local', password: 'Quarter-Local-Admin-1' } as const;
export const DEFAULT_TABLE_NAME = 'quarter-local';

export interface StartProductOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Keeps DynamoDB data, the outbox and the field key between runs; in memory when unset. */
  readonly dataDir?: string;
  /** Reuse a running DynamoDB Local; otherwise one is started and stopped with the product. */
  readonly dynamodbEndpoint?: string;
  readonly tableName?: string;
  /** Applied over the computed environment. */
  readonly env?: Record<string, string>;
  readonly quiet?: boolean;
  readonly webRoot?: string;
  /** Port of the scheduling sandbox (a second origin); 0 picks a free one. */
  readonly schedulingPort?: number;
  readonly admin?: { readonly email: string; readonly password: string };
}

export interface RunningProduct {
  readonly url: string;
  readonly port: number;
  readonly dynamodbEndpoint: string;
  readonly tableName: string;
  readonly outboxUrl: string;
  readonly schedulingUrl: string;
  readonly admin: { readonly email: string; readonly password: string };
  stop(): Promise<void>;
}

interface DynamoDbLocalModule {
  startDynamoDbLocal(options: {
    port?: number;
    dataDir?: string;
  }): Promise<{ endpoint: string; stop(): Promise<void> }>;
}
interface TableSchemaModule {
  ensureTable(client: DynamoDBClient, tableName: string): Promise<unknown>;
}
interface IdentityModule {
  createIdentityProvider(options: {
    issuer: string;
    userPoolId: string;
    clientId: string;
    admin: { email: string; password: string };
    sendMail: (mail: { to: string; subject: string; text: string; html: string }) => Promise<void>;
  }): Promise<MountedService & { jwksPath: string; close(): Promise<void> }>;
}
/** functions/local/paystack/index.ts, when someone builds it: the same HTTP shapes as api.paystack.co. */
interface PaystackModule {
  createPaystackSandbox(options: {
    origin: string;
    prefix: string;
    secretKey: string;
    webhookUrl: string;
  }): Promise<MountedService & { close?(): Promise<void> }>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const loopback = (host: string) => ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'].includes(host);

/** Undo steps run in reverse when start-up fails half way or the product stops. */
class Teardown {
  private readonly steps: Array<{ name: string; run: () => Promise<void> }> = [];
  add(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }
  async run(log: Logger): Promise<void> {
    for (const step of this.steps.reverse()) {
      await step.run().catch((error: unknown) => log.error(`stopping ${step.name} failed`, error));
    }
    this.steps.length = 0;
  }
}

async function startDynamoDb(
  options: StartProductOptions,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  if (options.dynamodbEndpoint) return { endpoint: options.dynamodbEndpoint, stop: async () => undefined };
  const launcher = await importIfPresent<DynamoDbLocalModule>('./dynamodb-local.ts');
  if (!launcher)
    throw new LocalStartError('DynamoDB Local launcher (functions/local/dynamodb-local.ts) is missing');
  try {
    return await launcher.startDynamoDbLocal({
      dataDir: options.dataDir ? path.join(options.dataDir, 'dynamodb') : undefined,
    });
  } catch (error: unknown) {
    throw new LocalStartError(firstLine(error), { cause: error });
  }
}

async function prepareTable(
  endpoint: string,
  tableName: string,
  region: string,
  dataDir: string | undefined,
) {
  const schema = await importIfPresent<TableSchemaModule>('../adapters/db/table-schema.ts');
  if (!schema) return false;
  const client = new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await schema.ensureTable(client, tableName);
    return true;
  } catch (error: unknown) {
    const hint = dataDir ? `; remove ${path.join(dataDir, 'dynamodb')} to start from an empty table` : '';
    throw new LocalStartError(
      `Table ${tableName} at ${endpoint} could not be prepared: ${firstLine(error)}${hint}`,
      {
        cause: error,
      },
    );
  } finally {
    client.destroy();
  }
}

/**
 * Starts the whole product in this process: web app, API router with the JWT authorizer, WebSocket
 * gateway, stream fan-out, identity provider, mail outbox and scheduling sandbox, over DynamoDB Local.
 */
export async function startProduct(options: StartProductOptions = {}): Promise<RunningProduct> {
  const log = createLogger(options.quiet ?? false);
  const host = options.host ?? '127.0.0.1';
  const publicHostname = loopback(host) ? 'localhost' : host;
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  const admin = options.admin ?? {
    email: process.env.LOCAL_ADMIN_EMAIL || DEFAULT_ADMIN.email,
    password: process.env.LOCAL_ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  };
  const teardown = new Teardown();

  // Bind first: a busy port is the most common failure and should cost nothing to report.
  let ready: ReturnType<typeof createRequestListener> | undefined;
  let upgrade: ReturnType<typeof createUpgradeListener> | undefined;
  const server = createServer((req, res) => {
    if (ready) return ready(req, res);
    req.resume();
    sendError(req, res, 503, 'unavailable', 'The local product is still starting.', { 'retry-after': '1' });
  });
  server.on('upgrade', (req, socket, head) => (upgrade ? upgrade(req, socket, head) : socket.destroy()));
  const requestedPort = options.port ?? 3000;
  let port: number;
  try {
    port = await listen(server, requestedPort, host);
  } catch (error: unknown) {
    if (isAddressInUse(error)) throw new LocalStartError(busyPortMessage(requestedPort), { cause: error });
    throw new LocalStartError(`Cannot listen on ${host}:${requestedPort}: ${firstLine(error)}`, {
      cause: error,
    });
  }
  teardown.add('server', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const url = `http://${publicHostname}:${port}`;
  const siteOrigins = [url, `http://127.0.0.1:${port}`].filter(
    (origin, index, all) => all.indexOf(origin) === index,
  );

  try {
    let scheduling: SchedulingSandbox;
    try {
      scheduling = await startSchedulingSandbox({
        port: options.schedulingPort ?? 0,
        host,
        publicHostname,
        siteOrigins,
      });
    } catch (error: unknown) {
      const wanted = options.schedulingPort ?? 0;
      throw new LocalStartError(
        isAddressInUse(error)
          ? `Scheduling sandbox port ${wanted} is busy: stop the other process or pick another port`
          : `Scheduling sandbox could not start: ${firstLine(error)}`,
        { cause: error },
      );
    }
    teardown.add('scheduling sandbox', () => scheduling.close());

    const dynamodb = await startDynamoDb(options);
    teardown.add('DynamoDB Local', () => dynamodb.stop());

    // Handlers read configuration when their module loads, so the environment is complete before any import.
    const environment = await localEnvironment({
      url,
      tableName,
      dynamodbEndpoint: dynamodb.endpoint,
      schedulingUrl: scheduling.url,
      schedulingOrigin: scheduling.origin,
      dataDir: options.dataDir,
    });
    Object.assign(process.env, environment, options.env ?? {});
    const region = process.env.AWS_REGION ?? environment.AWS_REGION ?? 'eu-west-1';

    if (!(await prepareTable(dynamodb.endpoint, tableName, region, options.dataDir))) {
      log.info('table schema module is not there yet; using the table as it is');
    }

    const outbox = await MailOutbox.open({
      dataDir: options.dataDir,
      defaultFrom: process.env.MAIL_FROM ?? '',
    });
    setActiveOutbox(outbox);
    teardown.add('mail outbox', async () => {
      setActiveOutbox(undefined);
      await outbox.flush();
    });
    const sendMail = async (mail: MailToSend) => void (await outbox.send(mail));

    const issuer = issuerFor(url);
    const identityModule = await importIfPresent<IdentityModule>('./identity/index.ts');
    const identity = await identityModule?.createIdentityProvider({
      issuer,
      userPoolId: LOCAL_USER_POOL_ID,
      clientId: LOCAL_USER_POOL_CLIENT_ID,
      admin: { ...admin },
      sendMail,
    });
    if (identity) teardown.add('identity provider', () => identity.close());
    else log.info('identity provider is not built yet; sign-in answers 501');

    const paystackModule = await importIfPresent<PaystackModule>('./paystack/index.ts');
    const paystack = await paystackModule?.createPaystackSandbox({
      origin: url,
      prefix: PAYSTACK_PREFIX,
      secretKey: process.env.PAYSTACK_SECRET_KEY ?? '',
      webhookUrl: `${url}/api/payments/webhook`,
    });
    const paystackClose = paystack?.close?.bind(paystack);
    if (paystackClose) teardown.add('Paystack sandbox', paystackClose);

    const loadHandler = createHandlerLoader();
    const ws = createWsGateway({ loadHandler, log });
    teardown.add('WebSocket gateway', () => ws.close());

    const poller = startStreamPoller({ endpoint: dynamodb.endpoint, tableName, region, loadHandler, log });
    teardown.add('stream poller', () => poller.stop());

    const securityHeaders = securityHeaderValues({ extraFrameSources: [scheduling.origin] });
    const parts = {
      staticSite: createStaticSite(options.webRoot ?? DEFAULT_WEB_ROOT),
      api: createApiRouter({
        loadHandler,
        authorize: createJwtAuthorizer({ issuer, clientId: LOCAL_USER_POOL_CLIENT_ID }),
        edgeHeaders: new Set(Object.keys(securityHeaders)),
        log,
      }),
      outbox,
      ws,
      mounts: new Map<string, MountedService | undefined>([
        [IDENTITY_PREFIX, identity],
        [PAYSTACK_PREFIX, paystack],
      ]),
      config: {
        region,
        userPoolId: LOCAL_USER_POOL_ID,
        userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
        schedulingUrl: scheduling.url,
        schedulingOrigin: scheduling.origin,
        siteUrl: url,
      },
      securityHeaders,
      log,
    };
    ready = createRequestListener(parts);
    upgrade = createUpgradeListener(parts);
    log.info(`listening on ${url}`);

    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      dynamodbEndpoint: dynamodb.endpoint,
      tableName,
      outboxUrl: `${url}/_local/mail`,
      schedulingUrl: scheduling.url,
      admin: { ...admin },
      stop: () => (stopping ??= teardown.run(log)),
    };
  } catch (error: unknown) {
    await teardown.run(log);
    if (error instanceof LocalStartError) throw error;
    throw new LocalStartError(`The local product could not start: ${firstLine(error)}`, { cause: error });
  }
}
