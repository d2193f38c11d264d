import type { AttributeValue } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  chatSessionChange,
  liveRefreshMessage,
  recordChange,
} from '../../../functions/services/realtime/stream-changes.ts';
import { streamRecord } from './stream-records.ts';

const TOKEN = '7f6c2a4e-1b1d-4c7e-9a61-2f0b9c1d3e5a';

/** Everything personal a journey's items hold: none of it may reach a socket. */
const PERSONAL: Record<string, AttributeValue> = {
  name: { S: 'Ada Obi' },
  email: { S: 'ada.obi@example.com' },
  customer_email: { S: 'ada.obi@example.com' },
  invitee_name: { S: 'Ada Obi' },
  invitee_email: { S: 'ada.obi@example.com' },
  phone: { S: '+2348030000000' },
  bvn: { S: 'enc:22345678901' },
  text: { S: 'Ada said she will pay on Friday' },
  idea: { S: 'A POS agent app for market women in Aba' },
};
const PERSONAL_PATTERN = /ada|obi|2348|22345678901|friday|market/i;

const image = (pk: string, sk: string, extra: Record<string, AttributeValue> = {}) => ({
  pk: { S: pk },
  sk: { S: sk },
  ...PERSONAL,
  ...extra,
});

function journeyRecord(
  pk: string,
  sk: string,
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'MODIFY',
  extra: Record<string, AttributeValue> = {},
) {
  return streamRecord({ pk, sk, eventName, newImage: image(pk, sk, extra) });
}

describe('which stream records become which live message', () => {
  it.each([
    ['an onboarding record', `onboarding#${TOKEN}`, 'onboarding', 'onboarding'],
    [
      'an AI failure report of the launch chat',
      `ai_failure#${TOKEN}`,
      '2026-11-25T10:00:00.000Z#r1',
      'onboarding',
    ],
    ['a launch request', `launch#${TOKEN}`, 'request', 'launch_request'],
    ['a confirmed setup call', `setup-call#${TOKEN}`, 'setup-call', 'setup_call'],
    ['a prospect care record (owner, follow-up)', `prospect#${TOKEN}`, 'prospect', 'prospect'],
    ['a staff note on a prospect', `prospect#${TOKEN}`, 'note#2026-11-25T10:00:00.000Z#n1', 'prospect'],
  ])('%s becomes record_changed of its kind and resume token', (_label, pk, sk, kind) => {
    const record = journeyRecord(pk, sk, 'INSERT');

    expect(liveRefreshMessage(record)).toEqual({
      type: 'record_changed',
      kind,
      token: TOKEN,
      eventName: 'INSERT',
    });
  });

  it('a payment, keyed by its provider reference, is told by the resume token its item carries', () => {
    const record = journeyRecord('payment#QL-REF-123', 'payment', 'MODIFY', {
      reference: { S: 'QL-REF-123' },
      resume_token: { S: TOKEN },
      status: { S: 'paid' },
    });

    expect(recordChange(record)).toEqual({
      type: 'record_changed',
      kind: 'payment',
      token: TOKEN,
      eventName: 'MODIFY',
    });
  });

  it('a removed payment is told by the token of its old image', () => {
    const record = streamRecord({ pk: 'payment#QL-REF-9', sk: 'payment', eventName: 'REMOVE' });
    delete record.dynamodb?.NewImage;
    if (record.dynamodb)
      record.dynamodb.OldImage = image('payment#QL-REF-9', 'payment', { resume_token: { S: TOKEN } });

    expect(recordChange(record)).toEqual({
      type: 'record_changed',
      kind: 'payment',
      token: TOKEN,
      eventName: 'REMOVE',
    });
  });

  it('keeps chat sessions on chat_session_changed exactly as before', () => {
    const record = journeyRecord('chat#widget-session-1', 'session', 'INSERT');

    expect(liveRefreshMessage(record)).toEqual({
      type: 'chat_session_changed',
      id: 'widget-session-1',
      eventName: 'INSERT',
    });
    expect(recordChange(record)).toBeUndefined();
    expect(chatSessionChange(journeyRecord(`launch#${TOKEN}`, 'request'))).toBeUndefined();
  });

  it.each([
    ['a payment without a resume token (no launch to refresh)', 'payment#QL-REF-1', 'payment'],
    ['a chat-day counter', 'chat-day#2026-11-25', 'counter'],
    ['an open admin socket', 'ws#conn-a=', 'connection'],
    ['a live ticket', 'ws-ticket#abc', 'ticket'],
    ['a one-time code', 'otp#challenge-1', 'challenge'],
    ['a rate-limit window', 'rate#ip:203.0.113.9', 'window#1700000000'],
    ['a lead', 'lead#l1', 'lead'],
    ['a referrer', 'referrer#r1', 'profile'],
    ['an onboarding prefix with a foreign sort key', `onboarding#${TOKEN}`, 'something-else'],
    ['a launch prefix without a UUID token', 'launch#not-a-token', 'request'],
    ['a prospect prefix with a foreign sort key', `prospect#${TOKEN}`, 'owner-history'],
  ])('%s produces no message', (_label, pk, sk) => {
    expect(liveRefreshMessage(journeyRecord(pk, sk))).toBeUndefined();
  });

  it('never copies a name, e-mail, phone, BVN, note or idea into any message', () => {
    const records = [
      journeyRecord(`onboarding#${TOKEN}`, 'onboarding'),
      journeyRecord(`launch#${TOKEN}`, 'request'),
      journeyRecord(`setup-call#${TOKEN}`, 'setup-call'),
      journeyRecord(`prospect#${TOKEN}`, 'note#2026-11-25T10:00:00.000Z#n1'),
      journeyRecord('payment#QL-REF-2', 'payment', 'MODIFY', { resume_token: { S: TOKEN } }),
      journeyRecord('chat#s-1', 'session'),
    ];

    const messages = records.map(liveRefreshMessage);

    expect(messages.every(Boolean)).toBe(true);
    const text = JSON.stringify(messages);
    expect(text).not.toMatch(PERSONAL_PATTERN);
    for (const message of messages)
      expect(Object.keys(message ?? {}).sort()).toEqual(
        message?.type === 'chat_session_changed'
          ? ['eventName', 'id', 'type']
          : ['eventName', 'kind', 'token', 'type'],
      );
  });

  it('ignores a record with an unknown event name', () => {
    const record = journeyRecord(`onboarding#${TOKEN}`, 'onboarding');
    record.eventName = 'UPSERT' as never;
    expect(liveRefreshMessage(record)).toBeUndefined();
  });
});
