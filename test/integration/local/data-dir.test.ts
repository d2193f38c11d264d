import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startProduct } from '../../../functions/local/product.ts';

/** DATA_DIR keeps what a developer needs after a restart: the outbox (sign-in links) and the field key. */
describe('DATA_DIR', () => {
  let dataDir: string;
  const start = () =>
    startProduct({
      port: 0,
      dataDir,
      dynamodbEndpoint: inject('dynamodbEndpoint'),
      tableName: inject('tableName'),
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
});
