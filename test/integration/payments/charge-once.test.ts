import { beforeAll, describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getPayment, listPaymentsForLaunch } from '../../../functions/adapters/db/payments.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  awaitMail,
  checkout,
  mailsTo,
  pointAtProduct,
  pressOnCheckout,
  signInCustomer,
  uniqueEmail,
  verify,
} from './support.ts';

/** Issue #16: a retried checkout cannot charge twice, and a second charge that still happens is caught. */
beforeAll(() => pointAtProduct());

async function launch() {
  const email = uniqueEmail('twice');
  const customer = await signInCustomer(email);
  const resumeToken = newResumeToken();
  await upsertOnboarding({ resume_token: resumeToken, email, name: 'Bisi Ade', business_name: 'Bisi Pay' });
  return { email, customer, resumeToken };
}

describe('a checkout that cannot charge twice', () => {
  it('reuses the open checkout of the same launch and tier: one reference, one Paystack page', async () => {
    const { customer, resumeToken } = await launch();

    const first = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    const retried = await checkout(customer.idToken, { tier: 'basic', resumeToken });

    expect(retried).toEqual(first);
    expect(await listPaymentsForLaunch(resumeToken)).toHaveLength(1);
  });

  it('records a second successful charge of a paid launch as a duplicate: staff told, no second receipt', async () => {
    // Prepare: two checkouts opened before either was paid (two tabs, two tiers)
    const { email, customer, resumeToken } = await launch();
    const basic = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    const premium = await checkout(customer.idToken, { tier: 'premium', resumeToken });
    expect(premium.reference).not.toBe(basic.reference);

    // Act: both are paid
    await pressOnCheckout(basic.authorizationUrl, 'pay');
    expect((await verify(basic.reference, customer.accessToken)).body).toMatchObject({ success: true });
    await awaitMail(email, /Payment received/);
    await pressOnCheckout(premium.authorizationUrl, 'pay');
    const second = await verify(premium.reference, customer.accessToken);
    const alert = await awaitMail(
      'staff@quarter.local',
      new RegExp(`Duplicate payment ${premium.reference}`),
    );

    // Assess
    expect(second.body).toMatchObject({ success: true, payment_status: 'paid' });
    expect(await getPayment(premium.reference)).toMatchObject({
      status: 'paid',
      duplicate_of: basic.reference,
    });
    expect(await getPayment(basic.reference)).toMatchObject({ status: 'paid', duplicate_of: null });
    expect(alert[0]?.text).toContain(basic.reference);
    // Give a second receipt every chance to arrive, then check there is exactly one.
    await verify(premium.reference, customer.accessToken);
    expect((await mailsTo(email)).filter((mail) => /Payment received/.test(mail.subject))).toHaveLength(1);
  });
});
