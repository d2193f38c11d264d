import { describe, expect, it } from 'vitest';
import { lambdaTimeoutSeconds } from '../../functions/domain/timeouts.ts';
import { synthesise } from './synth.ts';
import { actionsOf, functionsByHandler, statementsOfFunction, type Json } from './template-queries.ts';

/**
 * Issue #30 on AWS: with a WhatsApp number configured, Meta's webhook route (no authorizer: the
 * handler checks X-Hub-Signature-256, like the payment webhook), a queue the webhook fills, the
 * worker reading it one notification at a time, a dead-letter queue that alarms, and Meta's three
 * secrets; without one, none of it exists.
 */
const configured = synthesise({
  context: {
    sesIdentity: 'quarter.example',
    alarmEmail: 'ops@quarter.example',
    whatsappPhoneNumberId: '106540352242922',
  },
});
const bare = synthesise({ context: { sesIdentity: 'quarter.example', alarmEmail: 'ops@quarter.example' } });

type Resource = { Properties: Json };
const resourcesOf = (template: typeof configured.template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);
const routeKeys = (template: typeof configured.template) =>
  resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties);

describe('WhatsApp configured', () => {
  const { template } = configured;
  const functions = functionsByHandler(template);
  const webhook = functions.get('whatsapp-webhook');
  const worker = functions.get('whatsapp-worker');
  const staff = functions.get('admin-chat-session-staff');

  it('routes GET and POST /api/whatsapp/webhook to the webhook with no authorizer', () => {
    const routes = routeKeys(template).filter((route) =>
      String(route.RouteKey).endsWith('/api/whatsapp/webhook'),
    );
    expect(routes.map((route) => route.RouteKey).sort()).toEqual([
      'GET /api/whatsapp/webhook',
      'POST /api/whatsapp/webhook',
    ]);
    for (const route of routes) expect(route.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it('queues to a worker that reads one notification at a time, reports failures, and parks the rest in an alarmed dead-letter queue', () => {
    expect(webhook && worker).toBeTruthy();
    const mappings = resourcesOf(template, 'AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
    const mapping = mappings.find((m) => JSON.stringify(m.FunctionName).includes(worker!.id));
    expect(mapping).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });

    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const queue = queues.find(([id]) => JSON.stringify(mapping!.EventSourceArn).includes(id));
    expect(queue).toBeDefined();
    const props = queue![1].Properties;
    expect(props.VisibilityTimeout).toBeGreaterThanOrEqual(6 * lambdaTimeoutSeconds.whatsappWorker);
    const redrive = props.RedrivePolicy as Json;
    expect(redrive.maxReceiveCount).toBe(5);
    const dlqId = JSON.stringify(redrive.deadLetterTargetArn).match(/"(Whatsapp\w+)"/)?.[1];
    expect(dlqId).toBeDefined();
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    const dlqAlarm = alarms.find((alarm) =>
      JSON.stringify(alarm.Dimensions ?? alarm.Metrics).includes(dlqId!),
    );
    expect(dlqAlarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(JSON.stringify(dlqAlarm!.AlarmActions)).toContain('AlarmTopic');

    const webhookVars = (webhook!.properties.Environment as { Variables: Json }).Variables;
    expect(JSON.stringify(webhookVars.WHATSAPP_QUEUE_URL)).toContain(queue![0]);
    expect(actionsOf(statementsOfFunction(template, webhook!))).toContain('sqs:SendMessage');
  });

  it("keeps Meta's secrets in Secrets Manager, readable only by the functions that use each", () => {
    const secretOf = (fn: { properties: Json }, name: string) =>
      JSON.stringify((fn.properties.Environment as { Variables: Json }).Variables[name] ?? null);
    expect(secretOf(webhook!, 'WHATSAPP_APP_SECRET_ARN')).toContain('WhatsappAppSecret');
    expect(secretOf(webhook!, 'WHATSAPP_VERIFY_TOKEN_ARN')).toContain('WhatsappVerifyToken');
    expect(secretOf(webhook!, 'WHATSAPP_ACCESS_TOKEN_ARN')).toBe('null');
    for (const sender of [worker!, staff!]) {
      expect(secretOf(sender, 'WHATSAPP_ACCESS_TOKEN_ARN')).toContain('WhatsappAccessToken');
      expect(secretOf(sender, 'WHATSAPP_APP_SECRET_ARN')).toBe('null');
      const variables = (sender.properties.Environment as { Variables: Json }).Variables;
      expect(variables.WHATSAPP_PHONE_NUMBER_ID).toBe('106540352242922');
    }
    for (const fn of [webhook!, worker!, staff!])
      expect(JSON.stringify(fn.properties.Environment)).not.toMatch(
        /WHATSAPP_(APP_SECRET|ACCESS_TOKEN|VERIFY_TOKEN)"/,
      );
  });

  it('gives the worker a timeout that outlasts Q and its Graph sends', () => {
    expect(worker!.properties.Timeout).toBe(lambdaTimeoutSeconds.whatsappWorker);
  });
});

describe('WhatsApp not configured', () => {
  it('deploys no webhook route, no worker, no queue', () => {
    const { template } = bare;
    const functions = functionsByHandler(template);
    expect(functions.has('whatsapp-webhook')).toBe(false);
    expect(functions.has('whatsapp-worker')).toBe(false);
    expect(routeKeys(template).some((route) => String(route.RouteKey).includes('whatsapp'))).toBe(false);
    const resources = Object.keys(template.toJSON().Resources as Record<string, unknown>);
    expect(resources.filter((id) => /whatsapp/i.test(id))).toEqual([]);
  });
});
