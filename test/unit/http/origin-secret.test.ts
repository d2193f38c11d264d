import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOriginVerifyValues, originVerifyValues } from '../../../functions/adapters/origin-secret.ts';
import { cameThroughCloudFront, ORIGIN_VERIFY_HEADER } from '../../../functions/handlers/lib/http.ts';

const secrets = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:OriginVerifySecret-AbCdEf';

beforeEach(() => {
  secrets.reset();
  forgetOriginVerifyValues();
  vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', ARN);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
});
afterEach(() => vi.unstubAllEnvs());

const withHeader = (value: string) => ({ headers: { [ORIGIN_VERIFY_HEADER]: value } });

describe('the origin-verify secret read from Secrets Manager (issue #16)', () => {
  it('accepts the current and, during a rotation, the previous value; nothing else', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: 'new-value' });
    secrets
      .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' })
      .resolves({ SecretString: 'old-value' });

    const values = await originVerifyValues();

    expect(cameThroughCloudFront(withHeader('new-value'), values)).toBe(true);
    expect(cameThroughCloudFront(withHeader('old-value'), values)).toBe(true);
    expect(cameThroughCloudFront(withHeader('guess'), values)).toBe(false);
    expect(cameThroughCloudFront({ headers: {} }, values)).toBe(false);
  });

  it('reads once per five minutes, works for a secret never rotated, and tries again after a failure', async () => {
    secrets
      .on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' })
      .resolves({ SecretString: 'only-value' });
    secrets
      .on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' })
      .rejects(Object.assign(new Error('no previous'), { name: 'ResourceNotFoundException' }));

    expect(await originVerifyValues(0)).toEqual(['only-value']);
    await originVerifyValues(60_000);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    await originVerifyValues(6 * 60_000);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(4);

    forgetOriginVerifyValues();
    secrets.reset();
    secrets
      .on(GetSecretValueCommand, { VersionStage: 'AWSCURRENT' })
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: 'only-value' });
    secrets.on(GetSecretValueCommand, { VersionStage: 'AWSPREVIOUS' }).resolves({});
    await expect(originVerifyValues(0)).rejects.toThrow('throttled');
    expect(await originVerifyValues(1)).toEqual(['only-value']);
  });
});
