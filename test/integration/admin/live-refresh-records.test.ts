import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type WebSocket from 'ws';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInAdmin,
  signInCustomer,
  uniqueEmail,
  verify,
} from '../payments/support.ts';
import { described, messageLog, openSocket } from './sockets.ts';

/**
 * Live refresh of every tab and the open timeline, end to end on the local product: DynamoDB
 * Local's stream, the local stream poller, the stream-fanout handler and the ws gateway.
 */
const baseUrl = inject('baseUrl');

let adminToken: string;
let socket: WebSocket;
let log: ReturnType<typeof messageLog>;

const recordChanged = (kind: string, token: string) =>
  described(`record_changed of the ${kind} of ${token} on the admin socket`, (message: unknown) => {
    const { type, kind: seenKind, token: seenToken } = message as Record<string, unknown>;
    return type === 'record_changed' && seenKind === kind && seenToken === token;
  });

beforeAll(async () => {
  pointAtProduct();
  adminToken = (await signInAdmin()).accessToken;
  const opened = await openSocket(baseUrl, adminToken);
  if (!opened.socket) throw new Error(`The admin socket was refused with ${opened.status}`);
  socket = opened.socket;
  log = messageLog(socket);
});

afterAll(() => socket?.close());

describe('live refresh of journey records', () => {
  it('tells the admin socket when the launch chat saves an onboarding record, with no personal data', async () => {
    const token = randomUUID();
    const name = `Chidinma ${randomUUID().slice(0, 6)}`;

    const saved = await api('/api/launch/onboarding', {
      body: {
        stage: 'autosave',
        resume_token: token,
        last_step: 'sector',
        name,
        email: 'chidinma.live@example.com',
        data: {
          business_type: null,
          stage_completed: 'idea',
          business_name: 'Live Kitchen Lekki',
          needs_help_with: [],
        },
      },
    });

    expect(saved.status).toBeLessThan(300);
    const message = await log.waitFor(recordChanged('onboarding', token), 8_000);
    expect(message).toEqual({ type: 'record_changed', kind: 'onboarding', token, eventName: 'INSERT' });
    expect(JSON.stringify(log.received)).not.toMatch(new RegExp(`${name}|chidinma\\.live|Live Kitchen`, 'i'));
  });

  it('tells it when a launch is paid through Paystack: the payment of that resume token', async () => {
    const email = uniqueEmail('live-payer');
    const customer = await signInCustomer(email);
    const token = newResumeToken();
    await upsertOnboarding({ resume_token: token, email, name: 'Ngozi Live', business_name: 'Ngozi Foods' });
    const started = await checkout(customer.idToken, { tier: 'basic', resumeToken: token });
    await log.waitFor(recordChanged('payment', token), 8_000);
    const before = log.received.length;

    const callback = await pressOnCheckout(started.authorizationUrl, 'pay');
    const verified = await verify(callback.searchParams.get('reference'), customer.accessToken);

    expect(verified.status).toBe(200);
    const paid = await log.waitFor(
      described(
        `a new record_changed of the payment of ${token} after verify`,
        (message) => log.received.indexOf(message) >= before && recordChanged('payment', token)(message),
      ),
      8_000,
    );
    expect(paid).toEqual({ type: 'record_changed', kind: 'payment', token, eventName: 'MODIFY' });
    // Paying opens the launch request of that journey too.
    await log.waitFor(recordChanged('launch_request', token), 8_000);
    const text = JSON.stringify(log.received);
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/ngozi/i);
    expect(text).not.toContain(started.reference);
  });

  it('tells it when staff add a note to a prospect, without the note', async () => {
    const token = randomUUID();
    await upsertOnboarding({ resume_token: token, name: 'Emeka Note', business_name: 'Emeka Farms' });
    const note = `Call back on Friday ${randomUUID().slice(0, 6)}`;

    const added = await api(`/api/admin/prospects/${token}/notes`, {
      token: adminToken,
      body: { text: note },
    });

    expect(added.status).toBeLessThan(300);
    await expect(log.waitFor(recordChanged('prospect', token), 8_000)).resolves.toMatchObject({
      type: 'record_changed',
      kind: 'prospect',
      token,
    });
    expect(JSON.stringify(log.received)).not.toContain(note);
  });
});
