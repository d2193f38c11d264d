import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { getLaunchRequest } from '../../../functions/adapters/db/launch-requests.ts';
import { getLead } from '../../../functions/adapters/db/leads.ts';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getApplicantByEmail } from '../../../functions/adapters/db/referrals.ts';
import { hasUnsafeCharacters } from '../../../functions/domain/clean-text.ts';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';
import { api, pointAtProduct } from '../payments/support.ts';
import { postJson, viewerAddress } from '../reliability/support.ts';

/**
 * Issue #14: NUL, C0/C1 controls and bidi overrides written through every public write never reach
 * the table. Each write carries every kind of unsafe character; the stored record is read back
 * from DynamoDB Local and searched for any of them.
 */
const baseUrl = inject('baseUrl');
const UNSAFE = '\u0000\u0007\u001b\r\u007f\u0085\u202e\u202a\u2066\u2069\u200e\u200f\u061c';
/** "Ada Obi" with every unsafe character inside, and a decomposed é that NFC composes. */
const dirty = (text: string) => `${text.slice(0, 2)}${UNSAFE}${text.slice(2)}`;
let address = 0;
const fromNewAddress = () => viewerAddress('fuzz', 0x7000 + (address += 1));

function expectClean(record: unknown, label: string) {
  expect(record, label).toBeDefined();
  expect(hasUnsafeCharacters(collectStrings(record).join('\n')), label).toBe(false);
}

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

beforeAll(() => pointAtProduct());

describe('every stored text is clean', () => {
  it('POST /api/chat-sessions: messages, name, business type and needs', async () => {
    const sessionId = randomUUID();
    const response = await postJson(
      baseUrl,
      '/api/chat-sessions',
      {
        sessionId,
        messages: [
          { role: 'user', content: dirty('Hello, I want a Café app'), timestamp: new Date().toISOString() },
        ],
        customerName: dirty('Ade\u0301 Obi'),
        businessType: dirty('fintech'),
        identifiedNeeds: [dirty('payments')],
      },
      fromNewAddress(),
    );
    expect(response.status).toBe(200);
    const stored = await getChatSession(sessionId);
    expectClean(stored, 'chat session');
    expect(stored?.customer_name).toBe('Adé Obi');
    expect(stored?.conversation_data[0]?.content).toBe('Hello, I want a Café app');
  });

  it('POST /api/launch/onboarding: business name, sector and answers', async () => {
    const token = randomUUID();
    const response = await postJson(baseUrl, '/api/launch/onboarding', {
      stage: 'autosave',
      resume_token: token,
      last_step: 'questions',
      data: {
        business_type: dirty('PropTech'),
        stage_completed: 'questions',
        business_name: dirty('Short-let apartments'),
        needs_help_with: [dirty('Who is your customer?')],
      },
    });
    expect(response.status).toBe(200);
    const stored = await getOnboarding(token);
    expectClean(stored, 'onboarding');
    expect(stored?.business_name).toBe('Short-let apartments');
  });

  it('POST /api/referrals: the applicant', async () => {
    const email = `clean-${randomUUID().slice(0, 8)}@example.com`;
    const response = await postJson(
      baseUrl,
      '/api/referrals',
      {
        full_name: dirty('Ngozi Adeyemi'),
        email,
        whatsapp: dirty('08031234567'),
        sectors: ['fintech'],
        how_will_refer: dirty('My WhatsApp groups'),
        notes: dirty('Lagos'),
        consent: true,
      },
      fromNewAddress(),
    );
    expect(response.status).toBe(201);
    const stored = await getApplicantByEmail(email);
    expectClean(stored, 'referral applicant');
    expect(stored?.full_name).toBe('Ngozi Adeyemi');
  });

  it('POST /api/leads: the lead', async () => {
    const response = await postJson(
      baseUrl,
      '/api/leads',
      {
        name: dirty('Tunde Bakare'),
        email: `lead-${randomUUID().slice(0, 8)}@example.com`,
        message: dirty('Call me\nafter 5'),
        source: dirty('contact'),
      },
      fromNewAddress(),
    );
    expect([200, 201]).toContain(response.status);
    const { id } = (await response.json()) as { id: string };
    const stored = await getLead(id);
    expectClean(stored, 'lead');
    expect(stored?.message).toBe('Call me\nafter 5');
  });

  it('PUT /api/launch-requests/{token}: the business step', async () => {
    const { token, customer } = await fillLaunchRequest('Clean Foods', {});
    const answer = await api(`/api/launch-requests/${token}`, {
      token: customer.idToken,
      method: 'PUT',
      body: {
        step: 'business',
        name: dirty('Ngozi Eze'),
        business_name: dirty('Clean Foods'),
        business_type: dirty('Restaurants'),
        phone: '08031234567',
      },
    });
    expect(answer.status).toBe(200);
    const stored = await getLaunchRequest(token);
    expectClean(stored, 'launch request');
    expect(stored?.business_name).toBe('Clean Foods');
  });

  it('refuses an e-mail address with a hidden character instead of storing it', async () => {
    const response = await postJson(
      baseUrl,
      '/api/leads',
      { name: 'Tunde', email: 'tunde\u202e@example.com', source: 'contact' },
      fromNewAddress(),
    );
    expect(response.status).toBe(400);
  });
});
