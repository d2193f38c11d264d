import { Entity, type EntityItem } from 'electrodb';
import type { LaunchRequest } from '../../../domain/contracts/records/launch-request.ts';
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

// The admin summary is built beside the stored layout, so the admin lists bundle no ElectroDB (#31).
export { toLaunchRequestSummary } from '../layouts/launch-request.ts';

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
