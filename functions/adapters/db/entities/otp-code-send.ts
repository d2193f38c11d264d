import { Entity } from 'electrodb';

/**
 * The last sign-in code mailed to one address: one item per e-mail fingerprint, replaced by each
 * new send. Under otp#... like the challenges, so the CreateAuthChallenge grant covers it.
 */
export const otpCodeSendEntity = new Entity({
  model: { entity: 'otp_code_send', version: '1', service: 'quarter' },
  attributes: {
    email_key: { type: 'string', required: true, readOnly: true },
    challenge_id: { type: 'string', required: true },
    sent_at: { type: 'string', required: true },
    /** Epoch seconds: gone a little after the code it names expires. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email_key'], template: 'otp#sent#${email_key}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'latest', casing: 'none' },
    },
  },
});

/** Attributes only the table needs, each with why (test/unit/db/entity-schemas.test.ts). */
export const OTP_CODE_SEND_STORAGE_ONLY = ['ttl'] as const;
