import { Entity, type EntityItem } from 'electrodb';

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

export interface OtpChallenge {
  challenge_id: string;
  email: string;
  code_hash: string;
  salt: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used: boolean;
  /** Epoch seconds after which the item is garbage. */
  ttl: number;
}

export function toOtpChallenge(item: OtpChallengeItem): OtpChallenge {
  return {
    challenge_id: item.challenge_id,
    email: item.email,
    code_hash: item.code_hash,
    salt: item.salt,
    attempts: item.attempts,
    created_at: item.created_at,
    expires_at: item.expires_at,
    used: item.used,
    ttl: item.ttl,
  };
}

export function createMockOtpChallenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  return {
    challenge_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    email: 'founder@example.com',
    code_hash: '0'.repeat(64),
    salt: '1'.repeat(32),
    attempts: 0,
    created_at: '2026-01-06T10:00:00.000Z',
    expires_at: '2026-01-06T10:05:00.000Z',
    used: false,
    ttl: 1_767_697_500,
    ...overrides,
  };
}
