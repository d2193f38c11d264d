import * as z from 'zod';
import { isoDateTime, queryParam } from './fields.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * GET /api/admin/launch-requests/{id}/sensitive: what staff read when they press a red badge.
 * The list only ever says whether each value is present; this call reveals the values themselves,
 * one launch request at a time, each reveal audited.
 */
export const SENSITIVE_FIELDS = ['bvn', 'bank_details', 'id_document'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** How long the ID document link works: long enough to open it, short enough not to be shared. */
export const ID_DOCUMENT_LINK_SECONDS = 5 * 60;

/**
 * `?fields=bvn,bank_details` asks for only those (each badge reveals its own value, so the audit
 * names exactly what was seen); absent or empty means all three.
 */
export const sensitiveFieldsQuerySchema = builtOnFirstUse(() =>
  z.object({
    fields: queryParam(
      z
        .string()
        .max(64)
        .transform((text) => text.split(',').map((name) => name.trim()))
        .pipe(z.array(z.enum(SENSITIVE_FIELDS, 'must list bvn, bank_details or id_document')).min(1)),
    ),
  }),
);

export const bankDetailsSchema = builtOnFirstUse(() =>
  z.object({ bank_name: z.string(), account_number: z.string() }),
);
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A field asked for but never provided is absent from the answer, as is one not asked for. */
export const sensitiveDetailsSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    bvn: z.string().optional(),
    bank_details: bankDetailsSchema.optional(),
    id_document: z.object({ url: z.url(), expires_at: isoDateTime }).optional(),
  }),
);
export type SensitiveDetails = z.infer<typeof sensitiveDetailsSchema>;
