import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { boundedClientConfig } from './aws-client-config.ts';
import { optionalEnv } from './env.ts';

export interface SecretStringSource {
  /** Set on AWS: the Secrets Manager secret whose string is the value itself. */
  readonly arnVariable: string;
  /** Set locally: the value in plain text. */
  readonly localVariable: string;
}

type SecretsManager = typeof import('@aws-sdk/client-secrets-manager');

/*
 * The Secrets Manager SDK is loaded on the first read, not at module load (issue #31): a key is
 * read once per cold start, and only by the requests that need it.
 */
const secretsManager = (): Promise<SecretsManager> => import('@aws-sdk/client-secrets-manager');

/** Bounded, so a hung read ends before the Lambda does. */
export async function secretsManagerClient(): Promise<SecretsManagerClient> {
  const sdk = await secretsManager();
  return new sdk.SecretsManagerClient(boundedClientConfig());
}

/**
 * One version stage of a secret's string, trimmed. A secret never rotated has no AWSPREVIOUS
 * version: that reads as undefined, while any other failure throws.
 */
export async function readSecretStage(
  client: SecretsManagerClient,
  arn: string,
  stage: 'AWSCURRENT' | 'AWSPREVIOUS' = 'AWSCURRENT',
): Promise<string | undefined> {
  const sdk = await secretsManager();
  try {
    const { SecretString } = await client.send(
      new sdk.GetSecretValueCommand({ SecretId: arn, VersionStage: stage }),
    );
    return SecretString?.trim() || undefined;
  } catch (error: unknown) {
    if (stage === 'AWSPREVIOUS' && error instanceof Error && error.name === 'ResourceNotFoundException')
      return undefined;
    throw error;
  }
}

async function readSecretString(source: SecretStringSource): Promise<string> {
  const arn = optionalEnv(source.arnVariable);
  if (!arn) {
    const local = optionalEnv(source.localVariable);
    if (!local)
      throw new Error(`Missing environment variable ${source.arnVariable} or ${source.localVariable}`);
    return local;
  }
  const client = await secretsManagerClient();
  try {
    const value = await readSecretStage(client, arn);
    if (!value) throw new Error(`Secret ${arn} has no secret string`);
    return value;
  } finally {
    client.destroy();
  }
}

/**
 * A provider key read once per cold start (Secrets Manager on AWS, a variable locally) and cached.
 * A failed read is forgotten, so the next request tries again instead of failing until recycled.
 */
export function cachedSecretString(source: SecretStringSource): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= readSecretString(source).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
