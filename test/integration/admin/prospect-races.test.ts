import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import type { ProspectCare, ProspectTimeline } from '../../../functions/domain/contracts/prospect.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';
import { makeStaff } from './staff-accounts.ts';

/**
 * Two staff edit one prospect at the same moment (issue #25): every pair of edits of the prospect's
 * fields (owner, follow-up date, a note beside them), many rounds each, through the product on
 * DynamoDB Local. Whatever order the writes land in, no edit is lost, and the owner a staff member
 * named is never replaced by the default owner (the staff member who edited an unowned prospect).
 */

let admin: Tokens;
let staff: string;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
  staff = inject('adminEmail').toLowerCase();
  // The owners these edits name are staff accounts (issue #28: never any e-mail).
  await makeStaff(inject('baseUrl'), NAMED, OTHER, STORED_OWNER);
});

const ROUNDS = 12;
const NAMED = 'bisi@quarter.example';
const OTHER = 'chidi@quarter.example';
const STORED_OWNER = 'stored@quarter.example';

type Edit =
  { readonly owner?: string | null; readonly follow_up_on?: string | null } | { readonly note: string };

interface Race {
  readonly name: string;
  readonly edits: readonly [Edit, Edit];
  /** The outcomes a serial order of the two edits could give, from an unowned prospect with no date... */
  readonly fromNew: readonly ProspectCare[];
  /** ...and from one owned by STORED_OWNER with a follow-up on 2026-11-01. */
  readonly fromOwned: readonly ProspectCare[];
}

const care = (owner: string | null, followUpOn: string | null): ProspectCare => ({
  owner,
  follow_up_on: followUpOn,
});

// `staff` is read lazily: the admin's e-mail is known only once the suite runs.
const races = (): readonly Race[] => [
  {
    name: 'one names an owner, the other sets a follow-up date',
    edits: [{ owner: NAMED }, { follow_up_on: '2026-12-01' }],
    fromNew: [care(NAMED, '2026-12-01')],
    fromOwned: [care(NAMED, '2026-12-01')],
  },
  {
    name: 'one names an owner, the other clears the follow-up date',
    edits: [{ owner: NAMED }, { follow_up_on: null }],
    fromNew: [care(NAMED, null)],
    fromOwned: [care(NAMED, null)],
  },
  {
    name: 'one clears the owner, the other sets a follow-up date',
    edits: [{ owner: null }, { follow_up_on: '2026-12-01' }],
    // Cleared last: nobody; cleared first: the date's editor takes the now unowned prospect.
    fromNew: [care(null, '2026-12-01'), care(staff, '2026-12-01')],
    fromOwned: [care(null, '2026-12-01'), care(staff, '2026-12-01')],
  },
  {
    name: 'one clears the owner, the other clears the follow-up date',
    edits: [{ owner: null }, { follow_up_on: null }],
    fromNew: [care(null, null), care(staff, null)],
    fromOwned: [care(null, null), care(staff, null)],
  },
  {
    name: 'both name an owner',
    edits: [{ owner: NAMED }, { owner: OTHER }],
    fromNew: [care(NAMED, null), care(OTHER, null)],
    fromOwned: [care(NAMED, '2026-11-01'), care(OTHER, '2026-11-01')],
  },
  {
    name: 'both set a follow-up date',
    edits: [{ follow_up_on: '2026-12-01' }, { follow_up_on: '2026-12-02' }],
    fromNew: [care(staff, '2026-12-01'), care(staff, '2026-12-02')],
    fromOwned: [care(STORED_OWNER, '2026-12-01'), care(STORED_OWNER, '2026-12-02')],
  },
  {
    name: 'one names an owner, the other writes a note',
    edits: [{ owner: NAMED }, { note: 'Called; send the deck.' }],
    fromNew: [care(NAMED, null)],
    fromOwned: [care(NAMED, '2026-11-01')],
  },
  {
    name: 'one sets a follow-up date, the other writes a note',
    edits: [{ follow_up_on: '2026-12-01' }, { note: 'Called; send the deck.' }],
    fromNew: [care(staff, '2026-12-01')],
    fromOwned: [care(STORED_OWNER, '2026-12-01')],
  },
];

function send(resumeToken: string, edit: Edit) {
  if ('note' in edit) {
    return api(`/api/admin/prospects/${resumeToken}/notes`, {
      token: admin.accessToken,
      body: { text: edit.note },
    });
  }
  return api(`/api/admin/prospects/${resumeToken}`, {
    token: admin.accessToken,
    method: 'PATCH',
    body: edit,
  });
}

async function prospect(owned: boolean): Promise<string> {
  const resumeToken = newResumeToken();
  await upsertOnboarding({ resume_token: resumeToken, name: 'Race Founder', business_type: 'FinTech' });
  if (owned) {
    const start = await send(resumeToken, { owner: STORED_OWNER, follow_up_on: '2026-11-01' });
    expect(start.status).toBe(200);
  }
  return resumeToken;
}

/** One round: both edits at once, then what the prospect holds and whether the note stayed. */
async function round(race: Race, owned: boolean): Promise<{ care: ProspectCare; notes: number }> {
  const resumeToken = await prospect(owned);
  const answers = await Promise.all(race.edits.map((edit) => send(resumeToken, edit)));
  expect(answers.map((answer) => answer.status).sort()).toEqual(
    race.edits.map((edit) => ('note' in edit ? 201 : 200)).sort(),
  );
  const timeline = await api<ProspectTimeline>(`/api/admin/prospects/${resumeToken}/timeline`, {
    token: admin.accessToken,
  });
  expect(timeline.status).toBe(200);
  const { owner, follow_up_on: followUpOn } = timeline.body.prospect;
  return {
    care: care(owner, followUpOn),
    notes: timeline.body.events.filter((event) => event.kind === 'note').length,
  };
}

describe('two staff editing one prospect at once', () => {
  for (const owned of [false, true]) {
    for (const index of races().keys()) {
      const label = races()[index]?.name ?? '';
      it(`${label} (${owned ? 'owned' : 'new'} prospect): no edit is lost in ${ROUNDS} rounds`, async () => {
        const race = races()[index] as Race;
        const allowed = owned ? race.fromOwned : race.fromNew;
        const notesWritten = race.edits.filter((edit) => 'note' in edit).length;

        const outcomes = await Promise.all(Array.from({ length: ROUNDS }, () => round(race, owned)));

        for (const outcome of outcomes) {
          expect(allowed, 'what some serial order of the two edits gives').toContainEqual(outcome.care);
          expect(outcome.notes).toBe(notesWritten);
        }
      });
    }
  }
});
