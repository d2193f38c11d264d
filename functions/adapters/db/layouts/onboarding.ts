import type { Onboarding } from '../../../domain/contracts/records/onboarding.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** A stored record: the record without its derived id, plus the search text and the lock's version. */
export type StoredOnboarding = Omit<Onboarding, 'id'> & { search_text: string; version: number };

/** As entities/onboarding.ts stores it (keys from entities/resume-token-record.ts). */
export const onboardingLayout: StoredLayout<
  Pick<StoredOnboarding, 'resume_token' | 'created_at'>,
  'resume_token'
> = {
  entity: 'onboarding',
  version: '1',
  schema: attributes(
    [
      'resume_token',
      'name',
      'email',
      'phone',
      'business_name',
      'idea',
      'chat_session_id',
      'business_type',
      'stage_completed',
      'last_step',
      'needs_help_with',
      'referrer_id',
      'agreed_plan',
      'agreed_setup_fee',
      'payment_link_sent_at',
      'last_step_at',
      'live_at',
      // Issue #26: the widget's Q chats of this person.
      'q_chat_session_ids',
      'created_at',
      'updated_at',
      'search_text',
      'version',
    ],
    ['needs_help_with', 'q_chat_session_ids'],
  ),
  key: ({ resume_token }) => ({ pk: `onboarding#${resume_token}`, sk: 'onboarding' }),
  indexKeys: ({ created_at }) => ({ gsi1pk: 'onboardings', gsi1sk: created_at }),
};

/** Storage-only attributes the record read back leaves out (RESUME_TOKEN_STORAGE_ONLY). */
const STORAGE_ONLY = ['search_text', 'version'] as const;

export function onboardingOf(item: object): Onboarding {
  return {
    id: (item as { resume_token: string }).resume_token,
    ...recordOf<Omit<Onboarding, 'id'>>(onboardingLayout, STORAGE_ONLY, item),
  };
}

/** A record nothing was saved to yet: every field empty, as an item holding only its keys reads. */
export function emptyOnboarding(resumeToken: string, now: string): Onboarding {
  return onboardingOf({ resume_token: resumeToken, created_at: now, updated_at: now });
}
