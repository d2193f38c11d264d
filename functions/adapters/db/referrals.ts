import { collided, isConditionFailure, jitter, rejectedBy } from './conditions.ts';
import { emailKey } from './email.ts';
import type {
  ReferralActivityRecord as ReferralActivity,
  ReferralActivityKey,
} from '../../domain/contracts/records/referral-activity.ts';
import type { ReferralApplicant } from '../../domain/contracts/records/referral-applicant.ts';
import { writeContention } from './errors.ts';
import { randomUUID } from 'node:crypto';
import { newDashboardToken, newReferralLinkId } from '../../domain/ids.ts';
import { newReferralActivity as pendingActivity } from '../../domain/new-referral-activity.ts';
import type { Created, Recorded } from './outcome.ts';
import { withoutNulls } from './optional.ts';
import { queryPage, type Page, type PageRequest } from './page.ts';
import {
  emailClaimLayout,
  REFERRAL_ACTIVITY_PREFIX,
  referralActivityLayout,
  referralActivityOf,
  referralApplicantLayout,
  referralApplicantOf,
  type EmailClaim,
  type EmailClaimPurpose,
} from './layouts/referral.ts';
import {
  getItem,
  IF_EXISTS,
  IF_NEW_ITEM,
  isStoredAs,
  KEY_NAMES,
  queryCount,
  storedItem,
  transactWrite,
  updateItem,
} from './stored-item.ts';

/** Transactions that keep colliding with others on the same e-mail are retried this often. */
const MAX_TRANSACTION_ATTEMPTS = 12;

/** What the applicant gave (as the contract parsed it); ids and time are generated when absent, in the spec's formats. */
export type NewReferralApplicant = Pick<ReferralApplicant, 'full_name' | 'email'> &
  Partial<Omit<ReferralApplicant, 'full_name' | 'email' | 'source' | 'consent'>>;

/**
 * A record and the claim of its e-mail, written in one transaction: either both or neither.
 * 'taken' when the e-mail is claimed already, however many write at once: a collision with another
 * writer on the same e-mail is tried again. `record` names the record in a fault, `contended` the
 * address when the collisions never end.
 */
async function createClaimed(
  item: object,
  claim: EmailClaim,
  words: { readonly record: string; readonly contended: string },
): Promise<'stored' | 'taken'> {
  for (let attempt = 0; attempt < MAX_TRANSACTION_ATTEMPTS; attempt += 1) {
    const outcome = await transactWrite([
      { put: item, condition: IF_NEW_ITEM },
      { put: storedItem(emailClaimLayout, withoutNulls(claim)), condition: IF_NEW_ITEM },
    ]);
    if (!outcome.canceled) return 'stored';
    if (rejectedBy(outcome, 1)) return 'taken';
    if (rejectedBy(outcome, 0)) throw new Error(`${words.record} ${claim.owner_id} is already taken`);
    if (!collided(outcome)) throw new Error(`${words.record} was cancelled: ${JSON.stringify(outcome.data)}`);
    await jitter(attempt);
  }
  throw writeContention(words.contended);
}

/**
 * Stores an applicant and claims its (lowercased) e-mail in ONE transaction: either both are
 * written or neither. 'taken' when the e-mail is claimed already, however many apply at once.
 */
export async function storeReferralApplicant(applicant: ReferralApplicant): Promise<Created> {
  const claim: EmailClaim = {
    purpose: 'referral_email',
    email: emailKey(applicant.email),
    owner_id: applicant.id,
    created_at: applicant.created_at,
  };
  const item = storedItem(referralApplicantLayout, withoutNulls(applicant));
  const stored = await createClaimed(item, claim, {
    record: 'Referral applicant',
    contended: 'this email address',
  });
  return stored === 'stored' ? 'created' : 'taken';
}

/**
 * An applicant with the spec's generated ids, stored (demo data and tests): a claimed e-mail is a
 * fault here, since the caller meant to add a new partner; the referral service stores through
 * storeReferralApplicant and refuses a taken one itself.
 */
export async function createReferralApplicant(input: NewReferralApplicant): Promise<ReferralApplicant> {
  const applicant = newReferralApplicant(input);
  if ((await storeReferralApplicant(applicant)) === 'taken')
    throw new Error('This email address has already applied to the referral programme.');
  return applicant;
}

