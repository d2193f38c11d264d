import { describe, expect, it } from 'vitest';
import {
  followUpMarginMs,
  httpIntegrationLimitSeconds,
  outboundTimeoutsMs,
  type OutboundCall,
} from '../../functions/domain/timeouts.ts';
import { routes } from '../../functions/handlers/routes.ts';
import { handlerNeeds, type HandlerNeeds } from '../../lib/handler-needs.ts';
import { synthesise } from './synth.ts';
import { functionsByHandler } from './template-queries.ts';

// The deployed timeouts, as CloudFormation will set them; with WhatsApp configured (issue #30), so
// every handler of handler-needs.ts is deployed and checked.
const { template } = synthesise({ context: { whatsappPhoneNumberId: '106540352242922' } });
const timeoutSecondsOf = (name: string): number => {
  const fn = functionsByHandler(template).get(name);
  if (!fn) throw new Error(`no Lambda for ${name}`);
  return fn.properties.Timeout as number;
};
const callsOf = (needs: HandlerNeeds): readonly OutboundCall[] => needs.calls ?? [];
const withCalls = Object.entries(handlerNeeds).filter(([, needs]) => callsOf(needs).length > 0);
const httpHandlers = new Set<string>(routes.map((route) => route.handler));

describe('Lambda timeouts against their outbound calls (functions/domain/timeouts.ts)', () => {
  it('cover Paystack, Bedrock, SES and Cognito callers', () => {
    const called = new Set(withCalls.flatMap(([, needs]) => callsOf(needs)));
    for (const call of ['paystack', 'bedrock', 'ses', 'cognito'] as const) expect(called).toContain(call);
  });

  it.each(withCalls.map(([name]) => name))(
    '%s outlasts its slowest chain of calls plus the follow-up margin',
    (name) => {
      const calls = callsOf(handlerNeeds[name as keyof typeof handlerNeeds]);
      const outboundMs = calls.reduce((total, call) => total + outboundTimeoutsMs[call], 0);
      expect(
        timeoutSecondsOf(name) * 1000,
        `${name}: ${calls.join(' + ')} = ${outboundMs} ms, + ${followUpMarginMs} ms margin`,
      ).toBeGreaterThan(outboundMs + followUpMarginMs);
    },
  );

  it('gives the payment Lambdas more than the Paystack client waits, with room for the calls around it', () => {
    for (const name of ['payments-checkout', 'payments-verify'])
      expect(timeoutSecondsOf(name) * 1000).toBeGreaterThan(outboundTimeoutsMs.paystack + followUpMarginMs);
  });

  it('lists every call its privileges imply', () => {
    for (const [name, needs] of Object.entries(handlerNeeds) as [string, HandlerNeeds][]) {
      const calls = callsOf(needs);
      if (needs.sendsMail) expect(calls, name).toContain('ses');
      if (needs.invokesModel) expect(calls, name).toContain('bedrock');
      if (needs.paystack === 'api') expect(calls, name).toContain('secretsManager');
    }
  });

  it(`ends every HTTP handler before API Gateway stops waiting (${httpIntegrationLimitSeconds} s)`, () => {
    for (const name of httpHandlers)
      expect(timeoutSecondsOf(name), name).toBeLessThan(httpIntegrationLimitSeconds);
  });
});
