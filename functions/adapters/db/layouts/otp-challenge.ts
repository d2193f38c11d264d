import type { OtpChallenge } from '../../../domain/contracts/records/otp-challenge.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/otp-challenge.ts stores it: keyed by the challenge id alone. */
export const otpChallengeLayout: StoredLayout<Pick<OtpChallenge, 'challenge_id'>> = {
  entity: 'otp_challenge',
  version: '1',
  schema: attributes([
    'challenge_id',
    'email',
    'code_hash',
    'salt',
    'attempts',
    'created_at',
    'expires_at',
    'used',
    'ttl',
  ]),
  key: ({ challenge_id }) => ({ pk: `otp#${challenge_id}`, sk: 'challenge' }),
};