/** The applicant record of what was given, with the spec's generated ids where none were. */
export function newReferralApplicant(input: NewReferralApplicant): ReferralApplicant {
  return {
    id: input.id ?? randomUUID(),
    full_name: input.full_name,
    email: input.email,
    whatsapp: input.whatsapp ?? null,
    sectors: [...(input.sectors ?? [])],
    how_will_refer: input.how_will_refer ?? null,
    notes: input.notes ?? null,
    source: 'website',
    consent: true,
    referral_link_id: input.referral_link_id ?? newReferralLinkId(),
    dashboard_token: input.dashboard_token ?? newDashboardToken(),
    created_at: input.created_at ?? new Date().toISOString(),
  };
}

export async function getApplicantById(id: string): Promise<ReferralApplicant | undefined> {
  const item = await getItem(referralApplicantLayout.key({ id }), true);
  return isStoredAs(referralApplicantLayout, item) ? referralApplicantOf(item) : undefined;
}

async function getClaim(purpose: EmailClaimPurpose, email: string): Promise<EmailClaim | undefined> {
  const item = await getItem(emailClaimLayout.key({ purpose, email: emailKey(email) }), true);
  return isStoredAs(emailClaimLayout, item) ? (item as unknown as EmailClaim) : undefined;
}

/** Case-insensitive: the address is looked up through its lowercased claim. */
export async function getApplicantByEmail(email: string): Promise<ReferralApplicant | undefined> {
  const claim = await getClaim('referral_email', email);
  return claim ? getApplicantById(claim.owner_id) : undefined;
}

export async function getApplicantByDashboardToken(token: string): Promise<ReferralApplicant | undefined> {
  if (token === '') return undefined;
  const { data } = await queryCount({
    index: 'gsi1',
    keyCondition: '#pk = :pk AND #sk = :sk',
    names: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' },
    values: { ':pk': `dashboard#${token}`, ':sk': 'referrer' },
    cursor: null,
    count: 1,
    owned: (item) => isStoredAs(referralApplicantLayout, item),
  });
  const found = data[0];
  // Tokens are case-sensitive; the equality check keeps it so whatever the index did.
  return found && found.dashboard_token === token ? referralApplicantOf(found) : undefined;
}

/** A new activity; its id and time are generated when absent, and it starts pending with no commission. */
export type NewReferralActivity = Pick<ReferralActivity, 'referrer_id' | 'referred_email'> &
  Partial<Pick<ReferralActivity, 'id' | 'created_at' | 'onboarding_resume_token' | 'payment_reference'>>;

/**
 * Records a pending referral. The referred e-mail is claimed in the same transaction, so each
 * address counts once ('taken' otherwise) however many record it at once. Who may refer whom (a
 * known referrer, not their own address) is the referral service's rule, checked before this.
 */
export async function storeReferralActivity(activity: ReferralActivity): Promise<Recorded> {
  const claim: EmailClaim = {
    purpose: 'referred_email',
    email: emailKey(activity.referred_email),
    owner_id: activity.id,
    referrer_id: activity.referrer_id,
    activity_created_at: activity.created_at,
    created_at: activity.created_at,
  };
  const item = storedItem(referralActivityLayout, withoutNulls({ ...activity, referred_email: claim.email }));
  const stored = await createClaimed(item, claim, {
    record: 'Referral activity',
    contended: 'this referred email address',
  });
  return stored === 'stored' ? 'recorded' : 'taken';
}

/**
 * A pending referral with generated id and time, recorded (demo data and tests): an e-mail referred
 * already is a fault here; the referral service records through storeReferralActivity.
 */
export async function recordReferralActivity(input: NewReferralActivity): Promise<ReferralActivity> {
  const activity = newReferralActivity(input);
  if ((await storeReferralActivity(activity)) === 'taken')
    throw new Error('This email address has already been referred.');
  return activity;
}

/** A pending activity (domain/new-referral-activity.ts), its id and time generated where none were given. */
export function newReferralActivity(input: NewReferralActivity): ReferralActivity {
  return pendingActivity({
    ...input,
    id: input.id ?? randomUUID(),
    referred_email: emailKey(input.referred_email),
    created_at: input.created_at ?? new Date().toISOString(),
  });
}

