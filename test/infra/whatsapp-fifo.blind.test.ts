import { describe, expect, it } from 'vitest';
import { synthesise } from './synth.ts';
import { functionsByHandler, type Json } from './template-queries.ts';

/**
 * Blind acceptance cases for the WhatsApp notifications queue as a FIFO queue, written from the
 * issue and AWS's SQS and Lambda documentation without reading lib/whatsapp.ts: the queue that
 * feeds the whatsapp-worker's event source mapping is a FIFO queue with content-based
 * deduplication (one founder's messages handled in order; Meta's retry of an identical body within
 * five minutes not delivered twice), its dead-letter queue is FIFO as well (SQS refuses a standard
 * dead-letter queue for a FIFO queue), and the worker reads one notification at a time.
 */
const { template } = synthesise({
  context: {
    sesIdentity: 'quarter.example',
    alarmEmail: 'ops@quarter.example',
    whatsappPhoneNumberId: '106540352242922',
  },
});

type Resource = { Properties: Json };
const queues = Object.entries(template.findResources('AWS::SQS::Queue') as Record<string, Resource>);

/** The logical id a Ref or Fn::GetAtt points at. */
function targetOf(reference: unknown): string | undefined {
  const value = reference as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | undefined;
  return value?.Ref ?? value?.['Fn::GetAtt']?.[0];
}

function workerMapping(): Json {
  const worker = functionsByHandler(template).get('whatsapp-worker');
  if (!worker) throw new Error('the WhatsApp-configured stack has no whatsapp-worker function');
  const mappings = Object.values(
    template.findResources('AWS::Lambda::EventSourceMapping') as Record<string, Resource>,
  ).map((mapping) => mapping.Properties);
  const mapping = mappings.find((m) => targetOf(m.FunctionName) === worker.id);
  if (!mapping) throw new Error('no event source mapping invokes the whatsapp-worker');
  return mapping;
}

function notificationsQueue(): [string, Json] {
  const queueId = targetOf(workerMapping().EventSourceArn);
  const queue = queues.find(([id]) => id === queueId);
  if (!queue) throw new Error(`the worker's event source ${String(queueId)} is not a queue of this stack`);
  return [queue[0], queue[1].Properties];
}

function deadLetterQueue(): [string, Json] {
  const [, props] = notificationsQueue();
  const redrive = props.RedrivePolicy as Json | undefined;
  if (!redrive) throw new Error('the notifications queue has no redrive policy');
  const dlqId = targetOf(redrive.deadLetterTargetArn);
  const dlq = queues.find(([id]) => id === dlqId);
  if (!dlq) throw new Error(`the dead-letter target ${String(dlqId)} is not a queue of this stack`);
  return [dlq[0], dlq[1].Properties];
}

describe('the WhatsApp notifications queue', () => {
  it('is a FIFO queue', () => {
    const [, props] = notificationsQueue();
    expect(props.FifoQueue).toBe(true);
  });

  it('deduplicates by content, so an identical body within five minutes is not delivered again', () => {
    const [, props] = notificationsQueue();
    expect(props.ContentBasedDeduplication).toBe(true);
  });

  it('has a name SQS accepts for a FIFO queue, when it is named at all', () => {
    const [, props] = notificationsQueue();
    if (props.QueueName !== undefined) expect(JSON.stringify(props.QueueName)).toMatch(/\.fifo"/);
  });

  it('parks what keeps failing in a FIFO dead-letter queue', () => {
    const [queueId] = notificationsQueue();
    const [dlqId, dlq] = deadLetterQueue();
    expect(dlqId).not.toBe(queueId);
    expect(dlq.FifoQueue).toBe(true);
    if (dlq.QueueName !== undefined) expect(JSON.stringify(dlq.QueueName)).toMatch(/\.fifo"/);
  });

  it('still gives up on a notification after a bounded number of receives', () => {
    const [, props] = notificationsQueue();
    const redrive = props.RedrivePolicy as Json;
    expect(typeof redrive.maxReceiveCount).toBe('number');
    expect(redrive.maxReceiveCount as number).toBeGreaterThanOrEqual(1);
  });
});

describe("the whatsapp-worker's event source mapping", () => {
  it('reads one notification at a time', () => {
    expect(workerMapping().BatchSize).toBe(1);
  });

  it('reports failures per item, so a failed notification is retried without the batch', () => {
    expect(workerMapping().FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
  });

  it('sets no batching window (SQS FIFO event sources do not support one)', () => {
    expect(workerMapping().MaximumBatchingWindowInSeconds ?? 0).toBe(0);
  });
});
