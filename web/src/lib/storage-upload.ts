import type { IdDocumentUploadAnswer } from '@domain/contracts/launch-request.ts';

/**
 * A file sent straight to the bucket with a presigned POST, so it never passes through the API (and
 * so not through `api-client.ts`: the bucket answers XML, and the form, not a token, grants the
 * upload). Answers the bucket's response; rejects only when no answer came.
 */
export function postToStorage(
  form: Pick<IdDocumentUploadAnswer, 'url' | 'fields'>,
  file: File,
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  // S3 reads every field before the file, so the file goes last.
  body.append('file', file);
  return fetch(form.url, { method: 'POST', body });
}
