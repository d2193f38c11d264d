import { cachedSecretString } from '../secret-string.ts';

/**
 * The Paystack secret key, read once per cold start: from Secrets Manager (PAYSTACK_SECRET_ARN,
 * the secret string is the key itself) on AWS, from PAYSTACK_SECRET_KEY locally.
 */
export const paystackSecretKey = cachedSecretString({
  arnVariable: 'PAYSTACK_SECRET_ARN',
  localVariable: 'PAYSTACK_SECRET_KEY',
});
