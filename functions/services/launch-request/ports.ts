/**
 * What the launch request use cases need. `live-ports.ts` binds DynamoDB, the field encryption
 * (KMS or the local key) and the upload bucket; unit tests bind fakes.
 */

import type { Given, LaunchRequest } from '../../domain/contracts/records/index.ts';

/** The stored launch request; sensitive values only ever in encrypted form. */
export type StoredLaunchRequest = Omit<LaunchRequest, 'id' | 'ai_summary' | 'created_at'>;

/** Only the fields given change; the rest stay as stored. */
export type LaunchRequestChange = Given<LaunchRequest, 'resume_token' | 'last_step'> &
  Partial<
    Given<
      LaunchRequest,
      | 'name'
      | 'phone'
      | 'business_name'
      | 'business_type'
      | 'bvn_encrypted'
      | 'id_document_key'
      | 'bank_details_encrypted'
    >
  >;

export interface LaunchRequestStore {
  get(resumeToken: string): Promise<StoredLaunchRequest | undefined>;
  /**
   * Saves the change unless the stored request's last_step is already `unless_last_step` (decided
   * inside the conditional write); answers the request as stored afterwards.
   */
  save(change: LaunchRequestChange & { readonly unless_last_step?: string }): Promise<StoredLaunchRequest>;
}

export interface UploadBucket {
  presign(upload: {
    prefix: string;
    contentType: string;
    maxBytes: number;
    expiresSeconds: number;
  }): Promise<{ url: string; fields: Record<string, string>; key: string; expiresAt: string }>;
  find(key: string): Promise<{ size: number; contentType: string | undefined } | undefined>;
}

export interface LaunchRequestPorts {
  readonly store: LaunchRequestStore;
  /** Encrypts one field of one launch request; the context is bound to the ciphertext. */
  readonly encrypt: (plaintext: string, context: Readonly<Record<string, string>>) => Promise<string>;
  readonly uploads: UploadBucket;
}

/** The signed-in caller, from the verified ID token. */
export interface LaunchRequestCaller {
  readonly email: string;
}
