import { collided, isConditionFailure, jitter, rejectedBy } from './conditions.ts';
import { emailKey } from './email.ts';
import type {
  ReferralActivityRecord as ReferralActivity,
  ReferralActivityKey,
} from '../../domain/contracts/records/referral-activity.ts';
import type { ReferralApplicant } from '../../domain/contracts/records/referral-applicant.ts';
import { toReferralActivity, type ReferralActivityItem } from './entities/referral-activity.ts';
import { toReferralApplicant, type ReferralApplicantItem } from './entities/referral-applicant.ts';
import { writeContention } from './errors.ts';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../domain/app-error.ts';
import { newDashboardToken, newReferralLinkId } from '../../domain/ids.ts';
import { withoutNulls } from './optional.ts';
import { queryPage, type Page, type PageRequest } from './page.ts';
import { createWriteTransaction } from 'electrodb';
import { emailClaimEntity } from './entities/email-claim.ts';
import { referralActivityEntity } from './entities/referral-activity.ts';
import { referralApplicantEntity } from './entities/referral-applicant.ts';
import { boundEntity } from './bound-entity.ts';

/** The entities the referral transactions write: only these are bundled (service.ts binds them all). */
const claimingEntities = () => ({
  referralApplicant: boundEntity(referralApplicantEntity),
  referralActivity: boundEntity(referralActivityEntity),
  emailClaim: boundEntity(emailClaimEntity),
});

/** Transactions that keep colliding with others on the same e-mail are retried this often. */
const MAX_TRANSACTION_ATTEMPTS = 12;

/** What the applicant gave (as the contract parsed it); ids and time are generated when absent, in the spec's formats. */
export type NewReferralApplicant = Pick<ReferralApplicant, 'full_name' | 'email'> &
  Partial<Omit<ReferralApplicant, 'full_name' | 'email' | 'source' | 'consent'>>;

/**
 * Stores an applicant and claims its (lowercased) e-mail in ONE transaction: either both are
 * written or neither. A claimed e-mail is a `duplicate_email` conflict, however many apply at once.
 */
