import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';
import { api, awaitMail, pointAtProduct, signInAdmin, signInCustomer } from '../payments/support.ts';

/**
 * No personal data or secret reaches a log line (issue #16): every public flow runs here with values
 * that appear nowhere else (an e-mail, a name, a phone, an idea, a BVN, a bank account, the e-mailed
 * code, the tokens), then the product's whole log of this run is searched for them.
 */
const marker = randomUUID().slice(0, 8);
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const secrets = {
  email: `logscan-${marker}@example.com`,
  name: `Chiamaka Logscan${marker}`,
  phone: `+23480${digits(8)}`,
  idea: `A cassava exchange called Logscan${marker} Foods`,
  bvn: `22${digits(9)}`,
  account: `0${digits(9)}`,
};
const seen: string[] = [];

beforeAll(async () => {
  pointAtProduct();
  // Referral programme: the application, the magic link and the dashboard with its token.
  const applied = await api<{ applicant: { dashboard_token: string } }>('/api/referrals', {
    body: {
      full_name: secrets.name,
      email: secrets.email,
      whatsapp: secrets.phone,
      sectors: ['fintech'],
      how_will_refer: null,
      notes: secrets.idea,
      consent: true,
    },
  });
  expect(applied.status).toBe(201);
  const dashboardToken = applied.body.applicant.dashboard_token;
  seen.push(dashboardToken);
  expect((await api(`/api/referrals/dashboard?token=${dashboardToken}`)).status).toBe(200);
  expect(
    (await api('/api/referrals/dashboard-link', { body: { email: secrets.email } })).status,
  ).toBeLessThan(300);

  // The chat widget and the launch chat.
  const sessionId = `chat-${Date.now()}-${digits(9).replace(/\d/g, 'a')}`;
  await api('/api/chat', {
    body: {
      messages: [{ role: 'user', content: `I'm ${secrets.name}, ${secrets.email}, ${secrets.phone}` }],
    },
  });
  await api('/api/chat-sessions', {
    body: {
      sessionId,
      messages: [{ role: 'user', content: secrets.idea, timestamp: new Date().toISOString() }],
      customerEmail: secrets.email,
      customerName: secrets.name,
      businessType: 'fintech',
      identifiedNeeds: [],
      status: 'active',
    },
  });
  await api('/api/launch/onboarding', {
    body: {
      stage: 'autosave',
      resume_token: randomUUID(),
      last_step: 'sector',
      data: {
        business_type: 'FinTech',
        stage_completed: 'idea',
        business_name: 'Logscan',
        idea: secrets.idea,
        needs_help_with: [],
      },
      email: secrets.email,
      name: secrets.name,
    },
  });

  // Sign-in by e-mailed code, payment, the launch request with BVN and bank details, the admin's reveal.
  const customer = await signInCustomer(secrets.email);
  const [codeMail] = (await awaitMail(secrets.email, /sign-in code/i)).slice(-1);
  seen.push(codeMail?.text.match(/\b(\d{6})\b/)?.[1] ?? 'no-code', customer.idToken, customer.accessToken);
  const filled = await fillLaunchRequest(`Logscan${marker} Ltd`, {
    bvn: secrets.bvn,
    bank: { bank_name: 'GTBank', account_number: secrets.account },
  });
  seen.push(filled.customer.idToken, filled.customer.accessToken);
  const admin = await signInAdmin();
  seen.push(admin.idToken, admin.accessToken, inject('adminPassword'));
  const revealed = await api(`/api/admin/launch-requests/${filled.token}/sensitive?fields=bvn`, {
    token: admin.idToken,
  });
  expect(revealed.status).toBe(200);
  // Handlers log after answering in a few places; give the last lines a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
});

describe("the product's logs", () => {
  it('hold none of the personal data or secrets this run used', () => {
    const log = readFileSync(inject('productLogFile'), 'utf8');
    // The capture works: this run's own flows left their (safe) lines.
    expect(log).toContain('referral applicant created');
    expect(log).toContain('launch_request.sensitive');

    const found = Object.entries({
      ...secrets,
      ...Object.fromEntries(seen.map((value, index) => [`secret${index}`, value])),
    })
      .filter(([, value]) => value.length >= 6 && log.includes(value))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});
