import { createHmac } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  prospectUrl,
  signAlertBody,
  staffAlertEmail,
  staffAlertPayload,
  verifyAlertSignature,
  type StaffAlert,
} from '../../../functions/services/alerts/alerts.ts';
import { sendStreamAlerts } from '../../../functions/services/alerts/send-stream-alerts.ts';
import {
  loggableUrl,
  sendStaffAlert,
  type StaffAlertPorts,
} from '../../../functions/services/alerts/send.ts';
import {
  alertForRecord,
  alertId,
  type StreamAlertLookups,
} from '../../../functions/services/alerts/stream-alerts.ts';

const TOKEN = '6f1c2a9e-3b4d-4c5e-8f70-112233445566';
const SITE = 'https://quarter.example';

const paid: StaffAlert = {
  type: 'payment.succeeded',
  reference: 'qtr-abc',
  amount_kobo: 515_000_000,
  platform: 'Banking Platform',
  business_name: 'Adaeze Foods',
  resume_token: TOKEN,
};

function s(value: string) {
  return { S: value };
}

function paymentRecord(
  eventName: 'INSERT' | 'MODIFY',
  before: Record<string, string> | undefined,
  after: Record<string, string>,
): DynamoDBRecord {
  const image = (fields: Record<string, string>) => ({
    pk: s('payment#qtr-abc'),
    sk: s('payment'),
    reference: s('qtr-abc'),
    amount_kobo: { N: '515000000' },
    plan: s('banking-platform'),
    resume_token: s(TOKEN),
    customer_email: s('founder@example.com'),
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, s(value)])),
  });
  return {
    eventName,
    dynamodb: {
      Keys: { pk: s('payment#qtr-abc'), sk: s('payment') },
      ...(before ? { OldImage: image(before) } : {}),
      NewImage: image(after),
    },
  } as DynamoDBRecord;
}

function launchRecord(before: string | null, after: string): DynamoDBRecord {
  const image = (step: string) => ({
    pk: s(`launch#${TOKEN}`),
    sk: s('request'),
    resume_token: s(TOKEN),
    business_name: s('Adaeze Foods'),
    last_step: s(step),
    bvn_encrypted: s('ciphertext'),
    email: s('founder@example.com'),
    phone: s('+2348000000000'),
  });
  return {
    eventName: 'MODIFY',
    dynamodb: {
      Keys: { pk: s(`launch#${TOKEN}`), sk: s('request') },
      ...(before ? { OldImage: image(before) } : {}),
      NewImage: image(after),
    },
  } as DynamoDBRecord;
}

describe('staff alert e-mails', () => {
  it('tells staff the amount in naira, the platform and the business, with a link to the prospect', () => {
    // Act
    const mail = staffAlertEmail('staff@quarter.example', paid, SITE);

    // Assess
    expect(mail.to).toBe('staff@quarter.example');
    expect(mail.subject).toBe('Payment received: ₦5,150,000 from Adaeze Foods');
    expect(mail.text).toContain('Adaeze Foods paid ₦5,150,000 for the Banking Platform (reference qtr-abc).');
    expect(mail.text).toContain(`${SITE}/quarteradmin?prospect=${TOKEN}`);
    expect(mail.html).toContain('Adaeze Foods paid');
  });

  it('names a submitted launch request by its business and links its resume token', () => {
    // Act
    const mail = staffAlertEmail(
      'staff@quarter.example',
      { type: 'launch_request.submitted', business_name: 'Adaeze Foods', resume_token: TOKEN },
      SITE,
    );

    // Assess
    expect(mail.subject).toBe('Launch request submitted: Adaeze Foods');
    expect(mail.text).toContain(prospectUrl(SITE, TOKEN));
  });

  it('keeps the duplicate payment e-mail staff already know', () => {
    // Act
    const mail = staffAlertEmail(
      'staff@quarter.example',
      {
        type: 'payment.duplicate',
        reference: 'qtr-two',
        original_reference: 'qtr-one',
        amount_kobo: 500_000_000,
        business_name: null,
        resume_token: TOKEN,
      },
      SITE,
    );

    // Assess
    expect(mail.subject).toBe('Duplicate payment qtr-two: refund needed');
    expect(mail.text).toContain('payment qtr-one had already paid');
  });
});

