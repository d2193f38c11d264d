import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STAFF_CLIENT_ID } from '../../../functions/local/local-env.ts';
import { startProduct, type RunningProduct } from '../../../functions/local/product.ts';
import { ownTableName } from '../../setup/own-table.ts';

function identityClient(product: RunningProduct) {
  return new CognitoIdentityProviderClient({
    endpoint: `${product.url}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * DATA_DIR keeps what a developer needs after a restart: the outbox (sign-in links), the field key
 * and the identity provider's sign-ins.
 */
describe('DATA_DIR', () => {
  let dataDir: string;
  // One table across the file's restarts: what a restart keeps is read back from it.
  const tableName = ownTableName('data-dir');
  const start = (port = 0) =>
    startProduct({
      port,
      dataDir,
      dynamodbEndpoint: inject('dynamodbEndpoint'),
      tableName,
      webRoot: dataDir,
      quiet: true,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quarter-data-'));
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps the outbox and the field key across restarts', async () => {
    delete process.env.LOCAL_FIELD_KEY;
    const first = await start();
    const fieldKey = process.env.LOCAL_FIELD_KEY;
    const ses = new SESv2Client({
      endpoint: `${first.url}/_local/ses`,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ses.send(
      new SendEmailCommand({
        Destination: { ToAddresses: ['kept@example.com'] },
        Content: { Simple: { Subject: { Data: 'Kept' }, Body: { Text: { Data: 'still here' } } } },
      }),
    );
    await first.stop();
    delete process.env.LOCAL_FIELD_KEY;

    const second = await start();
    const mails = (await (await fetch(`${second.outboxUrl}.json`)).json()) as Array<{
      to: string;
      subject: string;
    }>;
    await second.stop();

    expect(mails).toEqual([expect.objectContaining({ to: 'kept@example.com', subject: 'Kept' })]);
    expect(fieldKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(process.env.LOCAL_FIELD_KEY).toBe(fieldKey);
  });

  it('keeps the admin signed in across a restart: the old token passes the authorizer and refreshes', async () => {
    // Prepare
    const first = await start();
    const cognito = identityClient(first);
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: LOCAL_STAFF_CLIENT_ID,
        AuthParameters: { USERNAME: first.admin.email, PASSWORD: first.admin.password },
      }),
    );
    cognito.destroy();
    await first.stop();
    const { AccessToken: accessToken = '', RefreshToken: refreshToken = '' } =
      signedIn.AuthenticationResult ?? {};

    // Act: same port, so the issuer in the old token is this run's issuer too
    const second = await start(first.port);
    const again = identityClient(second);
    try {
      const adminRoute = await fetch(`${second.url}/api/admin/chat-sessions`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const refreshed = await again.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: LOCAL_STAFF_CLIENT_ID,
          RefreshToken: refreshToken,
        }),
      );

      // Assess
      expect(adminRoute.status).toBe(200);
      expect(refreshed.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    } finally {
      again.destroy();
      await second.stop();
    }
  });
});
