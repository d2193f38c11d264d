import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_NOTIFICATION_GROUP,
  whatsappMessageGroup,
} from '../../../functions/domain/whatsapp/message-group.ts';

/**
 * Blind acceptance cases for the SQS FIFO message group of a WhatsApp notification, written from
 * the issue and from AWS's and Meta's public documentation without reading the implementation:
 *   - a notification carrying a founder's message(s) is grouped by that founder's wa_id (`from`),
 *     so one founder's messages are handled in the order received and two founders independently;
 *   - a notification carrying only statuses is grouped on its own by the status's wamid: never the
 *     founder's wa_id (a status must not hold up the founder's messages), the same for the same
 *     status, different for different wamids;
 *   - anything unparseable or not WhatsApp-shaped gets UNKNOWN_NOTIFICATION_GROUP;
 *   - the group is always a valid SQS MessageGroupId (1 to 128 characters, printable ASCII 0x21 to
 *     0x7E) and computing it never throws, whatever the body.
 */

/** SQS: MessageGroupId is 1-128 characters of alphanumerics and punctuation (!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~). */
const VALID_GROUP = /^[\x21-\x7E]{1,128}$/;

function expectValidGroup(rawBody: string): string {
  let group: unknown;
  expect(
    () => {
      group = whatsappMessageGroup(rawBody);
    },
    `whatsappMessageGroup threw for ${JSON.stringify(rawBody.slice(0, 200))}`,
  ).not.toThrow();
  expect(typeof group, `the group for ${JSON.stringify(rawBody.slice(0, 200))}`).toBe('string');
  expect(group as string, `the group for ${JSON.stringify(rawBody.slice(0, 200))}`).toMatch(VALID_GROUP);
  return group as string;
}

const FOUNDER = '2348012345678';
const OTHER_FOUNDER = '2348098765432';