export async function createReferralApplicant(input: NewReferralApplicant): Promise<ReferralApplicant> {
  const applicant: ReferralApplicant = {
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
  const claimedEmail = emailKey(applicant.email);
  for (let attempt = 0; attempt < MAX_TRANSACTION_ATTEMPTS; attempt += 1) {
    const outcome = await createWriteTransaction(claimingEntities(), ({ referralApplicant, emailClaim }) => [
      referralApplicant.create(withoutNulls(applicant)).commit(),
      emailClaim
        .create({
          purpose: 'referral_email',
          email: claimedEmail,
          owner_id: applicant.id,
          created_at: applicant.created_at,
        })
        .commit(),
    ]).go();
    if (!outcome.canceled) return applicant;
    if (rejectedBy(outcome, 1))
      throw AppError.conflict('This email address has already applied to the referral programme.', {
        reason: 'duplicate_email',
      });
    if (rejectedBy(outcome, 0)) throw new Error(`Referral applicant id ${applicant.id} is already taken`);
    if (!collided(outcome))
      throw new Error(`Referral application was cancelled: ${JSON.stringify(outcome.data)}`);
    await jitter(attempt);
  }
  throw writeContention('this email address');
}

export async function getApplicantById(id: string): Promise<ReferralApplicant | undefined> {
  const { data } = await boundEntity(referralApplicantEntity).get({ id }).go({ consistent: true });
  return data ? toReferralApplicant(data) : undefined;
}

/** Case-insensitive: the address is looked up through its lowercased claim. */
export async function getApplicantByEmail(email: string): Promise<ReferralApplicant | undefined> {
  const { data: claim } = await boundEntity(emailClaimEntity)
    .get({ purpose: 'referral_email', email: emailKey(email) })
    .go({ consistent: true });
  return claim ? getApplicantById(claim.owner_id) : undefined;
}

export async function getApplicantByDashboardToken(token: string): Promise<ReferralApplicant | undefined> {
  if (token === '') return undefined;
  const { data } = await boundEntity(referralApplicantEntity)
    .query.byDashboardToken({ dashboard_token: token })
    .go({ limit: 1 });
  const found = data[0] as ReferralApplicantItem | undefined;
  // Tokens are case-sensitive; the equality check keeps it so whatever the index did.
  return found && found.dashboard_token === token ? toReferralApplicant(found) : undefined;
}

/** A new activity; its id and time are generated when absent, and it starts pending with no commission. */
export type NewReferralActivity = Pick<ReferralActivity, 'referrer_id' | 'referred_email'> &
  Partial<Pick<ReferralActivity, 'id' | 'created_at' | 'onboarding_resume_token' | 'payment_reference'>>;

/**
 * Records a pending referral. The referred e-mail is claimed in the same transaction, so each
 * address counts once (an `already_referred` conflict) however many record it at once. Who may
 * refer whom (a known referrer, not their own address) is the referral service's rule, checked
 * before this.
 */
export async function recordReferralActivity(input: NewReferralActivity): Promise<ReferralActivity> {
  const referredEmail = emailKey(input.referred_email);
  const activity: ReferralActivity = {
    id: input.id ?? randomUUID(),
    referrer_id: input.referrer_id,
    referred_email: referredEmail,
    status: 'pending',
    commission_earned: 0,
    created_at: input.created_at ?? new Date().toISOString(),
    completed_at: null,
    onboarding_resume_token: input.onboarding_resume_token ?? null,
    payment_reference: input.payment_reference ?? null,
    proven_at: null,
    payout_id: null,
    payout_status: null,
    payout_reference: null,
    payout_paid_at: null,
    payout_message: null,
  };
  for (let attempt = 0; attempt < MAX_TRANSACTION_ATTEMPTS; attempt += 1) {
    const outcome = await createWriteTransaction(claimingEntities(), ({ referralActivity, emailClaim }) => [
      referralActivity.create(withoutNulls(activity)).commit(),
      emailClaim
        .create({
          purpose: 'referred_email',
          email: referredEmail,
          owner_id: activity.id,
          referrer_id: activity.referrer_id,
          activity_created_at: activity.created_at,
          created_at: activity.created_at,
        })
        .commit(),
    ]).go();
    if (!outcome.canceled) return activity;
    if (rejectedBy(outcome, 1))
      throw AppError.conflict('This email address has already been referred.', {
        reason: 'already_referred',
      });
    if (!collided(outcome))
      throw new Error(`Referral activity was cancelled: ${JSON.stringify(outcome.data)}`);
    await jitter(attempt);
  }
  throw writeContention('this referred email address');
}

/** Newest first, within one referrer's partition. */
export async function listReferralActivities(
  referrerId: string,
  request: PageRequest = {},
): Promise<Page<ReferralActivity>> {
  return queryPage(
    request,
    { keyFields: ['pk', 'sk'], partition: { field: 'pk', value: `referrer#${referrerId}` } },
    ({ cursor, count }) =>
      boundEntity(referralActivityEntity)
        .query.byReferrer({ referrer_id: referrerId })
        .go({ cursor, count, order: 'desc', data: 'includeKeys' }),
    (raw) => toReferralActivity(raw as ReferralActivityItem),
  );
}

async function getActivity(key: ReferralActivityKey): Promise<ReferralActivity | undefined> {
  const { data } = await boundEntity(referralActivityEntity)
    .get({ referrer_id: key.referrer_id, created_at: key.created_at, id: key.id })
    .go({ consistent: true });
  return data ? toReferralActivity(data) : undefined;
}

export async function findActivityByReferredEmail(email: string): Promise<ReferralActivity | undefined> {
  const { data: claim } = await boundEntity(emailClaimEntity)
    .get({ purpose: 'referred_email', email: emailKey(email) })
    .go({ consistent: true });
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
  const { data } = await boundEntity(referralActivityEntity)
    .query.byOnboarding({ onboarding_resume_token: resumeToken })
    .go({ order: 'desc', limit: 1 });
  const found = data[0];
  // The index is eventually consistent; the item itself is the truth about its status.
  return found ? getActivity(found) : undefined;
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

/**
 * Records that something other than an anonymous form backs this activity (a code sign-in, a
 * payment, a signed booking); once only. True when this call recorded it.
 */
export async function proveReferralActivity(
  activity: ReferralActivity,
  at = new Date().toISOString(),
): Promise<boolean> {
  if (activity.proven_at) return false;
  try {
    await boundEntity(referralActivityEntity)
      .patch({
        referrer_id: activity.referrer_id,
        created_at: activity.created_at,
        id: activity.id,
      })
      .set({ proven_at: at })
      .where((attribute, op) => op.notExists(attribute.proven_at))
      .go({ response: 'none' });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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
  try {
    await boundEntity(referralActivityEntity)
      .patch({
        referrer_id: key.referrer_id,
        created_at: key.created_at,
        id: key.id,
      })
      .set({
        status: 'completed',
        commission_earned: completion.commission_earned,
        completed_at: completion.completed_at ?? new Date().toISOString(),
        ...(completion.payment_reference ? { payment_reference: completion.payment_reference } : {}),
      })
      .where((attribute, op) => op.eq(attribute.status, 'pending'))
      .go({ response: 'none' });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
