import * as z from 'zod';
import { BOUNCE_TYPES } from './records/mail-event.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * What SES publishes through a configuration set's EventBridge destination: an EventBridge event
 * (`source` "aws.ses", `detail-type` "Email Bounced" and so on) whose `detail` is the event-publishing
 * record ("Contents of event data that Amazon SES publishes", SES Developer Guide). Only the fields
 * the product reads are named; everything else SES sends is let through untouched.
 */
const recipient = builtOnFirstUse(() => z.object({ emailAddress: z.string() }).loose());

const mail = builtOnFirstUse(() =>
  z
    .object({
      messageId: z.string(),
      timestamp: z.string(),
      destination: z.array(z.string()),
    })
    .loose(),
);

export const sesMailEventDetailSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('eventType', [
    z
      .object({
        eventType: z.literal('Bounce'),
        mail,
        bounce: z
          .object({
            bounceType: z.enum(BOUNCE_TYPES),
            bounceSubType: z.string().optional(),
            bouncedRecipients: z.array(recipient),
            timestamp: z.string(),
          })
          .loose(),
      })
      .loose(),
    z
      .object({
        eventType: z.literal('Complaint'),
        mail,
        complaint: z
          .object({
            complainedRecipients: z.array(recipient),
            timestamp: z.string(),
            complaintFeedbackType: z.string().optional(),
          })
          .loose(),
      })
      .loose(),
    z
      .object({
        eventType: z.literal('Reject'),
        mail,
        reject: z.object({ reason: z.string().optional() }).loose(),
      })
      .loose(),
    z
      .object({
        eventType: z.literal('DeliveryDelay'),
        mail,
        deliveryDelay: z
          .object({
            delayType: z.string().optional(),
            delayedRecipients: z.array(recipient),
            timestamp: z.string(),
          })
          .loose(),
      })
      .loose(),
  ]),
);
export type SesMailEventDetail = z.infer<typeof sesMailEventDetailSchema>;

export const sesEventBridgeEventSchema = builtOnFirstUse(() =>
  z
    .object({
      id: z.string(),
      source: z.literal('aws.ses'),
      'detail-type': z.string(),
      time: z.string().optional(),
      detail: sesMailEventDetailSchema,
    })
    .loose(),
);
export type SesEventBridgeEvent = z.infer<typeof sesEventBridgeEventSchema>;
