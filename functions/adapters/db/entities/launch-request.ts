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

/** A request nothing was saved to yet: every field empty, as an item holding only its keys reads. */
export function newLaunchRequest(resumeToken: string, now: string): LaunchRequest {
  // Only the keys and times: the storage-only attributes are not read back anyway.
  return toLaunchRequest({
    resume_token: resumeToken,
    created_at: now,
    updated_at: now,
  } as LaunchRequestItem);
}
