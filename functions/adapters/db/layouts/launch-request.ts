import type { LaunchRequestRecord } from '../../../domain/contracts/admin.ts';
import type { LaunchRequest } from '../../../domain/contracts/records/launch-request.ts';
import { recordOf } from '../record-of.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** A stored request: the record without its derived id, plus the search text and the lock's version. */
export type StoredLaunchRequest = Omit<LaunchRequest, 'id'> & { search_text: string; version: number };

/** As entities/launch-request.ts stores it (keys from entities/resume-token-record.ts). */
export const launchRequestLayout: StoredLayout<
  Pick<StoredLaunchRequest, 'resume_token' | 'created_at'>,
  'resume_token'
> = {
  entity: 'launch_request',
  version: '1',
  schema: attributes([
    'resume_token',
    'name',
    'email',
    'phone',
    'bvn_encrypted',
    'id_document_key',
    'bank_details_encrypted',
    'business_name',
    'business_type',
    'last_step',
    'ai_summary',
    'created_at',
    'updated_at',
    'search_text',
    'version',
  ]),
  key: ({ resume_token }) => ({ pk: `launch#${resume_token}`, sk: 'request' }),
  indexKeys: ({ created_at }) => ({ gsi1pk: 'launch-requests', gsi1sk: created_at }),
};

/** Storage-only attributes the record read back leaves out (RESUME_TOKEN_STORAGE_ONLY). */
const STORAGE_ONLY = ['search_text', 'version'] as const;

/** The whole record, sensitive values still encrypted, for the service that decrypts what it needs. */
export function launchRequestOf(item: object): LaunchRequest {
  return {
    id: (item as { resume_token: string }).resume_token,
    ...recordOf<Omit<LaunchRequest, 'id'>>(launchRequestLayout, STORAGE_ONLY, item),
  };
}

/** A request nothing was saved to yet: every field empty, as an item holding only its keys reads. */
export function emptyLaunchRequest(resumeToken: string, now: string): LaunchRequest {
  return launchRequestOf({ resume_token: resumeToken, created_at: now, updated_at: now });
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.length > 0;

/** Built field by field (not by spreading and deleting) so a new sensitive field cannot leak by default. */
export function toLaunchRequestSummary(request: LaunchRequest): LaunchRequestRecord {
  return {
    id: request.id,
    resume_token: request.resume_token,
    name: request.name,
    email: request.email,
    phone: request.phone,
    business_name: request.business_name,
    business_type: request.business_type,
    last_step: request.last_step,
    ai_summary: request.ai_summary,
    has_bvn: present(request.bvn_encrypted),
    has_id_document: present(request.id_document_key),
    has_bank_details: present(request.bank_details_encrypted),
    created_at: request.created_at,
    updated_at: request.updated_at,
  };
}
