/**
 * What the launch request use cases need. `live-ports.ts` binds DynamoDB, the field encryption
 * (KMS or the local key) and the upload bucket; unit tests bind fakes.
 */

/** The stored launch request; sensitive values only ever in encrypted form. */
export interface StoredLaunchRequest {
  readonly resume_token: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly bvn_encrypted: string | null;
  readonly id_document_key: string | null;
  readonly bank_details_encrypted: string | null;
  readonly business_name: string | null;
  readonly business_type: string | null;
  readonly last_step: string | null;
  readonly updated_at: string;
}

/** Only the fields given change; the rest stay as stored. */
export interface LaunchRequestChange {
  readonly resume_token: string;
  readonly last_step: string;
  readonly name?: string;
  readonly phone?: string;
  readonly business_name?: string;
  readonly business_type?: string;
  readonly bvn_encrypted?: string;
  readonly id_document_key?: string;
  readonly bank_details_encrypted?: string;
}

export interface LaunchRequestStore {
  get(resumeToken: string): Promise<StoredLaunchRequest | undefined>;
  save(change: LaunchRequestChange): Promise<StoredLaunchRequest>;
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
