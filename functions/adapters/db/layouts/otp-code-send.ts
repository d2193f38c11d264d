import type { OtpCodeSend } from '../../../domain/contracts/records/bookkeeping.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/otp-code-send.ts stores it: the latest send per address fingerprint. */
export const otpCodeSendLayout: StoredLayout<Pick<OtpCodeSend, 'email_key'>> = {
  entity: 'otp_code_send',
  version: '1',
  schema: attributes(['email_key', 'challenge_id', 'sent_at', 'ttl']),
  key: ({ email_key }) => ({ pk: `otp#sent#${email_key}`, sk: 'latest' }),
};
