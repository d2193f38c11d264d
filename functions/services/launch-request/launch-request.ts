import { normalizeEmail } from '../../domain/email.ts';
import {
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  ID_DOCUMENT_UPLOAD_SECONDS,
  type IdDocumentUploadAnswer,
  type IdDocumentUploadRequest,
  type LaunchRequestStepBody,
  type LaunchRequestView,
} from '../../domain/contracts/launch-request.ts';
import { AppError } from '../../domain/app-error.ts';
import { launchRequestView } from '../../domain/launch-request-views.ts';
import { launchRequestNotFound, launchRequestSubmitted, notLaunchRequestOwner } from './refusals.ts';
import type {
  LaunchRequestCaller,
  LaunchRequestChange,
  LaunchRequestPorts,
  StoredLaunchRequest,
} from './ports.ts';

const SUBMITTED = 'submitted';

/** The customer who paid (the launch request carries their e-mail from the payment), nobody else. */
async function ownRequest(
  ports: LaunchRequestPorts,
  caller: LaunchRequestCaller,
  resumeToken: string,
): Promise<StoredLaunchRequest> {
  const request = await ports.store.get(resumeToken);
  if (!request) throw launchRequestNotFound();
  if (!request.email || normalizeEmail(request.email) !== normalizeEmail(caller.email))
    throw notLaunchRequestOwner();
  return request;
}

export const idDocumentPrefix = (resumeToken: string) => `id-documents/${resumeToken}`;

export async function readLaunchRequest(
  ports: LaunchRequestPorts,
  caller: LaunchRequestCaller,
  resumeToken: string,
): Promise<LaunchRequestView> {
  return launchRequestView(await ownRequest(ports, caller, resumeToken));
}

function missingForSubmission(request: StoredLaunchRequest): string[] {
  // The applicant's own view already says which sensitive values are given.
  const view = launchRequestView(request);
  const missing: string[] = [];
  if (!view.business_name || !view.phone) missing.push('business details');
  if (!view.has_bvn) missing.push('BVN');
  if (!view.has_id_document) missing.push('ID document');
  if (!view.has_bank_details) missing.push('bank details');
  return missing;
}

async function changeFor(
  ports: LaunchRequestPorts,
  request: StoredLaunchRequest,
  body: LaunchRequestStepBody,
): Promise<LaunchRequestChange> {
  const token = request.resume_token;
  switch (body.step) {
    case 'business':
      return {
        resume_token: token,
        last_step: body.step,
        name: body.name,
        business_name: body.business_name,
        business_type: body.business_type,
        phone: body.phone,
      };
    case 'bvn':
      return {
        resume_token: token,
        last_step: body.step,
        bvn_encrypted: await ports.encrypt(body.bvn, { launch_request: token, field: 'bvn' }),
      };
    case 'bank_details': {
      const details = JSON.stringify({ bank_name: body.bank_name, account_number: body.account_number });
      return {
        resume_token: token,
        last_step: body.step,
        bank_details_encrypted: await ports.encrypt(details, {
          launch_request: token,
          field: 'bank_details',
        }),
      };
    }
    case 'id_document': {
      const key = body.id_document_key;
      if (!key.startsWith(`${idDocumentPrefix(token)}/`))
        throw AppError.validation('id_document_key: was not issued for this launch request');
      const stored = await ports.uploads.find(key);
      if (!stored) throw AppError.validation('id_document_key: no file has been uploaded under this key');
      if (stored.size > ID_DOCUMENT_MAX_BYTES)
        throw AppError.validation('id_document_key: the file is larger than 5 MB');
      return { resume_token: token, last_step: body.step, id_document_key: key };
    }
    case 'submitted': {
      const missing = missingForSubmission(request);
      if (missing.length > 0)
        throw AppError.validation(`step: complete these before submitting: ${missing.join(', ')}`);
      return { resume_token: token, last_step: SUBMITTED };
    }
  }
}

/**
 * PUT /api/launch-requests/{token}: saves one step and records it as last_step, so the form resumes
 * where the customer left it. BVN and bank details are encrypted here, before the store sees them.
 */
export async function saveLaunchRequestStep(
  ports: LaunchRequestPorts,
  caller: LaunchRequestCaller,
  resumeToken: string,
  body: LaunchRequestStepBody,
): Promise<LaunchRequestView> {
  const request = await ownRequest(ports, caller, resumeToken);
  if (request.last_step === SUBMITTED) throw launchRequestSubmitted();
  const change = await changeFor(ports, request, body);
  // The read above may be stale: a submit in another tab can land first. The store checks again
  // inside its write and leaves a submitted request as it is; this step was then refused.
  const saved = await ports.store.save({ ...change, unless_last_step: SUBMITTED });
  if (saved.last_step === SUBMITTED && change.last_step !== SUBMITTED) throw launchRequestSubmitted();
  return launchRequestView(saved);
}

/**
 * POST /api/launch-requests/{token}/upload: a presigned POST for the ID document. The bucket itself
 * enforces the policy (this key, this content type, at most 5 MB), so the browser cannot send more.
 */
export async function createIdDocumentUpload(
  ports: LaunchRequestPorts,
  caller: LaunchRequestCaller,
  resumeToken: string,
  upload: IdDocumentUploadRequest,
): Promise<IdDocumentUploadAnswer> {
  const request = await ownRequest(ports, caller, resumeToken);
  if (request.last_step === SUBMITTED) throw launchRequestSubmitted();
  if (!(ID_DOCUMENT_TYPES as readonly string[]).includes(upload.content_type))
    throw AppError.validation('content_type: must be a JPEG, PNG or WebP image or a PDF');
  const presigned = await ports.uploads.presign({
    prefix: idDocumentPrefix(resumeToken),
    contentType: upload.content_type,
    maxBytes: ID_DOCUMENT_MAX_BYTES,
    expiresSeconds: ID_DOCUMENT_UPLOAD_SECONDS,
  });
  return {
    url: presigned.url,
    fields: presigned.fields,
    key: presigned.key,
    max_bytes: ID_DOCUMENT_MAX_BYTES,
    expires_at: presigned.expiresAt,
  };
}
