import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveLaunchRequestStep } from '../../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import type { AdminLaunchRequest, AdminOnboardingRecord } from '../../../functions/domain/contracts/admin.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api } from './http.ts';
import { identityClient, signInAdmin, signUpUser, type SignedIn } from './identity.ts';

const baseUrl = inject('baseUrl');
const marker = `care${randomUUID().slice(0, 6)}`;
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
});

describe('GET /api/admin/staff: the owner select’s choices (issue #26)', () => {
  it('lists the admins group’s e-mails from the identity provider, and no customer', async () => {
    const customerEmail = `${marker}.customer@example.com`;
    const customer = await signUpUser(baseUrl, customerEmail);

    const answer = await api(baseUrl, '/api/admin/staff', { token: admin.idToken });
    const asCustomer = await api(baseUrl, '/api/admin/staff', { token: customer.idToken });
    const signedOut = await api(baseUrl, '/api/admin/staff');

    expect(answer.status).toBe(200);
    const { staff } = answer.body as { staff: string[] };
    expect(staff).toContain(inject('adminEmail').toLowerCase());
    expect(staff).not.toContain(customerEmail);
    expect(staff).toEqual([...staff].sort());
    expect(asCustomer.status).toBe(403);
    expect(signedOut.status).toBe(401);
  });

  it('is not handed to a browser asking the identity provider directly (an unsigned call)', async () => {
    // The attack: the public endpoint Amplify uses, asked for the admins group without IAM credentials.
    const response = await fetch(`${baseUrl}/_local/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsersInGroup',
      },
      body: JSON.stringify({ UserPoolId: 'local_pool', GroupName: 'admins' }),
    });
    const text = await response.text();

    expect(response.status).toBe(400);
    expect(text).toContain('NotAuthorizedException');
    expect(text).not.toContain(inject('adminEmail').toLowerCase());

    // The product's own adapter signs its calls, as the SDK does on AWS, and is answered.
    const client = identityClient(baseUrl);
    try {
      const signed = await client.send(
        new ListUsersInGroupCommand({ UserPoolId: 'local_pool', GroupName: 'admins' }),
      );
      expect(JSON.stringify(signed.Users)).toContain(inject('adminEmail').toLowerCase());
    } finally {
      client.destroy();
    }
  });
});

describe('the lists carry each prospect’s owner, follow-up and notes (issue #26)', () => {
  it('shows on the onboarding row and the launch request row what staff saved on the timeline', async () => {
    const resumeToken = newResumeToken();
    const untouched = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, name: `Ngozi ${marker}`, business_type: 'fintech' });
    await upsertOnboarding({ resume_token: untouched, name: `Emeka ${marker}`, business_type: 'fintech' });
    await saveLaunchRequestStep({
      resume_token: resumeToken,
      name: `Ngozi ${marker}`,
      business_name: 'Ngozi Pay',
      business_type: 'FinTech',
      now: new Date().toISOString(),
    });
    const owner = inject('adminEmail').toLowerCase();
    const patched = await api(baseUrl, `/api/admin/prospects/${resumeToken}`, {
      token: admin.accessToken,
      method: 'PATCH',
      body: { owner, follow_up_on: '2026-12-01' },
    });
    expect(patched.status).toBe(200);
    for (const text of ['First call done', 'Sent the deck'])
      expect(
        (
          await api(baseUrl, `/api/admin/prospects/${resumeToken}/notes`, {
            token: admin.accessToken,
            method: 'POST',
            body: { text },
          })
        ).status,
      ).toBe(201);

    const onboarding = await api(baseUrl, `/api/admin/onboarding?q=${marker}`, { token: admin.idToken });
    const requests = await api(baseUrl, `/api/admin/launch-requests?q=${marker}`, { token: admin.idToken });

    expect(onboarding.status).toBe(200);
    const rows = (onboarding.body as { items: AdminOnboardingRecord[] }).items;
    const row = rows.find((item) => item.resume_token === resumeToken);
    expect(row?.care).toMatchObject({ owner, follow_up_on: '2026-12-01' });
    expect(row?.care.notes.map((note) => note.text)).toEqual(['Sent the deck', 'First call done']);
    expect(row?.care.notes[0]?.author).toBe(owner);
    expect(rows.find((item) => item.resume_token === untouched)?.care).toEqual({
      owner: null,
      follow_up_on: null,
      notes: [],
    });
    expect(requests.status).toBe(200);
    const request = (requests.body as { items: AdminLaunchRequest[] }).items.find(
      (item) => item.resume_token === resumeToken,
    );
    expect(request?.care).toMatchObject({ owner, follow_up_on: '2026-12-01' });
    expect(request?.care.notes).toHaveLength(2);
  });
});
