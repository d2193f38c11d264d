import { optionalEnv } from './env.ts';
import { readSecretStage, secretsManagerClient } from './secret-string.ts';

/**
 * The origin-verify values a request may carry (issue #16): read from Secrets Manager at init and
 * cached, never resolved into the Lambda's environment in plain text. Both AWSCURRENT and
 * AWSPREVIOUS count, so rotating the secret (put a new value, then deploy CloudFront with it) never
 * locks visitors out in between. Locally ORIGIN_VERIFY_SECRET (tests) or nothing: then every
 * request passes, as the local server is the CloudFront stand-in.
 */
const REFRESH_MS = 5 * 60 * 1000;
let cached: { values: Promise<readonly string[]>; readAt: number } | undefined;

async function readValues(arn: string): Promise<readonly string[]> {
  const client = await secretsManagerClient();
  try {
    const values = await Promise.all([
      readSecretStage(client, arn, 'AWSCURRENT'),
      readSecretStage(client, arn, 'AWSPREVIOUS'),
    ]);
    const found = values.filter((value): value is string => Boolean(value));
    if (found.length === 0) throw new Error(`Secret ${arn} has no secret string`);
    return found;
  } finally {
    client.destroy();
  }
}

/** The accepted values; empty when no check applies (local without ORIGIN_VERIFY_SECRET). */
export function originVerifyValues(now: number = Date.now()): Promise<readonly string[]> {
  const arn = optionalEnv('ORIGIN_VERIFY_SECRET_ARN');
  if (!arn) {
    const local = optionalEnv('ORIGIN_VERIFY_SECRET');
    return Promise.resolve(local ? [local] : []);
  }
  if (!cached || now - cached.readAt > REFRESH_MS) {
    const values = readValues(arn).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    cached = { values, readAt: now };
  }
  return cached.values;
}

/** Tests start each case without a cached read. */
export function forgetOriginVerifyValues(): void {
  cached = undefined;
}