/** Newest first, within one referrer's partition. */
export async function listReferralActivities(
  referrerId: string,
  request: PageRequest = {},
): Promise<Page<ReferralActivity>> {
  const partition = `referrer#${referrerId}`;
  return queryPage(
    request,
    { keyFields: ['pk', 'sk'], partition: { field: 'pk', value: partition } },
    ({ cursor, count }) =>
      queryCount({
        keyCondition: '#pk = :pk AND begins_with(#sk, :sk)',
        names: KEY_NAMES,
        values: { ':pk': partition, ':sk': REFERRAL_ACTIVITY_PREFIX },
        cursor,
        count,
        descending: true,
        owned: (item) => isStoredAs(referralActivityLayout, item),
      }),
    referralActivityOf,
  );
}

async function getActivity(key: ReferralActivityKey): Promise<ReferralActivity | undefined> {
  const item = await getItem(referralActivityLayout.key(key), true);
  return isStoredAs(referralActivityLayout, item) ? referralActivityOf(item) : undefined;
}

export async function findActivityByReferredEmail(email: string): Promise<ReferralActivity | undefined> {
  const claim = await getClaim('referred_email', email);
  if (!claim?.referrer_id || !claim.activity_created_at) return undefined;
  return getActivity({
    referrer_id: claim.referrer_id,
    created_at: claim.activity_created_at,
    id: claim.owner_id,
  });
}

/** The newest activity recorded for a referred business's onboarding resume token. */
export async function findActivityByResumeToken(resumeToken: string): Promise<ReferralActivity | undefined> {
  if (resumeToken === '') return undefined;
  const { data } = await queryCount({
    index: 'gsi1',
    keyCondition: '#pk = :pk',
    names: { '#pk': 'gsi1pk' },
    values: { ':pk': `activity-onboarding#${resumeToken}` },
    cursor: null,
    count: 1,
    descending: true,
    owned: (item) => isStoredAs(referralActivityLayout, item),
  });
  const found = data[0];
  // The index is eventually consistent; the item itself is the truth about its status.
  return found ? getActivity(referralActivityOf(found)) : undefined;
}

/**
 * Records that the founder behind a referred e-mail proved it (a code sign-in) or paid; once only.
 * True when this call recorded it.
 */
export async function proveReferredEmail(email: string, at = new Date().toISOString()): Promise<boolean> {
  const activity = await findActivityByReferredEmail(email);
  if (!activity) return false;
  return proveReferralActivity(activity, at);
}

/** An update of an existing activity under its condition; false when the condition did not hold. */
async function updateActivity(
  key: ReferralActivityKey,
  change: {
    update: string;
    condition: string;
    names: Record<string, string>;
    values: Record<string, unknown>;
  },
): Promise<boolean> {
  try {
    await updateItem({
      key: referralActivityLayout.key(key),
      update: change.update,
      condition: `${IF_EXISTS} AND ${change.condition}`,
      names: { ...KEY_NAMES, ...change.names },
      values: change.values,
    });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Records that something other than an anonymous form backs this activity (a code sign-in, a
 * payment, a signed booking); once only. True when this call recorded it.
 */
export async function proveReferralActivity(
  activity: ReferralActivity,
  at = new Date().toISOString(),
): Promise<boolean> {
  if (activity.proven_at) return false;
  return updateActivity(activity, {
    update: 'SET #proven_at = :at',
    condition: 'attribute_not_exists(#proven_at)',
    names: { '#proven_at': 'proven_at' },
    values: { ':at': at },
  });
}

export interface ReferralCompletion {
  /** Naira. */
  commission_earned: number;
  completed_at?: string;
  payment_reference?: string;
}

/**
 * Completes a pending referral with its commission. Conditional on status still being pending,
 * so marking twice (or two admins at once) pays once: only the call that made the change gets true.
 */
export async function completeReferralActivity(
  key: ReferralActivityKey,
  completion: ReferralCompletion,
): Promise<boolean> {
  const reference = completion.payment_reference;
  return updateActivity(key, {
    update: `SET #status = :completed, #commission_earned = :commission, #completed_at = :at${
      reference ? ', #payment_reference = :reference' : ''
    }`,
    condition: '#status = :pending',
    names: {
      '#status': 'status',
      '#commission_earned': 'commission_earned',
      '#completed_at': 'completed_at',
      ...(reference ? { '#payment_reference': 'payment_reference' } : {}),
    },
    values: {
      ':completed': 'completed',
      ':pending': 'pending',
      ':commission': completion.commission_earned,
      ':at': completion.completed_at ?? new Date().toISOString(),
      ...(reference ? { ':reference': reference } : {}),
    },
  });
}
