import { Entity, type EntityItem } from 'electrodb';
import type { OtpChallenge } from '../../../domain/contracts/records/otp-challenge.ts';
import { recordOf } from '../record-of.ts';

/**
 * A sign-in code challenge. Keyed by its random challenge id alone, because the Cognito verify
 * trigger only holds that id; the e-mail is kept as an attribute. Only the code's hash is stored.
 */
export const otpChallengeEntity = new Entity({
  model: { entity: 'otp_challenge', version: '1', service: 'quarter' },
  attributes: {
    challenge_id: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    code_hash: { type: 'string', required: true, readOnly: true },
    salt: { type: 'string', required: true, readOnly: true },
    attempts: { type: 'number', required: true },
    created_at: { type: 'string', required: true, readOnly: true },
    expires_at: { type: 'string', required: true, readOnly: true },
    used: { type: 'boolean', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byChallenge: {
      pk: { field: 'pk', composite: ['challenge_id'], template: 'otp#${challenge_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'challenge', casing: 'none' },
    },
  },
});

export type OtpChallengeItem = EntityItem<typeof otpChallengeEntity>;

export function toOtpChallenge(item: OtpChallengeItem): OtpChallenge {
  return recordOf<OtpChallenge>(otpChallengeEntity, [], item);
}
