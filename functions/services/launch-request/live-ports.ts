import { getLaunchRequest, saveLaunchRequestStep } from '../../adapters/db/launch-requests.ts';
import { encryptField } from '../../adapters/field-crypto.ts';
import { findUpload, presignUpload } from '../../adapters/uploads.ts';
import type { LaunchRequestPorts } from './ports.ts';

/**
 * The production bindings of the launch request ports: DynamoDB, KMS (locally the AES-GCM field
 * key) and the upload bucket (locally the stand-in). The launch-requests Lambda's composition root.
 */
export function launchRequestPorts(): LaunchRequestPorts {
  return {
    store: { get: getLaunchRequest, save: saveLaunchRequestStep },
    encrypt: encryptField,
    uploads: { presign: presignUpload, find: findUpload },
  };
}
