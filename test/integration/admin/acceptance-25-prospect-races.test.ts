import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import type { ProspectTimeline } from '../../../functions/domain/contracts/prospect.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';
import { makeStaff } from './staff-accounts.ts';

/**
 * Issue #25, "Lost update on a prospect's owner": "When two staff edit one prospect at once (one
 * names an owner, the other sets a follow-up date), the named owner is sometimes replaced by the
 * default owner ... Decide inside the conditional write; test concurrent edits of every prospect
 * field." Driven through PATCH /api/admin/prospects/{token} and read back from its timeline.
 */
let admin: Tokens;
const adminEmail = inject('adminEmail').toLowerCase();
const ROUNDS = 12;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
  // The owners these edits name are staff accounts (issue #28: never any e-mail).
  await makeStaff(inject('baseUrl'), 'bisi@quarter.example', 'tunde@quarter.example');
});

async function freshProspect(label: string): Promise<string> {
  const resumeToken = newResumeToken();
  await upsertOnboarding({
    resume_token: resumeToken,
    name: 'Ada Obi',
    business_name: `${label} ${resumeToken.slice(0, 6)}`,
  });
  return resumeToken;
}

const patch = (resumeToken: string, body: Record<string, unknown>) =>
  api(`/api/admin/prospects/${resumeToken}`, { token: admin.accessToken, method: 'PATCH', body });

async function prospectOf(resumeToken: string) {
  const answer = await api<ProspectTimeline>(`/api/admin/prospects/${resumeToken}/timeline`, {
    token: admin.accessToken,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.prospect;
}

describe('concurrent edits of one prospect (issue #25)', () => {
  it('"one names an owner, the other sets a follow-up date": both survive, the named owner is never replaced by the default', async () => {
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const resumeToken = await freshProspect('Owner race');
      const date = `2026-12-${String(round + 1).padStart(2, '0')}`;
      const answers = await Promise.all([
        patch(resumeToken, { owner: 'bisi@quarter.example' }),
        patch(resumeToken, { follow_up_on: date }),
      ]);
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      const prospect = await prospectOf(resumeToken);
      if (prospect.owner !== 'bisi@quarter.example' || prospect.follow_up_on !== date)
        lost.push(`round ${round}: owner ${prospect.owner}, follow_up_on ${prospect.follow_up_on}`);
    }
    expect(lost).toEqual([]);
  });

  it('"every prospect field": two owners named at once leave one of them, and a date set with a note keeps both', async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const resumeToken = await freshProspect('Field race');
      const date = `2027-01-${String(round + 1).padStart(2, '0')}`;
      const [first, second, dated, noted] = await Promise.all([
        patch(resumeToken, { owner: 'bisi@quarter.example' }),
        patch(resumeToken, { owner: 'tunde@quarter.example' }),
        patch(resumeToken, { follow_up_on: date }),
        api(`/api/admin/prospects/${resumeToken}/notes`, {
          token: admin.accessToken,
          body: { text: `Round ${round} note` },
        }),
      ]);
      for (const answer of [first, second, dated]) expect(answer.status, answer.text).toBe(200);
      expect(noted.status, noted.text).toBeLessThan(300);
      const timeline = await api<ProspectTimeline>(`/api/admin/prospects/${resumeToken}/timeline`, {
        token: admin.accessToken,
      });
      const prospect = timeline.body.prospect;
      // An owner someone named, never the default one nobody asked for.
      expect(['bisi@quarter.example', 'tunde@quarter.example']).toContain(prospect.owner);
      expect(prospect.owner).not.toBe(adminEmail);
      expect(prospect.follow_up_on).toBe(date);
      expect(timeline.text).toContain(`Round ${round} note`);
    }
  });

  it('a follow-up date alone still gives the prospect its default owner (the behaviour the race must not break)', async () => {
    const resumeToken = await freshProspect('Default owner');
    expect((await patch(resumeToken, { follow_up_on: '2026-12-24' })).status).toBe(200);
    const prospect = await prospectOf(resumeToken);
    expect(prospect).toMatchObject({ owner: adminEmail, follow_up_on: '2026-12-24' });
  });

  it('clearing the date while an owner is named keeps the owner and clears the date', async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const resumeToken = await freshProspect('Clear race');
      expect((await patch(resumeToken, { follow_up_on: '2026-12-31' })).status).toBe(200);
      await Promise.all([
        patch(resumeToken, { owner: 'bisi@quarter.example' }),
        patch(resumeToken, { follow_up_on: null }),
      ]);
      expect(await prospectOf(resumeToken)).toMatchObject({
        owner: 'bisi@quarter.example',
        follow_up_on: null,
      });
    }
  });
});
