import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assertLocal } from '../../../functions/local/demo-data.ts';
import { ownTableName } from '../../setup/own-table.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly banner: string;
}

/** `npm start` with DEMO_DATA=1 on its own table of the shared DynamoDB Local; resolves at its banner. */
function startWithDemo(webRoot: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(env))
      if (/^(STAFF_ALERT|SITE_URL|SES_ENDPOINT|COGNITO|USER_POOL|LOCAL_EDGE)/.test(name)) delete env[name];
    const child = spawn(tsx, ['functions/local/start.ts', '--demo'], {
      cwd: root,
      env: {
        ...env,
        PORT: '0',
        WEB_ROOT: webRoot,
        DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
        TABLE_NAME: ownTableName('demo'),
        STAFF_ALERT_WEBHOOK_URL: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no banner within 90 s: ${stderr}`));
    }, 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const url = /Quarter is running at\s+(\S+)/.exec(stdout)?.[1];
      if (url && stdout.includes('Press Ctrl-C')) {
        clearTimeout(timer);
        resolve({ child, url, banner: stdout });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited ${String(code)}: ${stderr}`));
    });
  });
}

async function adminToken(url: string): Promise<string> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as { staffClientId: string };
  const client = new CognitoIdentityProviderClient({
    endpoint: `${url}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        ClientId: config.staffClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'admin@quarter.local', PASSWORD: 'Quarter-Local-Admin-1' },
      }),
    );
    const token = answer.AuthenticationResult?.IdToken;
    if (!token) throw new Error('no admin token');
    return token;
  } finally {
    client.destroy();
  }
}

describe('npm start -- --demo', () => {
  let webRoot: string;
  let started: Started;
  let token: string;
  const get = async <T>(apiPath: string): Promise<T> => {
    const response = await fetch(`${started.url}${apiPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, apiPath).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'quarter-demo-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Quarter</title>');
    started = await startWithDemo(webRoot);
    token = await adminToken(started.url);
  }, 120_000);

  afterAll(async () => {
    if (started?.child.exitCode === null) {
      const exited = new Promise((resolve) => started.child.once('exit', resolve));
      started.child.kill('SIGTERM');
      await exited;
    }
    await rm(webRoot, { recursive: true, force: true });
  });

  it('prints the demo data in the banner', () => {
    expect(started.banner).toMatch(/Demo data\s+8 fictional prospects/);
  });

  it('fills every stage: chats, launch steps, calls, payment links, payments, launch requests, referrals', async () => {
    // Act
    type Onboarding = {
      resume_token: string;
      business_name: string;
      email: string;
      stage_completed: string | null;
      setup_call: { status: string } | null;
    };
    const onboarding = await get<{ items: Onboarding[] }>('/api/admin/onboarding?limit=50');
    const requests = await get<{ items: { last_step: string; business_name: string }[] }>(
      '/api/admin/launch-requests?limit=50',
    );
    const chats = await get<{ items: { session_id: string }[] }>('/api/admin/chat-sessions?limit=50');
    const byBusiness = (name: string) => {
      const item = onboarding.items.find((entry) => entry.business_name === `Demo — ${name}`);
      if (!item) throw new Error(`no demo prospect ${name}`);
      return item;
    };
    type Timeline = { events: { kind: string; duplicate_of?: string | null; commission_state?: string }[] };
    const chidi = await get<Timeline>(
      `/api/admin/prospects/${byBusiness('Chidi Wallet').resume_token}/timeline`,
    );
    const bisi = await get<Timeline>(
      `/api/admin/prospects/${byBusiness('Bisi Bakes').resume_token}/timeline`,
    );
    const tunde = await get<Timeline>(
      `/api/admin/prospects/${byBusiness('Tunde Pay').resume_token}/timeline`,
    );

    // Assess
    const items = onboarding.items;
    expect(items).toHaveLength(8);
    for (const item of items) {
      expect(item.business_name.startsWith('Demo — ')).toBe(true);
      expect(item.email.endsWith('@example.com')).toBe(true);
    }
    expect(new Set(items.map((item) => item.stage_completed))).toEqual(
      new Set(['idea', 'questions', 'cta', 'meeting_booked']),
    );
    expect(new Set(items.map((item) => item.setup_call?.status).filter(Boolean))).toEqual(
      new Set(['booked', 'canceled']),
    );
    expect(tunde.events.map((event) => event.kind)).toContain('payment_link_sent');
    expect(tunde.events.map((event) => event.kind)).not.toContain('payment');
    expect(byBusiness("Adaeze's Kitchen").stage_completed).toBe('idea');
    expect(new Set(requests.items.map((request) => request.last_step))).toEqual(
      new Set(['paid', 'submitted']),
    );
    expect(requests.items.filter((request) => request.last_step === 'submitted')).toHaveLength(3);
    expect(chats.items.filter((chat) => chat.session_id.startsWith('chat-'))).toHaveLength(3);
    expect(chats.items.filter((chat) => chat.session_id.startsWith('launch-'))).toHaveLength(8);
    const payments = chidi.events.filter((event) => event.kind === 'payment');
    expect(payments).toHaveLength(2);
    expect(payments.filter((event) => event.duplicate_of)).toHaveLength(1);
    expect(bisi.events.find((event) => event.kind === 'referral')?.commission_state).toBe('completed');
    expect(tunde.events.find((event) => event.kind === 'referral')?.commission_state).toBe('pending');
  });

  it('refuses to write anywhere but the local product', () => {
    expect(() => assertLocal({ STAGE: 'prod', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).toThrow(
      /local product only/,
    );
    expect(() => assertLocal({ STAGE: 'local', DYNAMODB_ENDPOINT: undefined })).toThrow(/local product only/);
    expect(() =>
      assertLocal({ STAGE: 'local', DYNAMODB_ENDPOINT: 'https://dynamodb.eu-west-1.amazonaws.com' }),
    ).toThrow(/local product only/);
    expect(() => assertLocal({ STAGE: 'local', DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).not.toThrow();
  });
});
