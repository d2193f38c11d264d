import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import type { ProspectTimeline } from '../../../functions/domain/contracts/prospect.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { OWNER_NOT_STAFF_MESSAGE } from '../../../functions/domain/prospect-refusals.ts';
import { api, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';
import { makeStaff } from './staff-accounts.ts';

/**
 * Issue #28: through the API a prospect's owner could be any e-mail. It must be a staff account
 * (the `admins` group the owner select lists): anything else is refused (400) in the domain's
 * sentence, and nothing is saved.
 */
let admin: Tokens;
const COLLEAGUE = 'ngozi.staff@quarter.example';

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
  await makeStaff(inject('baseUrl'), COLLEAGUE);
});

const patch = (resumeToken: string, body: unknown) =>
  api<{ error?: { message: string } }>(`/api/admin/prospects/${resumeToken}`, {
    token: admin.accessToken,
    method: 'PATCH',
    body,
  });

async function prospectOf(resumeToken: string) {
  const answer = await api<ProspectTimeline>(`/api/admin/prospects/${resumeToken}/timeline`, {
    token: admin.accessToken,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.prospect;
}

describe('a prospect’s owner', () => {
  it('refuses an owner who is not a staff account, a customer included, and saves nothing', async () => {
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, name: 'Ada Obi', business_name: 'Owner test' });
    const owned = await patch(resumeToken, { owner: COLLEAGUE, follow_up_on: '2026-12-01' });

    // The attack: an e-mail outside the staff named as the owner, with a date beside it.
    const stranger = await patch(resumeToken, { owner: 'stranger@example.com', follow_up_on: '2027-01-01' });
    const founder = await patch(resumeToken, { owner: 'ada.founder@example.com' });

    expect(owned.status, owned.text).toBe(200);
    for (const refused of [stranger, founder]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(OWNER_NOT_STAFF_MESSAGE);
    }
    expect(await prospectOf(resumeToken)).toMatchObject({ owner: COLLEAGUE, follow_up_on: '2026-12-01' });
  });

  it('takes any staff account, the signed-in one included', async () => {
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, name: 'Bayo', business_name: 'Owner test 2' });
    const me = inject('adminEmail').toLowerCase();

    const toColleague = await patch(resumeToken, { owner: COLLEAGUE.toUpperCase() });
    const toMe = await patch(resumeToken, { owner: me });

    expect(toColleague).toMatchObject({ status: 200, body: { owner: COLLEAGUE } });
    expect(toMe).toMatchObject({ status: 200, body: { owner: me } });
  });
});
