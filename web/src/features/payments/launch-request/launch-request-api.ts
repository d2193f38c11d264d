import type {
  IdDocumentUploadAnswer,
  LaunchRequestStepInput,
  LaunchRequestView,
} from '@domain/contracts/launch-request.ts';
import { ApiError, apiCall, type ApiCallOptions } from '../../../lib/api-client.ts';
import { postToStorage } from '../../../lib/storage-upload.ts';
import { accessToken } from '../../../shared/auth/index.ts';

/**
 * One call as the signed-in owner. A refusal stays the app's ApiError (its status tells 401, 403,
 * 404 and 409 apart on the page), worded with the server's message or a plain fallback.
 */
async function call<T>(path: `/api/${string}`, options: ApiCallOptions = {}): Promise<T> {
  try {
    return (await apiCall(path, { ...options, token: accessToken })) as T;
  } catch (error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    const fallback = error.status === 0 ? error.message : 'Something went wrong. Please try again.';
    throw new ApiError(error.status, error.code, error.serverMessage ?? fallback, error.serverMessage);
  }
}

const pathOf = (token: string) => `/api/launch-requests/${encodeURIComponent(token)}` as const;

export const fetchLaunchRequest = (token: string) => call<LaunchRequestView>(pathOf(token));

/** One step; BVN and bank details leave the browser here and never come back. */
export const saveLaunchRequestStep = (token: string, step: LaunchRequestStepInput) =>
  call<LaunchRequestView>(pathOf(token), { method: 'PUT', body: step });

/** S3 answers XML; its <Message> is the readable part. */
async function bucketMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return message ? `The upload was refused: ${message}` : `The upload failed (${response.status}).`;
}

/**
 * Uploads the ID document straight to the bucket with a presigned POST (the file never passes
 * through the API), then answers the object key to save as the id_document step.
 */
export async function uploadIdDocument(token: string, file: File): Promise<string> {
  const form = await call<IdDocumentUploadAnswer>(`${pathOf(token)}/upload`, {
    method: 'POST',
    body: { content_type: file.type, size: file.size },
  });
  let response: Response;
  try {
    response = await postToStorage(form, file);
  } catch {
    throw new Error('The upload did not reach our storage. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(await bucketMessage(response));
  return form.key;
}
