import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { recordSetupCall } from '../../../functions/adapters/db/setup-calls.ts';

/**
 * Issue #26: the founder's recap reads the booked call by resume token. A token found in a URL or a
 * log may learn when the call is, never who booked it (SECURITY.md).
 */
const baseUrl = inject('baseUrl');

beforeAll(() => {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
});

const get = (path: string) => fetch(`${baseUrl}/api/launch/onboarding/${path}`);
const START = '2026-12-02T09:00:00.000Z';

describe('the recap reads', () => {
  it('answer the booked time and a calendar file, and nothing about the person', async () => {
    const token = randomUUID();
    const email = `private-${token.slice(0, 8)}@example.com`;
    await upsertOnboarding({ resume_token: token, name: 'Zainab Private', email, business_type: 'FinTech' });
    expect((await (await get(`${token}/setup-call`)).json()) as unknown).toEqual({ setup_call: null });
    expect((await get(`${token}/setup-call.ics`)).status).toBe(404);

    await recordSetupCall(token, () => ({
      setupCall: {
        status: 'booked',
        start_time: START,
        invitee_name: 'Zainab Private',
        invitee_email: email,
        invitee_uri: `https://api.calendly.com/scheduled_events/E/invitees/${token}`,
        booked_at: '2026-11-26T10:00:00.000Z',
        canceled_at: null,
        cancel_reason: null,
        confirmed_at: '2026-11-26T10:00:01.000Z',
      },
      result: undefined,
    }));

    const answer = await get(`${token}/setup-call`);
    const text = await answer.text();
    expect(answer.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ setup_call: { status: 'booked', start_time: START } });
    const calendar = await get(`${token}/setup-call.ics`);
    const ics = await calendar.text();
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(ics).toContain('DTSTART:20261202T090000Z');
    expect(ics).toContain('FinTech');
    for (const body of [text, ics]) {
      expect(body).not.toContain(email);
      expect(body).not.toContain('Zainab');
    }
  });

  it('answer 404 for a token naming no launch and 400 for something that is not a token', async () => {
    expect((await get(`${randomUUID()}/setup-call`)).status).toBe(404);
    expect((await get('not-a-token/setup-call')).status).toBe(400);
    expect((await get('not-a-token/setup-call.ics')).status).toBe(400);
  });
});
