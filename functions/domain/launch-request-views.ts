import type { LaunchRequestRecord } from './contracts/admin.ts';
import type { LaunchRequestView } from './contracts/launch-request.ts';
import type { LaunchRequest } from './contracts/records/launch-request.ts';

const present = (value: string | null | undefined) => typeof value === 'string' && value.length > 0;

/**
 * What the applicant sees of their own launch request. Built field by field (not by spreading and
 * deleting), so a new sensitive field cannot leak by default: BVN, ID document and bank details appear
 * only as whether each is present.
 */
export function launchRequestView(
  request: Omit<LaunchRequest, 'id' | 'ai_summary' | 'created_at'>,
): LaunchRequestView {
  return {
    resume_token: request.resume_token,
    name: request.name,
    email: request.email,
    phone: request.phone,
    business_name: request.business_name,
    business_type: request.business_type,
    last_step: request.last_step,
    has_bvn: present(request.bvn_encrypted),
    has_id_document: present(request.id_document_key),
    has_bank_details: present(request.bank_details_encrypted),
    updated_at: request.updated_at,
  };
}

/**
 * The admin view of a launch request, built here only (the list, the prospect timeline and the live
 * refresh all read it through the store): the applicant's view plus the id, Q's summary and when it began.
 */
export function adminLaunchRequestView(request: LaunchRequest): LaunchRequestRecord {
  return {
    ...launchRequestView(request),
    id: request.id,
    ai_summary: request.ai_summary,
    created_at: request.created_at,
  };
}
