import { Entity, type EntityItem } from 'electrodb';
import { resumeTokenAttribute, resumeTokenBookkeeping, resumeTokenIndexes } from './resume-token-record.ts';

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

/** The whole record, for the service that decrypts what it needs. */
export interface LaunchRequest {
  id: string;
  resume_token: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  bvn_encrypted: string | null;
  id_document_key: string | null;
  bank_details_encrypted: string | null;
  business_name: string | null;
  business_type: string | null;
  last_step: string | null;
  ai_summary: string | null;
  created_at: string;
  updated_at: string;
}

/** What an admin list shows: sensitive fields only as presence flags, never their values. */
export interface LaunchRequestSummary {
  id: string;
  resume_token: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  business_name: string | null;
  business_type: string | null;
  last_step: string | null;
  ai_summary: string | null;
  has_bvn: boolean;
  has_id_document: boolean;
  has_bank_details: boolean;
  created_at: string;
  updated_at: string;
}

export function toLaunchRequest(item: LaunchRequestItem): LaunchRequest {
  return {
    id: item.resume_token,
    resume_token: item.resume_token,
    name: item.name ?? null,
    email: item.email ?? null,
    phone: item.phone ?? null,
    bvn_encrypted: item.bvn_encrypted ?? null,
    id_document_key: item.id_document_key ?? null,
    bank_details_encrypted: item.bank_details_encrypted ?? null,
    business_name: item.business_name ?? null,
    business_type: item.business_type ?? null,
    last_step: item.last_step ?? null,
    ai_summary: item.ai_summary ?? null,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.length > 0;

/** Built field by field (not by spreading and deleting) so a new sensitive field cannot leak by default. */
export function toLaunchRequestSummary(request: LaunchRequest): LaunchRequestSummary {
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

export function createMockLaunchRequest(overrides: Partial<LaunchRequest> = {}): LaunchRequest {
  const token = overrides.resume_token ?? '7f6c2a4e-1b1d-4c7e-9a61-2f0b9c1d3e5a';
  return {
    id: token,
    resume_token: token,
    name: 'Chidi Okafor',
    email: 'chidi@example.com',
    phone: '+2348012345678',
    bvn_encrypted: null,
    id_document_key: null,
    bank_details_encrypted: null,
    business_name: 'Okafor Pay',
    business_type: 'FinTech',
    last_step: 'sector',
    ai_summary: null,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
