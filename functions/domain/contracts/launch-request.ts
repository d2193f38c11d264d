import * as z from 'zod';
import { LIMITS, requiredText } from './fields.ts';
import {
  LAUNCH_REQUEST_SHOWN_FIELDS,
  launchRequestPresenceSchema,
  launchRequestSchema,
} from './records/launch-request.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * The launch request a paying customer fills in after payment (not in the spec), saved step by
 * step under the payment's resume token. BVN and bank details go in once and never come back out:
 * the form, like the admin list, only learns whether each is present.
 */
export const BVN_PATTERN = /^\d{11}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;
/** Digits with an optional leading +, spaces and dashes allowed between them. */
export const PHONE_PATTERN = /^\+?\d[\d\s-]{6,18}\d$/;

export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ID_DOCUMENT_MAX_LABEL = '5 MB';
/** A presigned upload form is good for this long. */
export const ID_DOCUMENT_UPLOAD_SECONDS = 300;

export const LAUNCH_REQUEST_STEPS = ['business', 'bvn', 'id_document', 'bank_details', 'submitted'] as const;
export type LaunchRequestStepName = (typeof LAUNCH_REQUEST_STEPS)[number];

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const bvnSchema = builtOnFirstUse(() =>
  z.string().transform(digitsOnly).pipe(z.string().regex(BVN_PATTERN, 'must be 11 digits')),
);
export const accountNumberSchema = builtOnFirstUse(() =>
  z.string().transform(digitsOnly).pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, 'must be 10 digits')),
);
export const phoneSchema = builtOnFirstUse(() =>
  z
    .string()
    .trim()
    .max(LIMITS.phone, `must be at most ${LIMITS.phone} characters`)
    .regex(PHONE_PATTERN, 'is not a phone number'),
);

/** PUT /api/launch-requests/{token}: one step of the form. */
export const launchRequestStepSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('step', [
    z.object({
      step: z.literal('business'),
      name: requiredText(LIMITS.name),
      business_name: requiredText(LIMITS.businessName),
      business_type: requiredText(LIMITS.businessType),
      phone: phoneSchema,
    }),
    z.object({ step: z.literal('bvn'), bvn: bvnSchema }),
    z.object({ step: z.literal('id_document'), id_document_key: requiredText(300) }),
    z.object({
      step: z.literal('bank_details'),
      bank_name: requiredText(LIMITS.shortLabel),
      account_number: accountNumberSchema,
    }),
    z.object({ step: z.literal('submitted') }),
  ]),
);
export type LaunchRequestStepInput = z.input<typeof launchRequestStepSchema>;
export type LaunchRequestStepBody = z.output<typeof launchRequestStepSchema>;

/** GET (and every PUT answer): what the customer may see of their own launch request. */
export const launchRequestViewSchema = builtOnFirstUse(() =>
  launchRequestSchema
    .pick(LAUNCH_REQUEST_SHOWN_FIELDS)
    .extend({ ...launchRequestPresenceSchema.shape, updated_at: z.string() }),
);
export type LaunchRequestView = z.infer<typeof launchRequestViewSchema>;

/** POST /api/launch-requests/{token}/upload: asks for a presigned form for the ID document. */
export const idDocumentUploadRequestSchema = builtOnFirstUse(() =>
  z.object({
    content_type: z.enum(ID_DOCUMENT_TYPES, 'must be a JPEG, PNG or WebP image or a PDF'),
    size: z
      .number()
      .int()
      .min(1, 'is empty')
      .max(ID_DOCUMENT_MAX_BYTES, `must be at most ${ID_DOCUMENT_MAX_LABEL}`),
  }),
);
export type IdDocumentUploadRequest = z.infer<typeof idDocumentUploadRequestSchema>;

/** POST the file as multipart/form-data to `url` with every field of `fields` first and `file` last. */
export const idDocumentUploadAnswerSchema = builtOnFirstUse(() =>
  z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    max_bytes: z.number(),
    expires_at: z.string(),
  }),
);
export type IdDocumentUploadAnswer = z.infer<typeof idDocumentUploadAnswerSchema>;
