import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { api, checkout, pointAtProduct, signInCustomer } from '../payments/support.ts';
import { parsedApplication, quietPorts, uniqueEmail } from '../referral/support.ts';
import { postJson } from '../reliability/support.ts';

/**
 * Issue #14: five anonymous launch chats with a referral link used to put five made-up e-mails on
 * the referrer's dashboard. A pending referral now shows only once its founder proved the e-mail
 * (signed in with a code to pay) or paid.
 */
const baseUrl = inject('baseUrl');

const finalize = (referrerId: string, email: string) => ({
  stage: 'finalize',
  resume_token: randomUUID(),
  last_step: 'closing',
  referrer_id: referrerId,
  email,
  data: { business_type: 'FinTech', stage_completed: 'cta', business_name: 'Made up', needs_help_with: [] },
});

describe('referral dashboard spam', () => {
  it('shows no made-up e-mail, and shows the founder who signed in to pay', async () => {
    pointAtProduct();
    const { applicant } = await applyForReferral(quietPorts(), parsedApplication(uniqueEmail('referrer')));
    const dashboard = async () =>
      (
        await api<{ activities: { referred_email: string }[] }>(
          `/api/referrals/dashboard?token=${applicant.dashboard_token}`,
        )
      ).body;

    const madeUp = Array.from({ length: 5 }, () => uniqueEmail('made-up'));
    const calls = [];
    for (const email of madeUp)
      calls.push(await postJson(baseUrl, '/api/launch/onboarding', finalize(applicant.id, email)));
    expect(calls.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await dashboard()).activities).toEqual([]);

    // The owner of the fourth address signs in with the e-mailed code and opens the checkout.
    const founder = await signInCustomer(madeUp[3] ?? '');
    await checkout(founder.idToken, { tier: 'basic' });
    expect((await dashboard()).activities.map((activity) => activity.referred_email)).toEqual([madeUp[3]]);
  });
});