/** A notification as Meta sends it when a founder writes (Cloud API webhook, `messages` field). */
function messageNotification(
  message: { from?: unknown; id?: unknown; text?: string; type?: unknown },
  contactWaId: unknown = message.from,
): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Amaka' }, wa_id: contactWaId }],
              messages: [
                {
                  from: message.from,
                  id: message.id ?? 'wamid.HBgNMjM0ODAxMjM0NTY3OBUCABIYFjNFQjA0QzBBNjI0',
                  timestamp: '1760000000',
                  type: message.type ?? 'text',
                  text: { body: message.text ?? 'Hello Q' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** A notification as Meta sends it when a message the product sent changes status. */
function statusNotification(status: { id?: unknown; status?: string; recipient_id?: unknown }): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: status.id ?? 'wamid.HBgNMjM0ODAxMjM0NTY3OBUCABEYEjVBRkQ4OTdFQjE0QjE5RjE2MAA=',
                  status: status.status ?? 'delivered',
                  timestamp: '1760000005',
                  recipient_id: status.recipient_id ?? FOUNDER,
                  conversation: { id: 'c0ffee', origin: { type: 'service' } },
                  pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

describe('UNKNOWN_NOTIFICATION_GROUP', () => {
  it('is itself a valid SQS MessageGroupId', () => {
    expect(UNKNOWN_NOTIFICATION_GROUP).toMatch(VALID_GROUP);
  });

  it("is not a founder's wa_id", () => {
    expect(UNKNOWN_NOTIFICATION_GROUP).not.toBe(FOUNDER);
    expect(UNKNOWN_NOTIFICATION_GROUP).not.toMatch(/^\d+$/);
  });
});

describe("a founder's message", () => {
  it("is grouped by the founder's wa_id", () => {
    expect(whatsappMessageGroup(messageNotification({ from: FOUNDER }))).toBe(FOUNDER);
  });

  it('puts every message of one founder in the same group, whatever it says', () => {
    const groups = [
      messageNotification({ from: FOUNDER, id: 'wamid.first', text: 'Hi' }),
      messageNotification({ from: FOUNDER, id: 'wamid.second', text: 'How much is the launch plan?' }),
      messageNotification({ from: FOUNDER, id: 'wamid.third', type: 'image', text: '' }),
    ].map((body) => whatsappMessageGroup(body));
    expect(new Set(groups)).toEqual(new Set([FOUNDER]));
  });

  it('puts two founders in different groups', () => {
    const a = whatsappMessageGroup(messageNotification({ from: FOUNDER }));
    const b = whatsappMessageGroup(messageNotification({ from: OTHER_FOUNDER }));
    expect(a).toBe(FOUNDER);
    expect(b).toBe(OTHER_FOUNDER);
    expect(a).not.toBe(b);
  });

  it('does not depend on how the JSON is formatted', () => {
    const compact = messageNotification({ from: FOUNDER });
    const pretty = JSON.stringify(JSON.parse(compact), null, 2);
    expect(whatsappMessageGroup(pretty)).toBe(whatsappMessageGroup(compact));
  });

  it('is grouped by the founder even when the notification also carries statuses', () => {
    const body = JSON.parse(messageNotification({ from: FOUNDER })) as {
      entry: { changes: { value: Record<string, unknown> }[] }[];
    };
    body.entry[0]!.changes[0]!.value.statuses = [
      { id: 'wamid.sent-by-product', status: 'read', timestamp: '1760000001', recipient_id: FOUNDER },
    ];
    expect(whatsappMessageGroup(JSON.stringify(body))).toBe(FOUNDER);
  });

  it('is grouped by the founder when the message is in a later change than a status', () => {
    const statusOnly = JSON.parse(statusNotification({ id: 'wamid.earlier', recipient_id: FOUNDER })) as {
      entry: { changes: unknown[] }[];
    };
    const withMessage = JSON.parse(messageNotification({ from: FOUNDER })) as {
      entry: { changes: unknown[] }[];
    };
    statusOnly.entry[0]!.changes.push(withMessage.entry[0]!.changes[0]);
    expect(whatsappMessageGroup(JSON.stringify(statusOnly))).toBe(FOUNDER);
  });
});

describe('a notification carrying only statuses', () => {
  it("is not in the founder's group, so it never holds up the founder's messages", () => {
    const group = expectValidGroup(statusNotification({ recipient_id: FOUNDER }));
    expect(group).not.toBe(FOUNDER);
    expect(group).not.toBe(whatsappMessageGroup(messageNotification({ from: FOUNDER })));
  });

  it('is the same group every time for the same status', () => {
    const body = statusNotification({ id: 'wamid.HBgNMjM0ODAxMjM0NTY3OBUCABEYEjAAA=' });
    expect(whatsappMessageGroup(body)).toBe(whatsappMessageGroup(body));
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect(whatsappMessageGroup(pretty)).toBe(whatsappMessageGroup(body));
  });

  it("is grouped by the status's wamid: sent, delivered and read of one message share a group", () => {
    const id = 'wamid.HBgNMjM0ODAxMjM0NTY3OBUCABEYEjBBQkM=';
    const groups = ['sent', 'delivered', 'read'].map((status) =>
      whatsappMessageGroup(statusNotification({ id, status })),
    );
    expect(new Set(groups).size).toBe(1);
  });

  it('is a different group for a different wamid, even to the same founder', () => {
    const a = expectValidGroup(statusNotification({ id: 'wamid.HBgNMjM0AAAA', recipient_id: FOUNDER }));
    const b = expectValidGroup(statusNotification({ id: 'wamid.HBgNMjM0AAAB', recipient_id: FOUNDER }));
    expect(a).not.toBe(b);
  });

  it('is not the unknown group', () => {
    expect(whatsappMessageGroup(statusNotification({}))).not.toBe(UNKNOWN_NOTIFICATION_GROUP);
  });

  it('gives valid, different groups for long wamids that differ only past the 128th character', () => {
    const prefix = `wamid.${'HBgNMjM0ODAxMjM0NTY3OBUCABEYEj'.repeat(8)}`;
    expect(prefix.length).toBeGreaterThan(128);
    const a = expectValidGroup(statusNotification({ id: `${prefix}A` }));
    const b = expectValidGroup(statusNotification({ id: `${prefix}B` }));
    expect(a).not.toBe(b);
  });

  it('gives valid, different groups for wamids that differ only in characters SQS refuses', () => {
    const a = expectValidGroup(statusNotification({ id: 'wamid. spaced é' }));
    const b = expectValidGroup(statusNotification({ id: 'wamid. spaced ü' }));
    expect(a).not.toBe(b);
  });
});

describe('a body that is not a WhatsApp notification', () => {
  const unknown: [string, string][] = [
    ['an empty body', ''],
    ['whitespace', '   \n\t '],
    ['not JSON', 'hub.challenge=1158201444'],
    ['truncated JSON', messageNotification({ from: FOUNDER }).slice(0, 60)],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', JSON.stringify('whatsapp_business_account')],
    ['a JSON array', JSON.stringify([JSON.parse(messageNotification({ from: FOUNDER }))])],
    ['an empty object', '{}'],
    [
      'another product object (a Page webhook)',
      messageNotification({ from: FOUNDER }).replace('whatsapp_business_account', 'page'),
    ],
    ['a Paystack event', JSON.stringify({ event: 'charge.success', data: { reference: 'ref_1' } })],
  ];

  it.each(unknown)('%s is in UNKNOWN_NOTIFICATION_GROUP', (_, body) => {
    expect(whatsappMessageGroup(body)).toBe(UNKNOWN_NOTIFICATION_GROUP);
  });
});

describe('hostile bodies never yield an invalid group and never throw', () => {
  const longDigits = '9'.repeat(500);
  const hostile: [string, string][] = [
    ['a very long from', messageNotification({ from: longDigits })],
    ['a from of 129 characters', messageNotification({ from: '1'.repeat(129) })],
    ['a from of exactly 128 characters', messageNotification({ from: '1'.repeat(128) })],
    ['a from with spaces', messageNotification({ from: '234 801 234 5678' })],
    ['a from that is only a space', messageNotification({ from: ' ' })],
    ['a from with unicode', messageNotification({ from: '２３４８０１２３４５６７８' })],
    ['a from with emoji', messageNotification({ from: '234😀8012' })],
    ['a from with control characters', messageNotification({ from: '234\n801\t\u0000\u007f' })],
    ['an empty from', messageNotification({ from: '' })],
    ['a numeric from', messageNotification({ from: 2348012345678 })],
    ['a null from', messageNotification({ from: null })],
    ['an object from', messageNotification({ from: { wa_id: FOUNDER } })],
    ['an array from', messageNotification({ from: [FOUNDER] })],
    ['a boolean from', messageNotification({ from: true })],
    ['a missing from', messageNotification({})],
    ['a very long wamid', statusNotification({ id: `wamid.${'x'.repeat(1000)}` })],
    ['an empty wamid', statusNotification({ id: '' })],
    ['a wamid with spaces and unicode', statusNotification({ id: 'wamid. ünïcödé 😀' })],
    ['a numeric wamid', statusNotification({ id: 12345 })],
    ['a null wamid', statusNotification({ id: null })],
    ['an object wamid', statusNotification({ id: { id: 'wamid.x' } })],
    ['a non-string recipient', statusNotification({ recipient_id: { evil: true } })],
  ];

  it.each(hostile)('%s', (_, body) => {
    expectValidGroup(body);
  });

  const shapes: [string, unknown][] = [
    ['entry is an object', { object: 'whatsapp_business_account', entry: { changes: [] } }],
    ['entry is null', { object: 'whatsapp_business_account', entry: null }],
    ['entry is empty', { object: 'whatsapp_business_account', entry: [] }],
    ['entry holds null', { object: 'whatsapp_business_account', entry: [null] }],
    ['changes is a string', { object: 'whatsapp_business_account', entry: [{ changes: 'messages' }] }],
    ['changes holds null', { object: 'whatsapp_business_account', entry: [{ changes: [null] }] }],
    ['value is null', { object: 'whatsapp_business_account', entry: [{ changes: [{ value: null }] }] }],
    [
      'messages is an object',
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { messages: { from: FOUNDER } } }] }],
      },
    ],
    [
      'messages holds null',
      { object: 'whatsapp_business_account', entry: [{ changes: [{ value: { messages: [null] } }] }] },
    ],
    [
      'messages holds a string',
      { object: 'whatsapp_business_account', entry: [{ changes: [{ value: { messages: [FOUNDER] } }] }] },
    ],
    [
      'statuses is an object',
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { statuses: { id: 'wamid.x' } } }] }],
      },
    ],
    [
      'statuses holds null',
      { object: 'whatsapp_business_account', entry: [{ changes: [{ value: { statuses: [null] } }] }] },
    ],
    [
      'messages and statuses are empty',
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ value: { messages: [], statuses: [] } }] }],
      },
    ],
    ['object is not a string', { object: ['whatsapp_business_account'], entry: [] }],
    [
      'two founders in one notification',
      {
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              {
                value: {
                  messages: [
                    { from: FOUNDER, id: 'wamid.a', timestamp: '1', type: 'text', text: { body: 'a' } },
                    { from: OTHER_FOUNDER, id: 'wamid.b', timestamp: '2', type: 'text', text: { body: 'b' } },
                  ],
                },
              },
            ],
          },
        ],
      },
    ],
    [
      '__proto__ keys',
      JSON.parse('{"object":"whatsapp_business_account","__proto__":{"entry":[]},"entry":[]}'),
    ],
  ];

  it.each(shapes)('%s', (_, shape) => {
    expectValidGroup(JSON.stringify(shape));
  });

  it('a deeply nested body', () => {
    expectValidGroup(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);
    expectValidGroup(
      `{"object":"whatsapp_business_account","entry":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    );
  });

  it('a megabyte body', () => {
    expectValidGroup(messageNotification({ from: FOUNDER, text: 'x'.repeat(1_000_000) }));
  });

  it('three thousand generated bodies', () => {
    // A small deterministic generator: the same bodies every run, so a failure can be reproduced.
    let seed = 30;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const strings = ['', ' ', FOUNDER, 'wamid.x', '\u0000', '😀', 'é', '\\', '"', '9'.repeat(200), 'a b'];
    const value = (depth: number): unknown => {
      const kind = Math.floor(next() * (depth > 3 ? 5 : 7));
      if (kind === 0) return pick(strings);
      if (kind === 1) return Math.floor(next() * 1e15);
      if (kind === 2) return null;
      if (kind === 3) return next() > 0.5;
      if (kind === 4) return pick(strings) + pick(strings);
      if (kind === 5) return Array.from({ length: Math.floor(next() * 3) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, () => [
          pick(['from', 'id', 'wa_id', 'recipient_id', 'status', 'messages', 'statuses', 'value', 'changes']),
          value(depth + 1),
        ]),
      );
    };
    for (let i = 0; i < 3000; i += 1) {
      const body = {
        object: next() > 0.2 ? 'whatsapp_business_account' : pick(strings),
        entry:
          next() > 0.1 ? [{ changes: [{ value: { messages: value(2), statuses: value(2) } }] }] : value(0),
      };
      expectValidGroup(JSON.stringify(body));
    }
  });
});