describe('webhook signature', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    // Prepare
    const body = '{"type":"payment.succeeded"}';

    // Act
    const header = signAlertBody('secret', body, 1_700_000_000.9);

    // Assess
    const expected = createHmac('sha256', 'secret').update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies its own signature and refuses another body, another secret or an old timestamp', () => {
    // Prepare
    const body = '{"a":1}';
    const header = signAlertBody('secret', body, 1_000);

    // Act and assess
    expect(verifyAlertSignature('secret', header, body, 1_010)).toBe(true);
    expect(verifyAlertSignature('secret', header, '{"a":2}', 1_010)).toBe(false);
    expect(verifyAlertSignature('other', header, body, 1_010)).toBe(false);
    expect(verifyAlertSignature('secret', header, body, 1_000 + 301)).toBe(false);
    expect(verifyAlertSignature('secret', 'garbage', body, 1_000)).toBe(false);
    expect(verifyAlertSignature('secret', null, body, 1_000)).toBe(false);
  });
});

describe('alerts from stream records', () => {
  it('alerts when a payment becomes paid, not when a paid payment is written again', () => {
    // Act
    const transition = alertForRecord(paymentRecord('MODIFY', { status: 'initialized' }, { status: 'paid' }));
    const again = alertForRecord(paymentRecord('MODIFY', { status: 'paid' }, { status: 'paid' }));
    const created = alertForRecord(paymentRecord('INSERT', undefined, { status: 'initialized' }));

    // Assess
    expect(transition).toEqual({
      type: 'payment.succeeded',
      reference: 'qtr-abc',
      amount_kobo: 515_000_000,
      platform: 'Banking Platform',
      business_name: null,
      resume_token: TOKEN,
    });
    expect(again).toBeUndefined();
    expect(created).toBeUndefined();
  });

  it('alerts when a payment is marked a duplicate', () => {
    // Act
    const alert = alertForRecord(
      paymentRecord('MODIFY', { status: 'paid' }, { status: 'paid', duplicate_of: 'qtr-first' }),
    );

    // Assess
    expect(alert).toMatchObject({
      type: 'payment.duplicate',
      reference: 'qtr-abc',
      original_reference: 'qtr-first',
    });
  });

  it('alerts when a launch request becomes submitted, with no personal data', () => {
    // Act
    const alert = alertForRecord(launchRecord('bank_details', 'submitted'));
    const again = alertForRecord(launchRecord('submitted', 'submitted'));

    // Assess
    expect(alert).toEqual({
      type: 'launch_request.submitted',
      business_name: 'Adaeze Foods',
      resume_token: TOKEN,
    });
    expect(again).toBeUndefined();
  });
});

function fakePorts(options: { failingPost?: boolean; webhookUrl?: string } = {}) {
  const mails: { subject: string }[] = [];
  const posts: { url: string; headers: Record<string, string>; body: string; timeoutMs: number }[] = [];
  const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
  const ports: StaffAlertPorts = {
    staffEmail: 'staff@quarter.example',
    siteUrl: SITE,
    sendMail: async (mail) => {
      mails.push(mail);
    },
    webhook: { url: options.webhookUrl ?? 'https://hooks.example/alerts', secret: async () => 'secret' },
    post: async (url, init) => {
      if (options.failingPost) throw new Error('connect ECONNREFUSED');
      posts.push({ url, ...init });
      return 200;
    },
    log: { info: () => undefined, warn: (message, fields) => warnings.push({ message, fields }) },
    now: () => 1_700_000_000_000,
  };
  return { ports, mails, posts, warnings };
}

