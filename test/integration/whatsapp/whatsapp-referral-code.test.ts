import { beforeAll, describe, expect, it } from 'vitest';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { listReferralActivities } from '../../../functions/adapters/db/referrals.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api } from '../admin/http.ts';
import { application, pointAtProduct, postJson, uniqueEmail } from '../referral/support.ts';
import { awaitSent, baseUrl, founderSends, freshNumber } from './support.ts';

/**
 * Issue #30: "Build my platform" gets the /launch link "with the founder's referral code if they
 * came from one". The code a partner's contact writes on WhatsApp is the partner's `ref_` link id,
 * not the applicant id the site's `?ref=` names, so the crossing is tested whole: a partner applies,
 * their contact writes the code to Q, opens Q's link and finishes the launch chat, and the partner
 * is credited with the referral.
 */

beforeAll(() => {
  pointAtProduct();
});

const finalize = (resumeToken: string, referrerId: string, email: string) =>
  api(baseUrl, '/api/launch/onboarding', {
    method: 'POST',
    body: {
      stage: 'finalize',
      resume_token: resumeToken,
      last_step: 'closing',
      referrer_id: referrerId,
      email,
      data: {
        business_type: 'FinTech',
        stage_completed: 'cta',
        business_name: 'Ngozi Savings',
        needs_help_with: [],
      },
    },
  });

describe('a founder who writes a partner’s code to Q on WhatsApp', () => {
  it('is credited to that partner when they finish the launch chat from Q’s link', async () => {
    const applied = await postJson('/api/referrals', application(uniqueEmail('wa-partner')));
    expect(applied.status).toBe(201);
    const { applicant } = (await applied.json()) as { applicant: { id: string; referral_link_id: string } };
    expect(applicant.referral_link_id).toMatch(/^ref_[A-Za-z0-9]{9}$/);

    const waId = freshNumber();
    await founderSends({
      wa_id: waId,
      name: 'Ngozi',
      text: `Hello Q, my partner's code is ${applicant.referral_link_id}`,
    });
    await founderSends({ wa_id: waId, name: 'Ngozi', text: 'I want to build my banking platform' });
    const sent = await awaitSent(waId, 2, 20_000);
    // Replies are sent as each message is handled, so the link's reply may not be the last one.
    const found = sent.map((message) => /https?:\/\/\S+/.exec(message.text.body)?.[0]).find(Boolean);
    expect(found, "Q's reply carries the /launch link").toBeDefined();
    const carried = new URL(found ?? '').searchParams.get('ref');
    expect(carried).toBe(applicant.referral_link_id);

    const resumeToken = newResumeToken();
    const founderEmail = uniqueEmail('wa-founder');
    expect((await finalize(resumeToken, carried ?? '', founderEmail)).status).toBe(200);

    // The launch names the partner by their applicant id, and the partner has the pending referral.
    expect((await getOnboarding(resumeToken))?.referrer_id).toBe(applicant.id);
    expect((await listReferralActivities(applicant.id)).items).toEqual([
      expect.objectContaining({ referred_email: founderEmail, status: 'pending' }),
    ]);
  });

  it('credits nobody for a code no partner has, and the launch still finishes', async () => {
    const resumeToken = newResumeToken();
    const response = await finalize(resumeToken, 'ref_NOBODY123', uniqueEmail('wa-founder'));
    expect(response.status).toBe(200);
    const saved = await getOnboarding(resumeToken);
    expect(saved?.stage_completed).toBe('meeting_booked');
    expect(saved?.referrer_id).toBe('ref_NOBODY123');
  });
});
