import { cachedSecretString } from '../secret-string.ts';

/**
 * The Calendly webhook signing key (the `signing_key` of the webhook subscription), read once per
 * cold start: from Secrets Manager (CALENDLY_SIGNING_KEY_ARN) on AWS, from
 * CALENDLY_WEBHOOK_SIGNING_KEY locally, where the scheduling sandbox signs with the same value.
 */
export const calendlySigningKey = cachedSecretString({
  arnVariable: 'CALENDLY_SIGNING_KEY_ARN',
  localVariable: 'CALENDLY_WEBHOOK_SIGNING_KEY',
});
