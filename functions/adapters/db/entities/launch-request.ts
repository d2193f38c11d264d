import { Entity, type EntityItem } from 'electrodb';
import type { LaunchRequest } from '../../../domain/contracts/records/launch-request.ts';
import type { LaunchRequestRecord } from '../../../domain/contracts/admin.ts';
import { recordOf } from '../record-of.ts';
import {
  RESUME_TOKEN_STORAGE_ONLY,
  resumeTokenAttribute,
  resumeTokenBookkeeping,
  resumeTokenIndexes,
} from './resume-token-record.ts';

/**
 * A guided-launch application, keyed by the resume token the browser keeps. BVN and bank details
 * arrive already encrypted (field key) and the ID document is an upload key, never the file.
 */
export const launchRequestEntity = new Entity({
  model: { entity: 'launch_request', version: '1', service: 'quarter' },
  attributes: {
    ...resumeTokenAttribute,
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    bvn_encrypted: { type: 'string' },
    id_document_key: { type: 'string' },
    bank_details_encrypted: { type: 'string' },
    business_name: { type: 'string' },
    business_type: { type: 'string' },
    last_step: { type: 'string' },
    ai_summary: { type: 'string' },
    ...resumeTokenBookkeeping,
  },
  indexes: resumeTokenIndexes({
    itemPrefix: 'launch',
    itemSort: 'request',
    listPartition: 'launch-requests',
  }),
});

export type LaunchRequestItem = EntityItem<typeof launchRequestEntity>;

/** The whole record, sensitive values still encrypted, for the service that decrypts what it needs. */
export function toLaunchRequest(item: LaunchRequestItem): LaunchRequest {
  return {
    id: item.resume_token,
    ...recordOf<Omit<LaunchRequest, 'id'>>(launchRequestEntity, RESUME_TOKEN_STORAGE_ONLY, item),
  };
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

/** A request nothing was saved to yet: every field empty, as an item holding only its keys reads. */
export function newLaunchRequest(resumeToken: string, now: string): LaunchRequest {
  // Only the keys and times: the storage-only attributes are not read back anyway.
  return toLaunchRequest({
    resume_token: resumeToken,
    created_at: now,
    updated_at: now,
  } as LaunchRequestItem);
}

export function createMockLaunchRequest(overrides: Partial<LaunchRequest> = {}): LaunchRequest {
  const token = overrides.resume_token ?? '7f6c2a4e-1b1d-4c7e-9a61-2f0b9c1d3e5a';
  return {
    ...newLaunchRequest(token, '2026-01-05T09:00:00.000Z'),
    name: 'Chidi Okafor',
    email: 'chidi@example.com',
    phone: '+2348012345678',
    business_name: 'Okafor Pay',
    business_type: 'FinTech',
    last_step: 'sector',
    ...overrides,
  };
}
