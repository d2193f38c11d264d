import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { runtimeConfigSchema } from '../../../functions/domain/contracts/runtime-config.ts';

const baseUrl = inject('baseUrl');
const outboxUrl = inject('outboxUrl');

describe('/config.json', () => {
  it('matches the runtime config contract and points at the local stand-ins', async () => {
    const response = await fetch(`${baseUrl}/config.json`);

    expect(response.status).toBe(200);
    const config = runtimeConfigSchema.parse(await response.json());
    const host = new URL(baseUrl).host;
    expect(config).toMatchObject({
      stage: 'local',
      apiBase: '',
      wsUrl: `ws://${host}/ws`,
      identityEndpoint: `http://${host}/_local/cognito`,
      userPoolId: 'local_pool',
      siteUrl: baseUrl,
      schedulingUrl: inject('schedulingUrl'),
    });
    expect(new URL(config.schedulingUrl).origin).toBe(config.schedulingOrigin);
    expect(config.schedulingOrigin).not.toBe(new URL(baseUrl).origin);
  });
});

describe('mail outbox', () => {
  const ses = new SESv2Client({
    endpoint: `${baseUrl}/_local/ses`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  beforeEach(async () => {
    expect((await fetch(`${baseUrl}/_local/mail`, { method: 'DELETE' })).status).toBe(204);
  });

  it('receives SES v2 SendEmail from the real SDK client and lists it, newest first', async () => {
    const send = (subject: string) =>
      ses.send(
        new SendEmailCommand({
          FromEmailAddress: 'hello@quarter.local',
          Destination: { ToAddresses: ['founder@example.com'] },
          Content: {
            Simple: {
              Subject: { Data: subject },
              Body: {
                Text: { Data: 'Your code is 123456. Open http://localhost/launch' },
                Html: { Data: '<p>Your code is <strong>123456</strong></p>' },
              },
            },
          },
        }),
      );
    const first = await send('First <code>');
    await send('Second');

    expect(first.MessageId).toMatch(/\S/);
    const mails = (await (await fetch(`${outboxUrl}.json`)).json()) as Array<Record<string, string>>;
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First <code>']);
    expect(mails[1]).toMatchObject({
      id: first.MessageId,
      to: 'founder@example.com',
      text: 'Your code is 123456. Open http://localhost/launch',
      html: '<p>Your code is <strong>123456</strong></p>',
    });
    expect(Date.parse(mails[1]?.sentAt ?? '')).not.toBeNaN();

    const page = await fetch(outboxUrl);
    const inbox = await page.text();
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(inbox).toContain('<h2 id="mail-1">First &lt;code&gt;</h2>');
    expect(inbox).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(inbox).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Your code is');
    expect(inbox).toContain('<pre>Your code is 123456. Open <a href="http://localhost/launch">');
    expect(inbox.indexOf('Second')).toBeLessThan(inbox.indexOf('First &lt;code&gt;'));

    // Narrowed, as a test looking for its own mail asks: ?to= (any case) and ?text= (subject or text).
    const narrowed = async (query: string) =>
      ((await (await fetch(`${outboxUrl}.json?${query}`)).json()) as Array<Record<string, string>>).map(
        (mail) => mail.subject,
      );
    expect(await narrowed('to=Founder%40Example.com')).toEqual(['Second', 'First <code>']);
    expect(await narrowed('to=someone-else%40example.com')).toEqual([]);
    expect(await narrowed('text=Second')).toEqual(['Second']);
    const narrowedPage = await (await fetch(`${outboxUrl}?text=Second`)).text();
    expect(narrowedPage).toContain('Second');
    expect(narrowedPage).not.toContain('First &lt;code&gt;');
  });

  it('refuses a request without recipients the way SES does', async () => {
    await expect(
      ses.send(
        new SendEmailCommand({
          Destination: { ToAddresses: [] },
          Content: { Simple: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } } },
        }),
      ),
    ).rejects.toMatchObject({ name: 'BadRequestException' });
  });

  it('clears with DELETE', async () => {
    await ses.send(
      new SendEmailCommand({
        Destination: { ToAddresses: ['a@example.com'] },
        Content: { Simple: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } } },
      }),
    );
    await fetch(`${baseUrl}/_local/mail`, { method: 'DELETE' });

    expect(await (await fetch(`${outboxUrl}.json`)).json()).toEqual([]);
    expect(await (await fetch(outboxUrl)).text()).toContain('No mail yet.');
  });
});
