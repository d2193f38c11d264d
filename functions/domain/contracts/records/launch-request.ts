import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';
import { founderLaunchFields } from './founder-launch.ts';

/**
 * A guided-launch application as stored (entity launch_request), keyed by the resume token. BVN and
 * bank details are kept encrypted (field key) and the ID document as an upload key, never the file.
 */
export const launchRequestSchema = builtOnFirstUse(() =>
  z.object({
    ...founderLaunchFields(),
    bvn_encrypted: z.string().nullable(),
    id_document_key: z.string().nullable(),
    bank_details_encrypted: z.string().nullable(),
    business_name: z.string().nullable(),
    business_type: z.string().nullable(),
    last_step: z.string().nullable(),
    ai_summary: z.string().nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  }),
);
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** What may be shown of a launch request besides the has_* flags: never a sensitive value. */
export const LAUNCH_REQUEST_SHOWN_FIELDS = {
  resume_token: true,
  name: true,
  email: true,
  phone: true,
  business_name: true,
  business_type: true,
  last_step: true,
} as const;

/** The sensitive values, each shown only as whether it is present. */
export const launchRequestPresenceSchema = builtOnFirstUse(() =>
  z.object({
    has_bvn: z.boolean(),
    has_id_document: z.boolean(),
    has_bank_details: z.boolean(),
  }),
);
