import { Entity, type EntityItem } from 'electrodb';

/** A sign-in code challenge; only the hash of the code is stored. */
export const otpChallengeEntity = new Entity({
  model: { entity: 'otp_challenge', version: '1', service: 'quarter' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    challenge_id: { type: 'string', required: true, readOnly: true },
    code_hash: { type: 'string', required: true, readOnly: true },
    attempts: { type: 'number', required: true },
    expires_at: { type: 'string', required: true, readOnly: true },
    used: { type: 'boolean', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byChallenge: {
      pk: { field: 'pk', composite: ['email'], template: 'otp#${email}', casing: 'none' },
      sk: { field: 'sk', composite: ['challenge_id'], template: 'challenge#${challenge_id}', casing: 'none' },
    },
  },
});

export type OtpChallengeItem = EntityItem<typeof otpChallengeEntity>;

export interface OtpChallenge {
  email: string;
  challenge_id: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used: boolean;
  ttl: number;
}

export function toOtpChallenge(item: OtpChallengeItem): OtpChallenge {
  return {
    email: item.email,
    challenge_id: item.challenge_id,
    code_hash: item.code_hash,
    attempts: item.attempts,
    expires_at: item.expires_at,
    used: item.used,
    ttl: item.ttl,
  };
}

export function createMockOtpChallenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  return {
    email: 'founder@example.com',
    challenge_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    code_hash: 'sha256:0000000000000000000000000000000000000000000000000000000000000000',
    attempts: 0,
    expires_at: '2026-01-06T10:05:00.000Z',
    used: false,
    ttl: 1_767_697_500,
    ...overrides,
  };
}
