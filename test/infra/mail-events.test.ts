import { describe, expect, it } from 'vitest';
import { synthesise } from './synth.ts';
import { functionsByHandler, statementsOfFunction, type Json } from './template-queries.ts';

/**
 * Issue #25: a bounced or complained-about e-mail reaches the product. The configuration set every
 * mail names publishes BOUNCE, COMPLAINT, REJECT and DELIVERY_DELAY to the default event bus, a
 * rule on `source: aws.ses` targets the mail-events Lambda, and an alarm watches hard bounces and
 * complaints. What SES does with these at runtime cannot run here; the template pins the wiring.
 */
const synthesised = synthesise({
  context: { sesIdentity: 'quarter.example', alarmEmail: 'ops@quarter.example' },
});
const { template } = synthesised;
const functions = functionsByHandler(template);
const mailEvents = functions.get('mail-events');

type Resource = { Properties: Json };
const resources = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);

const dataGrants = (name: string) => {
  const fn = functions.get(name);
  if (!fn) throw new Error(`no ${name} Lambda`);
  return statementsOfFunction(template, fn)
    .filter((statement) => statement.Action.some((action) => action.startsWith('dynamodb:')))
    .map((statement) => ({
      actions: [...statement.Action].sort(),
      keys: (statement.Condition?.['ForAllValues:StringLike'] as Json | undefined)?.['dynamodb:LeadingKeys'],
    }));
};

describe('SES events reach the product through EventBridge', () => {
  it('the configuration set every mail names publishes bounces, complaints, rejects and delays to the default bus', () => {
    const [configurationSetId] = resources('AWS::SES::ConfigurationSet').map(([id]) => id);
    const destinations = resources('AWS::SES::ConfigurationSetEventDestination').map(
      ([, resource]) => resource.Properties,
    );

    expect(destinations).toHaveLength(1);
    const [destination] = destinations as [Json];
    expect(destination.ConfigurationSetName).toEqual({ Ref: configurationSetId });
    const event = destination.EventDestination as Json;
    expect(event.Enabled).toBe(true);
    expect([...(event.MatchingEventTypes as string[])].sort()).toEqual(
      ['bounce', 'complaint', 'deliveryDelay', 'reject'].sort(),
    );
    expect(JSON.stringify(event.EventBridgeDestination)).toContain(':event-bus/default');
    // The mailers name that same configuration set.
    const mailer = functions.get('auth-create-challenge');
    const variables = (mailer?.properties.Environment as { Variables: Json }).Variables;
    expect(variables.SES_CONFIGURATION_SET).toEqual({ Ref: configurationSetId });
  });

  it('a rule on the default bus matching source aws.ses invokes the mail-events Lambda', () => {
    expect(mailEvents).toBeDefined();
    const rules = resources('AWS::Events::Rule')
      .map(([, rule]) => rule.Properties)
      .filter((rule) => JSON.stringify(rule.EventPattern ?? null).includes('aws.ses'));

    expect(rules).toHaveLength(1);
    const [rule] = rules as [Json];
    expect(rule.EventBusName).toBeUndefined();
    expect((rule.EventPattern as Json).source).toEqual(['aws.ses']);
    expect((rule.EventPattern as Json)['detail-type']).toEqual([
      'Email Bounced',
      'Email Complaint Received',
      'Email Rejected',
      'Email Delivery Delayed',
    ]);
    const targets = rule.Targets as Json[];
    expect(targets.map((target) => target.Arn)).toEqual([{ 'Fn::GetAtt': [mailEvents?.id, 'Arn'] }]);
    const permissions = resources('AWS::Lambda::Permission').filter(
      ([, permission]) =>
        permission.Properties.Principal === 'events.amazonaws.com' &&
        JSON.stringify(permission.Properties.FunctionName).includes(String(mailEvents?.id)),
    );
    expect(permissions).toHaveLength(1);
    // EventBridge retries a failed invocation, then leaves the event in a dead-letter queue.
    expect(targets[0]?.RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 7200 });
    expect(JSON.stringify(targets[0]?.DeadLetterConfig)).toContain('MailEventDeadLetters');
  });

  it('an alarm fires on any hard bounce or complaint and notifies the alarm topic', () => {
    const alarms = resources('AWS::CloudWatch::Alarm')
      .map(([, alarm]) => alarm.Properties)
      .filter((alarm) => JSON.stringify(alarm.Metrics ?? '').includes('MailHardBounce'));

    expect(alarms).toHaveLength(1);
    const [alarm] = alarms as [Json];
    // The service dimension is the handler name only when the function sets it (lib/observability.ts).
    const variables = (mailEvents?.properties.Environment as { Variables: Json }).Variables;
    expect(variables.POWERTOOLS_SERVICE_NAME).toBe('mail-events');
    const metrics = JSON.stringify(alarm.Metrics);
    expect(metrics).toContain('"MetricName":"MailHardBounce"');
    expect(metrics).toContain('"MetricName":"MailComplaint"');
    expect(metrics).toContain('"Value":"mail-events"');
    expect(alarm.Threshold).toBe(1);
    expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(alarm.TreatMissingData).toBe('notBreaching');
    const [topicId] = resources('AWS::SNS::Topic').map(([id]) => id);
    expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(String(alarm.AlarmDescription)).toContain('RUNBOOK.md#e-mail-bounced');
  });

  it('mail-events writes only mail#... items and sends nothing; the code mailer may read them', () => {
    expect(dataGrants('mail-events')).toEqual([
      { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], keys: ['mail#*'] },
    ]);
    const fn = functions.get('mail-events');
    if (!fn) throw new Error('no mail-events Lambda');
    const other = statementsOfFunction(template, fn)
      .flatMap((statement) => statement.Action)
      .filter((action) => action.startsWith('ses:') || action.startsWith('cognito-idp:'));
    expect(other).toEqual([]);
    // CreateAuthChallenge's grants are item-level: the suppression list is one of them.
    expect(dataGrants('auth-create-challenge')).toContainEqual({
      actions: ['dynamodb:GetItem'],
      keys: ['mail#*'],
    });
  });
});
