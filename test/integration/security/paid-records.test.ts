import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import {
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  uniqueEmail,
  verify,
} from '../payments/support.ts';
import { postJson } from '../reliability/support.ts';

/**
 * Issue #14: the resume token travels in URLs and browser storage. Once the launch is finalized and
 * paid, an anonymous call holding it may not change who the record belongs to or what staff read,
 * and anonymous verify of the payment hands out no token.
 */
const baseUrl = inject('baseUrl');

const onboardingCall = (
  token: string,
  stage: 'autosave' | 'finalize',
  email: string,
  businessName: string,
) => ({
  stage,
  resume_token: token,
  last_step: stage === 'finalize' ? 'closing' : 'cta',
  email,
  data: {
    business_type: 'Restaurants',
    stage_completed: 'cta',
    business_name: businessName,
    needs_help_with: [],
  },
});

describe('a paid launch is not writable by whoever holds its token', () => {
  it('refuses an anonymous rewrite of a finalized, paid record (409) and changes nothing', async () => {
    pointAtProduct();
    // Prepare: the founder finishes the launch chat and pays
    const founder = uniqueEmail('owner');
    const token = randomUUID();
    const finalized = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      onboardingCall(token, 'finalize', founder, 'Mama Put Kitchen'),
    );
    expect(finalized.status).toBe(200);
    const customer = await signInCustomer(founder);
    const started = await checkout(customer.idToken, { tier: 'basic', resumeToken: token });
    await pressOnCheckout(started.authorizationUrl, 'pay');
    expect((await verify(started.reference, customer.accessToken)).body).toMatchObject({
      success: true,
      launch_request_token: token,
    });
    const before = await getOnboarding(token);

    // Act: a stranger with the token tries to take the record over
    const attacker = 'attacker@example.com';
    const refinalize = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      onboardingCall(token, 'finalize', attacker, 'Stolen Ltd'),
    );
    const autosave = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      onboardingCall(token, 'autosave', attacker, 'Stolen Ltd'),
    );
    const anonymousVerify = await verify(started.reference);

    // Assess
    for (const response of [refinalize, autosave]) {
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain('paid for');
    }
    const after = await getOnboarding(token);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ email: founder, business_name: 'Mama Put Kitchen' });
    expect(anonymousVerify.body).toMatchObject({ success: true, payment_status: 'paid' });
    expect(anonymousVerify.body.launch_request_token).toBeUndefined();
  });

  it('still lets the founder finish an unpaid launch chat', async () => {
    const token = randomUUID();
    const email = uniqueEmail('unpaid');
    const first = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      onboardingCall(token, 'autosave', email, 'Keke Go'),
    );
    const second = await postJson(
      baseUrl,
      '/api/launch/onboarding',
      onboardingCall(token, 'finalize', email, 'Keke Go'),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
  });
});
