import { AppError } from '../../domain/app-error.ts';
import {
  bankDetailsSchema,
  ID_DOCUMENT_LINK_SECONDS,
  SENSITIVE_FIELDS,
  type BankDetails,
  type SensitiveDetails,
  type SensitiveField,
} from '../../domain/contracts/launch-request-sensitive.ts';

/** What the reveal needs of a stored launch request: the sealed values and the document's key. */
export interface SealedLaunchRequest {
  readonly resume_token: string;
  readonly bvn_encrypted: string | null;
  readonly bank_details_encrypted: string | null;
  readonly id_document_key: string | null;
}

/** One line per reveal: who, which request, which fields, when. Never the values. */
export interface SensitiveRevealAudit {
  readonly event: 'launch_request.sensitive_revealed';
  readonly admin_sub: string;
  readonly admin_email: string | null;
  readonly launch_request_id: string;
  readonly fields: readonly SensitiveField[];
  readonly at: string;
}

export interface SensitiveRevealPorts {
  readonly getLaunchRequest: (id: string) => Promise<SealedLaunchRequest | undefined>;
  /** Opens a value sealed under this context (the same context `launch-request` sealed it with). */
  readonly decrypt: (ciphertext: string, context: Readonly<Record<string, string>>) => Promise<string>;
  /** A presigned GET of the object under `key`, working for `expiresSeconds`. */
  readonly presignDownload: (key: string, expiresSeconds: number) => Promise<string>;
  readonly audit: (line: SensitiveRevealAudit) => void;
  readonly now: () => Date;
}

export interface RevealingAdmin {
  readonly sub: string;
  readonly email: string | null;
}

export interface SensitiveRevealRequest {
  readonly id: string;
  /** Which values to reveal; all three when not given. */
  readonly fields?: readonly SensitiveField[];
}

const sealedAs = (request: SealedLaunchRequest, field: string) => ({
  launch_request: request.resume_token,
  field,
});

async function openBankDetails(
  ports: SensitiveRevealPorts,
  request: SealedLaunchRequest,
  sealed: string,
): Promise<BankDetails> {
  const text = await ports.decrypt(sealed, sealedAs(request, 'bank_details'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse quotes its input in the error; the value must not reach a log that way.
    value = undefined;
  }
  const parsed = bankDetailsSchema.safeParse(value);
  if (!parsed.success) throw new Error('Stored bank details have an unexpected shape');
  return parsed.data;
}

/**
 * Reveals the asked-for BVN, bank details and ID document link of one launch request to an admin
 * (the handler has checked the group). Fields never provided are left out of the answer and the
 * audit line; the audit is written before the answer leaves, so no value is seen unrecorded.
 */
export async function revealLaunchRequestSensitive(
  ports: SensitiveRevealPorts,
  admin: RevealingAdmin,
  ask: SensitiveRevealRequest,
): Promise<SensitiveDetails> {
  const request = await ports.getLaunchRequest(ask.id);
  if (!request) throw AppError.notFound('No launch request has this id.');
  const wanted = new Set<SensitiveField>(ask.fields ?? SENSITIVE_FIELDS);
  const now = ports.now();
  const answer: { -readonly [K in keyof SensitiveDetails]: SensitiveDetails[K] } = {
    id: request.resume_token,
  };

  if (wanted.has('bvn') && request.bvn_encrypted)
    answer.bvn = await ports.decrypt(request.bvn_encrypted, sealedAs(request, 'bvn'));
  if (wanted.has('bank_details') && request.bank_details_encrypted)
    answer.bank_details = await openBankDetails(ports, request, request.bank_details_encrypted);
  if (wanted.has('id_document') && request.id_document_key)
    answer.id_document = {
      url: await ports.presignDownload(request.id_document_key, ID_DOCUMENT_LINK_SECONDS),
      expires_at: new Date(now.getTime() + ID_DOCUMENT_LINK_SECONDS * 1000).toISOString(),
    };

  ports.audit({
    event: 'launch_request.sensitive_revealed',
    admin_sub: admin.sub,
    admin_email: admin.email,
    launch_request_id: request.resume_token,
    fields: SENSITIVE_FIELDS.filter((field) => answer[field] !== undefined),
    at: now.toISOString(),
  });
  return answer;
}
