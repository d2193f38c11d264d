import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { synthesise } from './synth.ts';
import { functionsByHandler, statementsOfFunction, type Json } from './template-queries.ts';

/**
 * Issue #29 "CDK: the schedule, secrets, IAM, an alarm on failed payouts, and the payouts in the
 * operations dashboard"; CONTRACT-29: "AWS: EventBridge every 15 minutes, Lambda
 * `payouts-reconcile`". Blind: checked on the synthesised template, not the construct code.
 */
const { stack, template } = synthesise({
  stage: 'prod',
  context: { sesIdentity: 'quarter.example', alarmEmail: 'ops@quarter.example' },
});

interface Resource {
  readonly Type: string;
  readonly Properties: Json;
}
const resourcesOf = (type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);

function reconcileFunction() {
  const fn = functionsByHandler(template).get('payouts-reconcile');
  if (!fn) throw new Error('no Lambda describes itself as payouts-reconcile');
  return fn;
}

describe('payouts on AWS', () => {
  it('runs payouts-reconcile every 15 minutes from an EventBridge schedule', () => {
    const fn = reconcileFunction();

    const schedules = [
      ...resourcesOf('AWS::Events::Rule'),
      ...resourcesOf('AWS::Scheduler::Schedule'),
    ].filter(([, resource]) => JSON.stringify(resource.Properties).includes(fn.id));

    expect(schedules).toHaveLength(1);
    const [, schedule] = schedules[0] ?? [];
    expect(String(schedule?.Properties.ScheduleExpression).replace(/\s+/g, ' ')).toMatch(
      /^(rate\(15 minutes\)|cron\(0\/15 \* \* \* \? \*\))$/,
    );
    expect(schedule?.Properties.State ?? 'ENABLED').toBe('ENABLED');
  });

  it('lets payouts-reconcile read the Paystack secret (verify is a Paystack call)', () => {
    const fn = reconcileFunction();
    const secretId = stack.getLogicalId(stack.api.paystackSecret.node.defaultChild as CfnElement);

    const reads = statementsOfFunction(template, fn).filter(
      (statement) =>
        statement.Action.includes('secretsmanager:GetSecretValue') &&
        JSON.stringify(statement.Resource).includes(secretId),
    );

    expect(reads.length).toBeGreaterThan(0);
    const variables = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.PAYSTACK_BASE_URL).toBe('https://api.paystack.co');
  });

  it('alarms on failed payouts, to the operators’ topic', () => {
    const alarms = resourcesOf('AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      /payout/i.test(JSON.stringify(alarm.Properties)),
    );

    expect(alarms.length).toBeGreaterThanOrEqual(1);
    expect(alarms.some(([, alarm]) => /fail/i.test(JSON.stringify(alarm.Properties)))).toBe(true);
    for (const [, alarm] of alarms) expect(alarm.Properties.AlarmActions).toBeDefined();
  });

  it('draws the payouts in the operations dashboard', () => {
    const [dashboard] = resourcesOf('AWS::CloudWatch::Dashboard');

    expect(JSON.stringify(dashboard?.[1].Properties.DashboardBody)).toMatch(/payout/i);
  });
});
