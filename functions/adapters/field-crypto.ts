import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KMSClient } from '@aws-sdk/client-kms';
import { endpoints, optionalEnv, region } from './env.ts';

/**
 * Field-level encryption of sensitive values (BVN, bank details) before they reach DynamoDB.
 * On AWS each value is encrypted by KMS under FIELD_KEY_ID; locally (no FIELD_KEY_ID) with
 * AES-256-GCM under LOCAL_FIELD_KEY (32 bytes, base64). Either way the context (which field of
 * which record) is bound to the ciphertext, so a value copied onto another record will not decrypt.
 * Neither the plaintext nor the ciphertext is ever logged.
 */
export type FieldContext = Readonly<Record<string, string>>;

const KMS_PREFIX = 'kms1:';
const LOCAL_PREFIX = 'loc1:';

/*
 * The KMS client is loaded on first use, not at module load (issue #31): the handlers that carry
 * this module (staff reveals, payout accounts, launch requests) mostly never touch a field, or
 * seal locally, and loading the SDK client cost them most of their cold start.
 */
type Kms = typeof import('@aws-sdk/client-kms');
let kms: Promise<{ sdk: Kms; client: KMSClient }> | undefined;
function kmsClient(): Promise<{ sdk: Kms; client: KMSClient }> {
  kms ??= import('@aws-sdk/client-kms').then((sdk) => {
    const endpoint = endpoints.kms();
    return {
      sdk,
      client: new sdk.KMSClient({ region: region(), maxAttempts: 3, ...(endpoint ? { endpoint } : {}) }),
    };
  });
  return kms;
}

function localKey(): Buffer {
  const encoded = optionalEnv('LOCAL_FIELD_KEY');
  if (!encoded) throw new Error('Missing environment variable FIELD_KEY_ID or LOCAL_FIELD_KEY');
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== 32) throw new Error('LOCAL_FIELD_KEY must be 32 bytes, base64-encoded');
  return key;
}

/** The context in a canonical order, as the GCM associated data. */
function associatedData(context: FieldContext): Buffer {
  const sorted = Object.keys(context)
    .sort()
    .map((name) => [name, context[name]]);
  return Buffer.from(JSON.stringify(sorted), 'utf8');
}

function encryptLocally(plaintext: string, context: FieldContext): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', localKey(), iv);
  cipher.setAAD(associatedData(context));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${LOCAL_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

function decryptLocally(encoded: string, context: FieldContext): string {
  const bytes = Buffer.from(encoded, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', localKey(), bytes.subarray(0, 12));
  decipher.setAAD(associatedData(context));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export async function encryptField(plaintext: string, context: FieldContext): Promise<string> {
  const keyId = optionalEnv('FIELD_KEY_ID');
  if (!keyId) return encryptLocally(plaintext, context);
  const { sdk, client } = await kmsClient();
  const { CiphertextBlob } = await client.send(
    new sdk.EncryptCommand({
      KeyId: keyId,
      Plaintext: Buffer.from(plaintext, 'utf8'),
      EncryptionContext: { ...context },
    }),
  );
  if (!CiphertextBlob) throw new Error('KMS returned no ciphertext');
  return `${KMS_PREFIX}${Buffer.from(CiphertextBlob).toString('base64')}`;
}

/** For staff tooling that needs the value back; the request paths of the product never call it. */
export async function decryptField(ciphertext: string, context: FieldContext): Promise<string> {
  if (ciphertext.startsWith(LOCAL_PREFIX))
    return decryptLocally(ciphertext.slice(LOCAL_PREFIX.length), context);
  if (!ciphertext.startsWith(KMS_PREFIX)) throw new Error('Not an encrypted field');
  const { sdk, client } = await kmsClient();
  const { Plaintext } = await client.send(
    new sdk.DecryptCommand({
      CiphertextBlob: Buffer.from(ciphertext.slice(KMS_PREFIX.length), 'base64'),
      EncryptionContext: { ...context },
      ...(optionalEnv('FIELD_KEY_ID') ? { KeyId: optionalEnv('FIELD_KEY_ID') } : {}),
    }),
  );
  if (!Plaintext) throw new Error('KMS returned no plaintext');
  return Buffer.from(Plaintext).toString('utf8');
}
