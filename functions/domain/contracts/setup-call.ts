import * as z from 'zod';
import { RESUME_TOKEN_PATTERN } from '../ids.ts';
import { isoDateTime, LIMITS, optionalText } from './fields.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * The founder's setup call as the scheduling provider (Calendly) confirmed it to the server, not as
 * the browser reported it: what staff see on the onboarding card (issue #19).
 */
export const SETUP_CALL_STATUSES = ['booked', 'canceled'] as const;
export type SetupCallStatus = (typeof SETUP_CALL_STATUSES)[number];

export const setupCallSchema = builtOnFirstUse(() =>
  z.object({
    status: z.enum(SETUP_CALL_STATUSES),
    /** When the call starts (the scheduled event's start_time). */
    start_time: isoDateTime,
    invitee_name: z.string().nullable(),
    invitee_email: z.string().nullable(),
    /** Calendly's invitee URI: one booking, whatever the number of deliveries about it. */
    invitee_uri: z.string(),
    /** When the founder booked (the invitee's created_at): the later booking wins, whatever the delivery order. */
    booked_at: isoDateTime,
    canceled_at: isoDateTime.nullable(),
    cancel_reason: z.string().nullable(),
    /** When the provider's webhook was recorded. */
    confirmed_at: isoDateTime,
  }),
);
export type SetupCall = z.infer<typeof setupCallSchema>;

export const SETUP_CALL_EVENTS = ['invitee.created', 'invitee.canceled'] as const;
export type SetupCallEvent = (typeof SETUP_CALL_EVENTS)[number];

/** Any text the provider sends, cleaned like every stored text (clean-text.ts). */
const providerText = builtOnFirstUse(() => optionalText(LIMITS.note));

/**
 * The fields of Calendly's invitee.created / invitee.canceled body the product reads. The launch
 * chat passes its resume token as utm_content; a booking without one (or with something else there)
 * names no onboarding record.
 */
export const calendlyInviteeEventSchema = builtOnFirstUse(() =>
  z.object({
    event: z.enum(SETUP_CALL_EVENTS),
    payload: z.object({
      uri: z.string().trim().min(1).max(LIMITS.url),
      name: providerText,
      email: optionalText(LIMITS.url).transform((value) => value?.toLowerCase() ?? null),
      scheduled_event: z.object({ start_time: isoDateTime }),
      tracking: z
        .object({ utm_content: z.string().nullish() })
        .nullish()
        .transform((tracking) => {
          const token = tracking?.utm_content?.trim() ?? '';
          return { resumeToken: RESUME_TOKEN_PATTERN.test(token) ? token : null };
        }),
      cancellation: z.object({ reason: providerText, created_at: isoDateTime.nullish() }).nullish(),
      created_at: isoDateTime.nullish(),
      updated_at: isoDateTime.nullish(),
    }),
  }),
);
export type CalendlyInviteeEvent = z.infer<typeof calendlyInviteeEventSchema>;
