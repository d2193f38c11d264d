import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../functions/handlers/routes.ts';
import {
  LAMBDA_UNRESERVED_MINIMUM,
  REQUIRED_ACCOUNT_CONCURRENCY,
  RESERVED_CONCURRENCY,
} from '../../lib/concurrency.ts';
import { functionsByHandler } from './template-queries.ts';
import { synthesise } from './synth.ts';

/**
 * Issue #25: a new account can start with 10 concurrent Lambda executions and a streamed Q reply holds
 * one for up to 29 s, so a burst of chat could starve sign-in and the webhooks. In prod every Cognito
 * trigger and both webhooks get reserved concurrency and the chat functions are capped by theirs; the
 * dev stage leaves reservations off unless asked (a 10-execution account cannot reserve any).
 */
const prodContext = { alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' };
const prod = synthesise({ stage: 'prod', context: prodContext });
const dev = synthesise();
const reservedIn = (template: typeof prod.template) =>
  new Map(
    [...functionsByHandler(template)].map(([name, fn]) => [
      name,
      fn.properties.ReservedConcurrentExecutions as number | undefined,
    ]),
  );

const triggers = Object.values(eventHandlers).filter((name) => name.startsWith('auth-'));

describe('reserved concurrency in prod', () => {
  const reserved = reservedIn(prod.template);

  it('reserves room for every Cognito trigger and both webhooks', () => {
    expect(triggers).toHaveLength(6);
    for (const name of [...triggers, 'payments-webhook', 'scheduling-webhook'])
      expect(reserved.get(name), name).toBeGreaterThanOrEqual(5);
  });

  it('caps the plain and the streamed chat below what the account has left for everything else', () => {
    for (const name of ['chat', 'chat-stream']) {
      expect(reserved.get(name), name).toBe(RESERVED_CONCURRENCY[name as 'chat']);
      expect(reserved.get(name)).toBeLessThanOrEqual(20);
    }
  });

  it('reserves exactly the table, whose sum plus what Lambda keeps unreserved fits the default quota', () => {
    const inTemplate = [...reserved].filter(([, value]) => value !== undefined);
    expect(Object.fromEntries(inTemplate)).toEqual(RESERVED_CONCURRENCY);
    expect(REQUIRED_ACCOUNT_CONCURRENCY).toBe(
      Object.values(RESERVED_CONCURRENCY).reduce((a, b) => a + b, 0) + LAMBDA_UNRESERVED_MINIMUM,
    );
    expect(REQUIRED_ACCOUNT_CONCURRENCY).toBeLessThanOrEqual(1000);
  });

  it('is a stage setting: -c reserveConcurrency=false deploys prod on an account still at 10', () => {
    const off = synthesise({ stage: 'prod', context: { ...prodContext, reserveConcurrency: 'false' } });
    expect([...reservedIn(off.template).values()].filter((value) => value !== undefined)).toEqual([]);
  });
});

describe('reserved concurrency in dev', () => {
  it('is off by default, and on when asked', () => {
    expect([...reservedIn(dev.template).values()].filter((value) => value !== undefined)).toEqual([]);
    const on = synthesise({ context: { reserveConcurrency: 'true' } });
    expect(reservedIn(on.template).get('auth-create-challenge')).toBe(
      RESERVED_CONCURRENCY['auth-create-challenge'],
    );
  });
});

describe('the throttle alarm', () => {
  it('fires on any throttled invocation in the Region, into the alarm topic, and the dashboard draws it', () => {
    const alarms = Object.values(prod.template.findResources('AWS::CloudWatch::Alarm')) as {
      Properties: Record<string, unknown>;
    }[];
    const accountWide = alarms.filter(
      (alarm) =>
        alarm.Properties.Namespace === 'AWS/Lambda' &&
        alarm.Properties.MetricName === 'Throttles' &&
        alarm.Properties.Dimensions === undefined,
    );
    expect(accountWide).toHaveLength(1);
    expect(accountWide[0]?.Properties).toMatchObject({ Threshold: 1, Statistic: 'Sum' });
    const topic = Object.keys(prod.template.findResources('AWS::SNS::Topic'))[0];
    expect(accountWide[0]?.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    expect(JSON.stringify(prod.template.toJSON())).toContain('Lambda concurrency and throttles');
  });
});
