import { describe, expect, it } from 'vitest';
import {
  completeReferralActivity,
  createReferralApplicant,
  findActivityByReferredEmail,
  findActivityByResumeToken,
  getApplicantByDashboardToken,
  getApplicantByEmail,
  getApplicantById,
  listReferralActivities,
  newReferralActivity,
  newReferralApplicant,
  recordReferralActivity,
  storeReferralActivity,
  storeReferralApplicant,
} from '../../../functions/adapters/db/referrals.ts';
import { at, collectPages, unique } from './fixtures.ts';

const applicantFor = (email: string) => ({
  full_name: 'Ngozi Eze',
  email,
  whatsapp: '+2348011111111',
  sectors: ['FinTech', 'PropTech'],
  how_will_refer: 'My WhatsApp groups',
  notes: null,
});

describe('referral applicants', () => {
  it('creates an applicant with spec-shaped ids and finds it by id, e-mail (any case) and dashboard token', async () => {
    const email = `${unique('ngozi')}@example.com`;

    const applicant = await createReferralApplicant(applicantFor(email));

    expect(applicant).toMatchObject({
      full_name: 'Ngozi Eze',
      email,
      whatsapp: '+2348011111111',
      sectors: ['FinTech', 'PropTech'],
      how_will_refer: 'My WhatsApp groups',
      notes: null,
      source: 'website',
      consent: true,
    });
    expect(applicant.referral_link_id).toMatch(/^ref_[A-Za-z0-9]{9}$/);
    expect(applicant.dashboard_token).toMatch(/^dash_[A-Za-z0-9]{16}$/);
    expect(await getApplicantById(applicant.id)).toEqual(applicant);
    expect(await getApplicantByEmail(`  ${email.toUpperCase()} `)).toEqual(applicant);
    expect(await getApplicantByDashboardToken(applicant.dashboard_token)).toEqual(applicant);
    expect(await getApplicantByDashboardToken(applicant.dashboard_token.toUpperCase())).toBeUndefined();
    expect(await getApplicantByEmail(`nobody-${email}`)).toBeUndefined();
  });

  it('refuses a second application with the same e-mail in another case, writing nothing', async () => {
    const email = `${unique('dup')}@example.com`;
    const first = await createReferralApplicant(applicantFor(email));

    // The store reports the claimed e-mail; the referral service refuses it (CONTRACT-28).
    const second = storeReferralApplicant(
      newReferralApplicant({ ...applicantFor(email.toUpperCase()), id: 'second-attempt' }),
    );

    await expect(second).resolves.toBe('taken');
    expect(await getApplicantById('second-attempt')).toBeUndefined();
    expect((await getApplicantByEmail(email))?.id).toBe(first.id);
  });

  it('leaves exactly one applicant when twenty apply with one e-mail at once', async () => {
    const email = `${unique('crowd')}@example.com`;
    const ids = Array.from({ length: 20 }, (_, index) => `${email}-applicant-${index}`);

    const outcomes = await Promise.all(
      ids.map((id) => storeReferralApplicant(newReferralApplicant({ ...applicantFor(email), id }))),
    );

    const created = outcomes.filter((outcome) => outcome === 'created');
    const refused = outcomes.filter((outcome) => outcome === 'taken');
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const stored = await Promise.all(ids.map((id) => getApplicantById(id)));
    expect(stored.filter(Boolean)).toHaveLength(1);
  });
});

describe('referral activities', () => {
  // Self-referral and unknown referrers are the referral service's rules (services/referral/
  // attribution.ts), refused before the store is reached: test/integration/referral/attribution.test.ts.
  it('records a referral once per referred e-mail', async () => {
    const referrer = await createReferralApplicant(applicantFor(`${unique('referrer')}@example.com`));
    const other = await createReferralApplicant(applicantFor(`${unique('other')}@example.com`));
    const referred = `${unique('founder')}@Example.com`;
    const resumeToken = crypto.randomUUID();

    const activity = await recordReferralActivity({
      referrer_id: referrer.id,
      referred_email: referred,
      onboarding_resume_token: resumeToken,
    });

    expect(activity).toMatchObject({
      referrer_id: referrer.id,
      referred_email: referred.toLowerCase(),
      status: 'pending',
      commission_earned: 0,
    });
    await expect(
      storeReferralActivity(
        newReferralActivity({ referrer_id: other.id, referred_email: referred.toUpperCase() }),
      ),
    ).resolves.toBe('taken');
    expect(await findActivityByReferredEmail(referred.toUpperCase())).toEqual(activity);
    expect(await findActivityByResumeToken(resumeToken)).toEqual(activity);
    expect(await findActivityByReferredEmail(`never-${referred}`)).toBeUndefined();
    expect(await findActivityByResumeToken(crypto.randomUUID())).toBeUndefined();
    expect((await listReferralActivities(other.id)).items).toEqual([]);
  });

  it('counts a referred e-mail once when five referrers race for it', async () => {
    const referrers = await Promise.all(
      Array.from({ length: 5 }, () =>
        createReferralApplicant(applicantFor(`${unique('racer')}@example.com`)),
      ),
    );
    const referred = `${unique('prize')}@example.com`;

    const outcomes = await Promise.allSettled(
      referrers.map((referrer) =>
        recordReferralActivity({ referrer_id: referrer.id, referred_email: referred }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const listed = await Promise.all(referrers.map((referrer) => listReferralActivities(referrer.id)));
    expect(listed.flatMap((page) => page.items)).toHaveLength(1);
  });

  it('lists a referrer’s activities newest first across pages', async () => {
    const referrer = await createReferralApplicant(applicantFor(`${unique('busy')}@example.com`));
    const recorded = [];
    for (let index = 0; index < 5; index += 1) {
      recorded.push(
        await recordReferralActivity({
          referrer_id: referrer.id,
          referred_email: `${unique('lead')}@example.com`,
          created_at: at('2026-05-01T00:00:00.000Z', index),
        }),
      );
    }

    const { items, pages } = await collectPages((cursor) =>
      listReferralActivities(referrer.id, { cursor, limit: 2 }),
    );

    expect(pages).toBe(3);
    expect(items).toEqual([...recorded].reverse());
  });

  it('completes a pending activity once however many times it is marked', async () => {
    const referrer = await createReferralApplicant(applicantFor(`${unique('payee')}@example.com`));
    const activity = await recordReferralActivity({
      referrer_id: referrer.id,
      referred_email: `${unique('launched')}@example.com`,
    });

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        completeReferralActivity(activity, {
          commission_earned: 50_000,
          completed_at: '2026-05-02T00:00:00.000Z',
          payment_reference: 'qtr_ref_1',
        }),
      ),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await findActivityByReferredEmail(activity.referred_email)).toEqual({
      ...activity,
      status: 'completed',
      commission_earned: 50_000,
      completed_at: '2026-05-02T00:00:00.000Z',
      payment_reference: 'qtr_ref_1',
    });
    expect(await completeReferralActivity({ ...activity, id: 'missing' }, { commission_earned: 1 })).toBe(
      false,
    );
  });
});
