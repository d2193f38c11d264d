import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsCallLimits } from '../../domain/timeouts.ts';
import { optionalEnv, region } from '../env.ts';

let secret: Promise<string> | undefined;

async function readSecret(): Promise<string> {
  const arn = optionalEnv('PAYSTACK_SECRET_ARN');
  if (!arn) {
    const local = optionalEnv('PAYSTACK_SECRET_KEY');
    if (!local) throw new Error('Missing environment variable PAYSTACK_SECRET_ARN or PAYSTACK_SECRET_KEY');
    return local;
  }
  // Bounded (functions/domain/timeouts.ts), so a hung read ends before the payment Lambda does.
  const client = new SecretsManagerClient({
    region: region(),
    maxAttempts: awsCallLimits.maxAttempts,
    requestHandler: {
      connectionTimeout: awsCallLimits.connectionTimeoutMs,
      requestTimeout: awsCallLimits.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    const value = SecretString?.trim();
    if (!value) throw new Error(`Secret ${arn} has no secret string`);
    return value;
  } finally {
    client.destroy();
  }
}

/**
 * The Paystack secret key, read once per cold start: from Secrets Manager (PAYSTACK_SECRET_ARN,
 * the secret string is the key itself) on AWS, from PAYSTACK_SECRET_KEY locally. A failed read is
 * forgotten so the next request tries again.
 */
export function paystackSecretKey(): Promise<string> {
  secret ??= readSecret().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
