import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALERT_RECEIVER_PATH, LOCAL_ALERT_WEBHOOK_SECRET } from './alerts/receiver.ts';

export const LOCAL_USER_POOL_ID = 'local_pool';
export const LOCAL_USER_POOL_CLIENT_ID = 'localwebclient';
/** The staff app client (password sign-in for admins), as the stack's StaffClient. */
export const LOCAL_STAFF_CLIENT_ID = 'localwebclient-staff';
export const LOCAL_REGION = 'eu-west-1';
/** What the scheduling sandbox signs its Calendly webhooks with, unless CALENDLY_WEBHOOK_SIGNING_KEY is set. */
export const LOCAL_CALENDLY_SIGNING_KEY = 'calendly_local_sandbox_signing_key';

/** The key both the sandbox (signing) and the webhook handler (checking) use locally. */
export const localCalendlySigningKey = (overrides: Record<string, string> = {}): string =>
  overrides.CALENDLY_WEBHOOK_SIGNING_KEY ||
  process.env.CALENDLY_WEBHOOK_SIGNING_KEY ||
  LOCAL_CALENDLY_SIGNING_KEY;

export interface LocalEnvFacts {
  readonly url: string;
  readonly tableName: string;
  readonly dynamodbEndpoint: string;
  readonly schedulingUrl: string;
  readonly schedulingOrigin: string;
  /** The WhatsApp stand-in (functions/local/whatsapp), the Graph API unless WHATSAPP_GRAPH_URL says otherwise. */
  readonly whatsappUrl?: string;
  readonly dataDir?: string;
}

/** The WhatsApp settings' local values (issue #30); a value already in the environment wins. */
export const LOCAL_WHATSAPP = {
  WHATSAPP_APP_SECRET: 'local-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'local-whatsapp-verify-token',
  WHATSAPP_ACCESS_TOKEN: 'local-whatsapp-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_GRAPH_VERSION: 'v21.0',
} as const;

/** The field-encryption key must survive restarts when the data does, or stored fields become unreadable. */
async function localFieldKey(dataDir: string | undefined): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('base64');
  const file = path.join(dataDir, 'field-key');
  const saved = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (saved) return saved;
  const fresh = randomBytes(32).toString('base64');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, fresh, { mode: 0o600 });
  return fresh;
}

export const issuerFor = (url: string) => `${url}/_local/cognito/${LOCAL_USER_POOL_ID}`;

/**
 * Every variable the handlers read, pointing the production adapters at the local stand-ins.
 * Endpoints are forced; secrets and identities keep a developer's own values when already set.
 */
export async function localEnvironment(facts: LocalEnvFacts): Promise<Record<string, string>> {
  const keep = (name: string, fallback: string) => process.env[name] || fallback;
  const hasOwnCredentials = Boolean(process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY);
  return {
    STAGE: 'local',
    AWS_REGION: keep('AWS_REGION', LOCAL_REGION),
    AWS_ACCESS_KEY_ID: hasOwnCredentials ? (process.env.AWS_ACCESS_KEY_ID ?? 'local') : 'local',
    AWS_SECRET_ACCESS_KEY: hasOwnCredentials ? (process.env.AWS_SECRET_ACCESS_KEY ?? 'local') : 'local',
    TABLE_NAME: facts.tableName,
    DYNAMODB_ENDPOINT: facts.dynamodbEndpoint,
    USER_POOL_ID: LOCAL_USER_POOL_ID,
    USER_POOL_CLIENT_ID: LOCAL_USER_POOL_CLIENT_ID,
    STAFF_CLIENT_ID: LOCAL_STAFF_CLIENT_ID,
    COGNITO_ISSUER: issuerFor(facts.url),
    COGNITO_ENDPOINT: `${facts.url}/_local/cognito`,
    SES_ENDPOINT: `${facts.url}/_local/ses`,
    MAIL_FROM: keep('MAIL_FROM', 'Quarter <hello@quarter.local>'),
    // Staff alerts (a duplicate payment) land in the outbox like every other e-mail.
    STAFF_ALERT_EMAIL: keep('STAFF_ALERT_EMAIL', 'staff@quarter.local'),
    // Staff alert webhooks go to the local receiver (/_local/alerts.json) unless pointed elsewhere; `off` sends none.
    STAFF_ALERT_WEBHOOK_URL:
      process.env.STAFF_ALERT_WEBHOOK_URL === 'off'
        ? ''
        : keep('STAFF_ALERT_WEBHOOK_URL', `${facts.url}${ALERT_RECEIVER_PATH}`),
    STAFF_ALERT_WEBHOOK_SECRET: keep('STAFF_ALERT_WEBHOOK_SECRET', LOCAL_ALERT_WEBHOOK_SECRET),
    // Business metrics are CloudWatch EMF lines on AWS; locally they would only fill the console.
    METRICS_DISABLED: keep('METRICS_DISABLED', 'true'),
    SITE_URL: facts.url,
    PAYSTACK_BASE_URL: `${facts.url}/_local/paystack`,
    PAYSTACK_SECRET_KEY: keep('PAYSTACK_SECRET_KEY', 'sk_test_local_sandbox'),
    S3_ENDPOINT: `${facts.url}/_local/s3`,
    UPLOAD_BUCKET: 'quarter-local-uploads',
    CALENDLY_WEBHOOK_SIGNING_KEY: localCalendlySigningKey(),
    SCHEDULING_URL: facts.schedulingUrl,
    SCHEDULING_ORIGIN: facts.schedulingOrigin,
    WS_MANAGEMENT_ENDPOINT: `${facts.url}/_local/ws`,
    ...Object.fromEntries(
      Object.entries(LOCAL_WHATSAPP).map(([name, fallback]) => [name, keep(name, fallback)]),
    ),
    WHATSAPP_GRAPH_URL: keep('WHATSAPP_GRAPH_URL', facts.whatsappUrl ?? 'https://graph.facebook.com'),
    // Lets the launch chat's browser test force Q to fail ([[force-q-failure]], domain/q/fault-injection.ts).
    ALLOW_FAULT_INJECTION: '1',
    // The SDK's notice about future Node requirements would bury the start banner on every run.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: keep(
      'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
      'true',
    ),
    LOCAL_FIELD_KEY: process.env.LOCAL_FIELD_KEY || (await localFieldKey(facts.dataDir)),
  };
}
