import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sqsEnqueue } from '../../../functions/adapters/whatsapp/queue.ts';
import {
  UNKNOWN_NOTIFICATION_GROUP,
  whatsappMessageGroup,
} from '../../../functions/domain/whatsapp/message-group.ts';

/**
 * Blind acceptance cases for the AWS adapter that puts a verified WhatsApp notification on the
 * worker's SQS FIFO queue, written from the issue and AWS's SendMessage documentation without
 * reading the adapter: one SendMessage to the queue's URL, the raw body unchanged as MessageBody,
 * and whatsappMessageGroup(rawBody) as MessageGroupId (a FIFO queue refuses a message without one).
 * The queue has content-based deduplication, so an identical body must not carry a deduplication
 * id that differs from one send to the next.
 */
const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/quarter-dev-WhatsappNotifications.fifo';
const FOUNDER = '2348012345678';

const sqs = mockClient(SQSClient);

afterAll(() => {
  sqs.restore();
});

function founderMessage(from: string, id: string, text: string, indent?: number): string {
  return JSON.stringify(
    {
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
                contacts: [{ profile: { name: 'Chidinma Ọkafọ' }, wa_id: from }],
                messages: [{ from, id, timestamp: '1760000000', type: 'text', text: { body: text } }],
              },
            },
          ],
        },
      ],
    },
    null,
    indent,
  );
}

function statusUpdate(id: string, recipient: string): string {
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
              statuses: [{ id, status: 'read', timestamp: '1760000009', recipient_id: recipient }],
            },
          },
        ],
      },
    ],
  });
}

const sent = () => sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);

describe('sqsEnqueue', () => {
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'b9a1e6d2-0000-4000-8000-000000000001' });
  });

  it("sends a founder's message to the queue unchanged, grouped by the founder", async () => {
    // Pretty-printed, with non-ASCII text: the body must reach the worker byte for byte as Meta sent it.
    const raw = founderMessage(
      FOUNDER,
      'wamid.HBgNMjM0ODAxMjM0NTY3OBUCABIYFjNFQjA',
      'Ẹ káàárọ̀ Q 👋 "quoted"',
      2,
    );

    await sqsEnqueue(QUEUE_URL)(raw);

    expect(sqs).toReceiveCommandTimes(SendMessageCommand, 1);
    const [input] = sent();
    expect(input!.QueueUrl).toBe(QUEUE_URL);
    expect(input!.MessageBody).toBe(raw);
    expect(input!.MessageGroupId).toBe(FOUNDER);
    expect(input!.MessageGroupId).toBe(whatsappMessageGroup(raw));
  });

  it('groups a status on its own, by the rule of whatsappMessageGroup', async () => {
    const raw = statusUpdate('wamid.HBgNMjM0ODAxMjM0NTY3OBUCABEYEjVBRkQ4', FOUNDER);

    await sqsEnqueue(QUEUE_URL)(raw);

    const [input] = sent();
    expect(input).toMatchObject({ QueueUrl: QUEUE_URL, MessageBody: raw });
    expect(input!.MessageGroupId).toBe(whatsappMessageGroup(raw));
    expect(input!.MessageGroupId).not.toBe(FOUNDER);
    expect(input!.MessageGroupId).toMatch(/^[\x21-\x7E]{1,128}$/);
  });

  it('sends a body it cannot read in the unknown group, unchanged', async () => {
    const raw = '{"object":"whatsapp_business_account","entry":';

    await sqsEnqueue(QUEUE_URL)(raw);

    const [input] = sent();
    expect(input).toMatchObject({
      QueueUrl: QUEUE_URL,
      MessageBody: raw,
      MessageGroupId: UNKNOWN_NOTIFICATION_GROUP,
    });
  });

  it('gives a hostile from a valid MessageGroupId', async () => {
    const raw = founderMessage(`${'9'.repeat(300)} 😀`, 'wamid.x', 'hi');

    await sqsEnqueue(QUEUE_URL)(raw);

    const [input] = sent();
    expect(input!.MessageBody).toBe(raw);
    expect(input!.MessageGroupId).toMatch(/^[\x21-\x7E]{1,128}$/);
  });

  it('sends each notification once, each with its own group, to the queue it was given', async () => {
    const other = 'https://sqs.eu-west-1.amazonaws.com/123456789012/other.fifo';
    const first = founderMessage(FOUNDER, 'wamid.one', 'one');
    const second = founderMessage('2348098765432', 'wamid.two', 'two');

    const enqueue = sqsEnqueue(QUEUE_URL);
    await enqueue(first);
    await enqueue(second);
    await sqsEnqueue(other)(first);

    expect(
      sent().map(({ QueueUrl, MessageBody, MessageGroupId }) => ({ QueueUrl, MessageBody, MessageGroupId })),
    ).toEqual([
      { QueueUrl: QUEUE_URL, MessageBody: first, MessageGroupId: FOUNDER },
      { QueueUrl: QUEUE_URL, MessageBody: second, MessageGroupId: '2348098765432' },
      { QueueUrl: other, MessageBody: first, MessageGroupId: FOUNDER },
    ]);
  });

  it('leaves deduplication of an identical body to the queue (no deduplication id that changes per send)', async () => {
    const raw = founderMessage(FOUNDER, 'wamid.same', 'same');
    const enqueue = sqsEnqueue(QUEUE_URL);

    await enqueue(raw);
    await enqueue(raw);

    const [a, b] = sent();
    expect(a!.MessageDeduplicationId).toBe(b!.MessageDeduplicationId);
  });

  it('answers once SendMessage has answered, resolving to nothing', async () => {
    let answer!: () => void;
    sqs
      .on(SendMessageCommand)
      .callsFake(() => new Promise((resolve) => (answer = () => resolve({ MessageId: 'late' }))));
    let settled = false;
    const pending = sqsEnqueue(QUEUE_URL)(founderMessage(FOUNDER, 'wamid.slow', 'slow')).then((value) => {
      settled = true;
      return value;
    });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    answer();
    await expect(pending).resolves.toBeUndefined();
  });

  it('fails when SQS refuses the message, so the webhook does not acknowledge a notification it lost', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('The queue should be a FIFO queue'));

    await expect(sqsEnqueue(QUEUE_URL)(founderMessage(FOUNDER, 'wamid.lost', 'lost'))).rejects.toThrow();
  });
});