describe('sending an alert', () => {
  it('e-mails staff and posts signed JSON without personal data to the webhook', async () => {
    // Prepare
    const { ports, mails, posts } = fakePorts();

    // Act
    await sendStaffAlert(ports, paid);

    // Assess
    expect(mails.map((mail) => mail.subject)).toEqual(['Payment received: ₦5,150,000 from Adaeze Foods']);
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.timeoutMs).toBeLessThanOrEqual(2_000);
    expect(
      verifyAlertSignature('secret', post.headers['X-Quarter-Signature'], post.body, 1_700_000_000),
    ).toBe(true);
    // The webhook leaves the product: type, business name, time and dashboard link only (issue #25).
    expect(JSON.parse(post.body)).toEqual({
      type: 'payment.succeeded',
      business_name: 'Adaeze Foods',
      occurred_at: '2023-11-14T22:13:20.000Z',
      dashboard_url: `${SITE}/quarteradmin?prospect=${TOKEN}`,
    });
    expect(post.body).not.toMatch(/@|qtr-abc|515/);
  });

  it('logs a failed webhook without the query of its URL, and still e-mails', async () => {
    // Prepare
    const { ports, mails, warnings } = fakePorts({
      failingPost: true,
      webhookUrl: 'https://hooks.example/alerts?token=very-secret',
    });

    // Act
    await sendStaffAlert(ports, paid);

    // Assess
    expect(mails).toHaveLength(1);
    expect(warnings).toEqual([
      {
        message: 'staff alert webhook failed',
        fields: { type: 'payment.succeeded', error: 'Error', url: 'https://hooks.example/alerts' },
      },
    ]);
    expect(loggableUrl('https://a.example/x?y=1#z')).toBe('https://a.example/x');
  });

  it('sends each alert of a stream batch once, however often its record arrives', async () => {
    // Prepare
    const { ports, mails, posts } = fakePorts();
    const claimed = new Set<string>();
    const lookups: StreamAlertLookups = {
      businessName: async () => 'Adaeze Foods',
      isDuplicate: async () => false,
      claim: async (id) => {
        if (claimed.has(id)) return false;
        claimed.add(id);
        return true;
      },
    };
    const record = paymentRecord('MODIFY', { status: 'initialized' }, { status: 'paid' });

    // Act
    await sendStreamAlerts([record, record], ports, lookups);
    await sendStreamAlerts([record], ports, lookups);

    // Assess
    expect(mails.map((mail) => mail.subject)).toEqual(['Payment received: ₦5,150,000 from Adaeze Foods']);
    expect(posts).toHaveLength(1);
  });

  it('sends only the webhook for a duplicate payment, whose e-mail the payments service sends', async () => {
    // Prepare
    const { ports, mails, posts } = fakePorts();
    const lookups: StreamAlertLookups = {
      businessName: async () => 'Adaeze Foods',
      isDuplicate: async () => true,
      claim: async () => true,
    };

    // Act
    await sendStreamAlerts(
      [
        paymentRecord('MODIFY', { status: 'initialized' }, { status: 'paid' }),
        paymentRecord('MODIFY', { status: 'paid' }, { status: 'paid', duplicate_of: 'qtr-first' }),
      ],
      ports,
      lookups,
    );

    // Assess
    expect(mails).toEqual([]);
    expect(posts.map((post) => (JSON.parse(post.body) as { type: string }).type)).toEqual([
      'payment.duplicate',
    ]);
  });

  it('posts setup calls, booked and canceled, without the invitee, and does not e-mail them again', async () => {
    // Prepare
    const { ports, mails, posts } = fakePorts();
    const lookups: StreamAlertLookups = {
      businessName: async () => 'Adaeze Foods',
      isDuplicate: async () => false,
      claim: async () => true,
    };
    const call = (status: string, invitee: string) => ({
      pk: s(`setup-call#${TOKEN}`),
      sk: s('setup-call'),
      status: s(status),
      start_time: s('2026-12-01T09:00:00.000Z'),
      invitee_uri: s(invitee),
      invitee_name: s('Ada Obi'),
      invitee_email: s('ada@example.com'),
    });
    const record = (before: ReturnType<typeof call> | undefined, after: ReturnType<typeof call>) =>
      ({
        eventName: before ? 'MODIFY' : 'INSERT',
        dynamodb: {
          Keys: { pk: s(`setup-call#${TOKEN}`), sk: s('setup-call') },
          ...(before ? { OldImage: before } : {}),
          NewImage: after,
        },
      }) as DynamoDBRecord;

    // Act
    await sendStreamAlerts(
      [
        record(undefined, call('booked', 'a')),
        record(call('booked', 'a'), call('booked', 'a')),
        record(call('booked', 'a'), call('canceled', 'a')),
      ],
      ports,
      lookups,
    );

    // Assess
    expect(mails).toEqual([]);
    expect(posts.map((post) => JSON.parse(post.body) as Record<string, unknown>)).toEqual([
      {
        type: 'setup_call.booked',
        business_name: 'Adaeze Foods',
        occurred_at: '2023-11-14T22:13:20.000Z',
        dashboard_url: `${SITE}/quarteradmin?prospect=${TOKEN}`,
      },
      expect.objectContaining({ type: 'setup_call.canceled', business_name: 'Adaeze Foods' }),
    ]);
    for (const post of posts) expect(post.body).not.toMatch(/Ada Obi|@/);
  });
});

