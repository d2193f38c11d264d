import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import {
  createIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
} from '../../../functions/local/identity/index.ts';
import type { OutgoingMail } from '../../../functions/services/auth/ports.ts';

export const POOL_ID = 'eu-west-1_localtest';
export const CLIENT_ID = 'test-web-client';
/** The staff client the provider adds beside the web client (password sign-in, admins only). */
export const STAFF_CLIENT_ID = `${CLIENT_ID}-staff`;
export const ADMIN = { email: 'admin@quarter.test', password: 'Admin-Passw0rd!' };

/** The adapters read these lazily; DynamoDB Local is the one the integration globalSetup started. */
export function useDynamoDbLocal() {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
    TABLE_NAME: inject('tableName'),
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
}

export interface RunningProvider {
  readonly origin: string;
  readonly issuer: string;
  readonly endpoint: string;
  readonly client: CognitoIdentityProviderClient;
  readonly mails: OutgoingMail[];
  /** moves the provider's (and its triggers') clock */
  advance(milliseconds: number): void;
  /** the six-digit code of the newest mail to `to` */
  codeSentTo(to: string): string;
  mailsTo(to: string): OutgoingMail[];
  close(): Promise<void>;
}

/**
 * The provider on a real node:http server, driven by the real AWS SDK client. The port is free by
 * default; a restart passes the earlier one, since the issuer (and so every token's `iss`) names it.
 */
export async function startProvider(
  options: Partial<Omit<IdentityProviderOptions, 'issuer' | 'sendMail' | 'clock'>> = {},
  port = 0,
): Promise<RunningProvider> {
  const mails: OutgoingMail[] = [];
  let offset = 0;
  // The issuer names the port, so the provider is made after the server listens.
  const mounted: { provider?: IdentityProvider } = {};
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!mounted.provider) return void res.writeHead(503).end();
      mounted.provider.handle(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/_local/cognito/${POOL_ID}`;
  const provider = createIdentityProvider({
    userPoolId: POOL_ID,
    clientId: CLIENT_ID,
    admin: ADMIN,
    siteUrl: 'https://quarter.test',
    ...options,
    issuer,
    clock: () => Date.now() + offset,
    sendMail: async (mail) => {
      mails.push(mail);
    },
  });
  mounted.provider = provider;
  const endpoint = `${origin}/_local/cognito`;
  const client = new CognitoIdentityProviderClient({
    region: 'eu-west-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const mailsTo = (to: string) => mails.filter((mail) => mail.to === to);
  return {
    origin,
    issuer,
    endpoint,
    client,
    mails,
    advance: (milliseconds) => void (offset += milliseconds),
    mailsTo,
    codeSentTo(to) {
      const code = mailsTo(to)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was mailed to ${to}`);
      return code;
    },
    async close() {
      client.destroy();
      await provider.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let sequence = 0;
/** A fresh address per test: the per-e-mail send counter lives in the shared table. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}.${sequence}@example.com`;
}
