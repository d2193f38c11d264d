/**
 * The production bindings of the sensitive-details reveal: DynamoDB, the field key (KMS on AWS, the
 * local AES key otherwise) and the upload bucket. Only the reveal Lambda imports this, so only it
 * carries the decrypting code and the privileges that go with it (lib/handler-needs.ts).
 */
import { getLaunchRequest } from '../../adapters/db/launch-requests.ts';
import { decryptField } from '../../adapters/field-crypto.ts';
import { presignDownload } from '../../adapters/uploads.ts';
import type { SensitiveRevealPorts } from './launch-request-sensitive.ts';
import { logger } from '../../adapters/log.ts';

const audit = logger('admin-audit');

export const sensitiveRevealPorts: SensitiveRevealPorts = {
  getLaunchRequest,
  decrypt: decryptField,
  presignDownload,
  // A structured line for the audit trail (CloudWatch Logs on AWS); it names fields, never values.
  audit: ({ event, ...fields }) => audit.info(String(event), { event, ...fields }),
  now: () => new Date(),
};