describe('what makes an alert one delivery (issue #25)', () => {
  const call = (status: string, invitee: string) => ({
    pk: s(`setup-call#${TOKEN}`),
    sk: s('setup-call'),
    status: s(status),
    start_time: s('2026-12-01T09:00:00.000Z'),
    invitee_uri: s(invitee),
  });
  const record = (before: ReturnType<typeof call> | undefined, after: ReturnType<typeof call>) =>
    ({
      eventName: before ? 'MODIFY' : 'INSERT',
      dynamodb: {
        Keys: { pk: s(`setup-call#${TOKEN}`), sk: s('setup-call') },
        ...(before ? { OldImage: before } : {}),
        NewImage: after,
      },
    }) as DynamoDBRecord;

  it('gives the same slot booked again after a cancellation its own id, and a repeated record the same one', () => {
    // Act: booked, canceled, the same slot booked again (a new invitee), and the first record again
    const ids = [
      record(undefined, call('booked', 'https://api.calendly.com/scheduled_events/a/invitees/1')),
      record(
        call('booked', 'https://api.calendly.com/scheduled_events/a/invitees/1'),
        call('canceled', 'https://api.calendly.com/scheduled_events/a/invitees/1'),
      ),
      record(
        call('canceled', 'https://api.calendly.com/scheduled_events/a/invitees/1'),
        call('booked', 'https://api.calendly.com/scheduled_events/b/invitees/2'),
      ),
      record(undefined, call('booked', 'https://api.calendly.com/scheduled_events/a/invitees/1')),
    ].map((each) => alertId(alertForRecord(each)!));

    // Assess
    expect(new Set(ids.slice(0, 3)).size).toBe(3);
    expect(ids[3]).toBe(ids[0]);
    for (const id of ids) expect(id).toMatch(/^setup_call\.(booked|canceled)#[0-9a-f-]{36}#[0-9a-f]{32}$/);
  });

  it('posts the booked, canceled and booked-again alerts of one slot, three times', async () => {
    // Prepare
    const { ports, posts } = fakePorts();
    const claimed = new Set<string>();
    const lookups: StreamAlertLookups = {
      businessName: async () => 'Adaeze Foods',
      isDuplicate: async () => false,
      claim: async (id) => !claimed.has(id) && Boolean(claimed.add(id)),
    };

    // Act
    await sendStreamAlerts([record(undefined, call('booked', 'one'))], ports, lookups);
    await sendStreamAlerts([record(call('booked', 'one'), call('canceled', 'one'))], ports, lookups);
    await sendStreamAlerts([record(call('canceled', 'one'), call('booked', 'two'))], ports, lookups);
    await sendStreamAlerts([record(call('canceled', 'one'), call('booked', 'two'))], ports, lookups);

    // Assess
    expect(posts.map((post) => (JSON.parse(post.body) as { type: string }).type)).toEqual([
      'setup_call.booked',
      'setup_call.canceled',
      'setup_call.booked',
    ]);
  });
});

describe('the webhook body of every alert type', () => {
  const alerts: StaffAlert[] = [
    paid,
    {
      type: 'payment.duplicate',
      reference: 'qtr-two',
      original_reference: 'qtr-one',
      amount_kobo: 500_000_000,
      business_name: 'Adaeze Foods',
      resume_token: TOKEN,
    },
    { type: 'launch_request.submitted', business_name: 'Adaeze Foods', resume_token: TOKEN },
    {
      type: 'setup_call.booked',
      start_time: '2026-12-01T09:00:00.000Z',
      business_name: 'Adaeze Foods',
      resume_token: TOKEN,
      invitee_uri: 'https://api.calendly.com/scheduled_events/a/invitees/1',
    },
    {
      type: 'setup_call.canceled',
      start_time: '2026-12-01T09:00:00.000Z',
      business_name: 'Adaeze Foods',
      resume_token: TOKEN,
      invitee_uri: 'https://api.calendly.com/scheduled_events/a/invitees/1',
    },
  ];

  it('is the type, the business name, the time and the dashboard link, for each type', () => {
    for (const alert of alerts) {
      const body = staffAlertPayload(alert, '2026-11-26T10:00:00.000Z', SITE);

      expect(body).toEqual({
        type: alert.type,
        business_name: 'Adaeze Foods',
        occurred_at: '2026-11-26T10:00:00.000Z',
        dashboard_url: `${SITE}/quarteradmin?prospect=${TOKEN}`,
      });
      expect(JSON.stringify(body)).not.toMatch(/@|calendly|qtr-|\+?234\d{10}/);
    }
  });

  it('links the dashboard itself when the alert is about no prospect', () => {
    const body = staffAlertPayload({ ...paid, resume_token: null }, '2026-11-26T10:00:00.000Z', SITE);

    expect(body.dashboard_url).toBe(`${SITE}/quarteradmin`);
  });
});
