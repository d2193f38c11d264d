import { describe, expect, it } from 'vitest';
import { synthesise } from './synth.ts';

/**
 * Issue #30 "With no WhatsApp configured on AWS, the route is not deployed": a stack synthesised
 * without any WhatsApp setting has no WhatsApp webhook route, worker queue or secret. (How a stage
 * turns WhatsApp on is not fixed by CONTRACT-30, so the configured shape — queue, dead-letter queue,
 * alarm, secrets, timeouts — is not checked here; see the blind tester's report.)
 */
const { template } = synthesise({
  stage: 'prod',
  context: { sesIdentity: 'quarter.example', alarmEmail: 'ops@quarter.example' },
});

describe('WhatsApp on AWS when no number is connected', () => {
  it('deploys no WhatsApp webhook route', () => {
    const routeKeys = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route') as Record<
        string,
        { Properties: { RouteKey: string } }
      >,
    ).map((route) => route.Properties.RouteKey);

    expect(routeKeys.length).toBeGreaterThan(0);
    expect(routeKeys.filter((key) => key.includes('/api/whatsapp'))).toEqual([]);
  });

  it('creates no WhatsApp secret or queue', () => {
    const named = (type: string) =>
      Object.entries(template.findResources(type)).filter(([id, resource]) =>
        /whatsapp/i.test(`${id} ${JSON.stringify(resource)}`),
      );

    expect(named('AWS::SecretsManager::Secret')).toEqual([]);
    expect(named('AWS::SQS::Queue')).toEqual([]);
  });
});
