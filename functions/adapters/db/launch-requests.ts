import type { LaunchRequestRecord as LaunchRequestSummary } from '../../domain/contracts/admin.ts';
import type { LaunchRequest } from '../../domain/contracts/records/launch-request.ts';
import { adminLaunchRequestView } from '../../domain/launch-request-views.ts';
import {
  emptyLaunchRequest as newLaunchRequest,
  launchRequestLayout as layout,
  launchRequestOf as toLaunchRequest,
  type StoredLaunchRequest,
} from './layouts/launch-request.ts';
import { withoutNulls } from './optional.ts';
import type { Page } from './page.ts';
import { searchText } from './search-text.ts';
import { listNewestFirst, type StaffListRequest } from './staff-list.ts';
import { getItem, isStoredAs, putItem, recordsByResumeToken, storedItem } from './stored-item.ts';
import { versionedUpsert, versionCondition } from './versioned-write.ts';

async function readItem(resumeToken: string): Promise<StoredLaunchRequest | undefined> {
  const item = await getItem(layout.key({ resume_token: resumeToken }), true);
  return isStoredAs(layout, item) ? (item as StoredLaunchRequest) : undefined;
}

type StepFields = Omit<LaunchRequest, 'id' | 'resume_token' | 'created_at' | 'updated_at'>;

/**
 * One autosave: only the fields given (not undefined, not null) change; the rest stay as stored.
 * The two conditions are decided inside the versioned write, on the item it is conditional on, so
 * a read taken before cannot be stale (issue #25): `unless_last_step` leaves a request whose
 * last_step is already that as it is (a step racing the submit cannot un-submit it), and
 * `only_if_new` writes nothing when the request exists (a late payment confirmation cannot reopen
 * one the founder has started).
 */
export type LaunchRequestStep = {
  resume_token: string;
  now?: string;
  unless_last_step?: string;
  only_if_new?: boolean;
} & {
  [K in keyof StepFields]?: StepFields[K] | undefined;
};

function merged(stored: LaunchRequest | undefined, step: LaunchRequestStep, now: string): LaunchRequest {
  const {
    resume_token: resumeToken,
    now: _now,
    unless_last_step: _unless,
    only_if_new: _onlyIfNew,
    ...changes
  } = step;
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<StepFields>;
  const base: LaunchRequest = stored ?? newLaunchRequest(resumeToken, now);
  return { ...base, ...given, updated_at: now };
}

/** Partial upsert of a launch request, safe against two tabs saving at once. */
export async function saveLaunchRequestStep(step: LaunchRequestStep): Promise<LaunchRequest> {
  return versionedUpsert<StoredLaunchRequest, LaunchRequest>({
    what: 'this launch request',
    read: () => readItem(step.resume_token),
    merge: (stored) => {
      if (
        stored &&
        (step.only_if_new || (step.unless_last_step && stored.last_step === step.unless_last_step))
      )
        return { item: undefined, result: toLaunchRequest(stored) };
      const request = merged(
        stored ? toLaunchRequest(stored) : undefined,
        step,
        step.now ?? new Date().toISOString(),
      );
      const { id: _id, ...fields } = withoutNulls(request);
      const item = {
        ...fields,
        search_text: searchText(
          request.name,
          request.email,
          request.business_name,
          request.business_type,
          request.resume_token,
        ),
      };
      return { item, result: request };
    },
    write: async (item, expected) => {
      await putItem(storedItem(layout, item), versionCondition(expected));
    },
  });
}

/** The full record, sensitive fields still encrypted, for the service that needs them. */
export async function getLaunchRequest(resumeToken: string): Promise<LaunchRequest | undefined> {
  const stored = await readItem(resumeToken);
  return stored ? toLaunchRequest(stored) : undefined;
}

/**
 * The launch requests of many launches, by resume token, in batch reads of 100. Eventually
 * consistent unless `consistent` (as getLaunchRequest's one read is): the funnel counts a period,
 * where a moment's lag does not matter; the follow-up list shows what a staff member just saw.
 */
export async function getLaunchRequestsOf(
  resumeTokens: readonly string[],
  options: { readonly consistent?: boolean } = {},
): Promise<Map<string, LaunchRequest>> {
  return recordsByResumeToken(
    layout,
    resumeTokens,
    (stored: StoredLaunchRequest) => toLaunchRequest(stored),
    options,
  );
}

/** Newest first; BVN, ID document and bank details appear only as has_* flags. */
export async function listLaunchRequests(
  request: StaffListRequest = {},
): Promise<Page<LaunchRequestSummary>> {
  return listNewestFirst(request, { index: 'gsi1', partition: 'launch-requests', layout }, (raw) =>
    adminLaunchRequestView(toLaunchRequest(raw)),
  );
}
