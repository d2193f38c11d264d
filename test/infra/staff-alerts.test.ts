import { describe, expect, it } from 'vitest';
import { describeViolations, nagViolations, synthesise } from './synth.ts';
import { actionsOf, functionsByHandler, statementsOfFunction, type Json } from './template-queries.ts';

const context = { sesIdentity: 'quarter.example', alarmEmail: 'ops@quarter.example' };

function fanoutOf(synthesised: ReturnType<typeof synthesise>) {
  const fn = functionsByHandler(synthesised.template).get('stream-fanout');
  if (!fn) throw new Error('no stream-fanout Lambda');
  const variables = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
  return { fn, variables };
}

const secretsOf = (synthesised: ReturnType<typeof synthesise>) =>
  Object.values(
    synthesised.template.findResources('AWS::SecretsManager::Secret') as Record<string, { Properties: Json }>,
  )
    .map((secret) => String(secret.Properties.Description))
    .filter((description) => description.includes('staff alert webhook'));

/** The Lambdas that alert staff about a failed or stuck referral payout (functions/services/payouts). */
const PAYOUT_ALERTERS = ['payments-webhook', 'payouts-reconcile'];

const variablesOf = (synthesised: ReturnType<typeof synthesise>, handler: string) => {
  const fn = functionsByHandler(synthesised.template).get(handler);
  if (!fn) throw new Error(`no ${handler} Lambda`);
  return (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
};

describe('staff alerts on AWS', () => {
  it('without alertWebhookUrl: the stream Lambda e-mails alerts to alarmEmail and has no webhook or its secret', () => {
    // Act
    const synthesised = synthesise({ context });
    const { fn, variables } = fanoutOf(synthesised);

    // Assess
    expect(variables.STAFF_ALERT_EMAIL).toBe('ops@quarter.example');
    expect(variables.MAIL_FROM).toBeDefined();
    expect(variables.SITE_URL).toBeDefined();
    expect(variables.STAFF_ALERT_WEBHOOK_URL).toBeUndefined();
    expect(variables.STAFF_ALERT_WEBHOOK_SECRET_ARN).toBeUndefined();
    expect(actionsOf(statementsOfFunction(synthesised.template, fn))).toContain('ses:SendEmail');
    expect(secretsOf(synthesised)).toEqual([]);
    expect(Object.keys(synthesised.template.findOutputs('AlertWebhookSecretArn'))).toHaveLength(0);
  });

  it('with alertWebhookUrl: the URL, and a secret only the stream Lambda may read', () => {
    // Act
    const synthesised = synthesise({
      context: { ...context, alertWebhookUrl: 'https://hooks.quarter.example/alerts' },
    });
    const { fn, variables } = fanoutOf(synthesised);

    // Assess
    expect(variables.STAFF_ALERT_WEBHOOK_URL).toBe('https://hooks.quarter.example/alerts');
    const secretRef = JSON.stringify(variables.STAFF_ALERT_WEBHOOK_SECRET_ARN);
    expect(secretRef).toContain('AlertWebhookSecret');
    expect(secretsOf(synthesised)).toHaveLength(1);
    expect(Object.keys(synthesised.template.findOutputs('AlertWebhookSecretArn'))).toHaveLength(1);
    const readers = [...functionsByHandler(synthesised.template)].filter(([, other]) =>
      statementsOfFunction(synthesised.template, other).some(
        (statement) =>
          actionsOf([statement]).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes('AlertWebhookSecret'),
      ),
    );
    // Issue #29: failed and stuck payouts alert from the payments webhook and the reconcile too.
    expect(readers.map(([name]) => name).sort()).toEqual(PAYOUT_ALERTERS.concat('stream-fanout').sort());
    expect(actionsOf(statementsOfFunction(synthesised.template, fn))).toContain(
      'secretsmanager:GetSecretValue',
    );
    expect(describeViolations(nagViolations(synthesised.stack))).toEqual([]);
  });

  it('with alertWebhookUrl: every Lambda that alerts about payouts has the same alert env as the stream', () => {
    // Act
    const synthesised = synthesise({
      context: { ...context, alertWebhookUrl: 'https://hooks.quarter.example/alerts' },
    });
    const stream = fanoutOf(synthesised).variables;

    // Assess
    for (const handler of PAYOUT_ALERTERS) {
      const variables = variablesOf(synthesised, handler);
      expect(variables.STAFF_ALERT_EMAIL, handler).toBe('ops@quarter.example');
      expect(variables.STAFF_ALERT_WEBHOOK_URL, handler).toBe(stream.STAFF_ALERT_WEBHOOK_URL);
      expect(variables.STAFF_ALERT_WEBHOOK_SECRET_ARN, handler).toEqual(
        stream.STAFF_ALERT_WEBHOOK_SECRET_ARN,
      );
    }
  });

  it('without alertWebhookUrl: the payout Lambdas alert by e-mail alone', () => {
    const synthesised = synthesise({ context });
    for (const handler of PAYOUT_ALERTERS) {
      const variables = variablesOf(synthesised, handler);
      expect(variables.STAFF_ALERT_EMAIL, handler).toBe('ops@quarter.example');
      expect(variables.STAFF_ALERT_WEBHOOK_URL, handler).toBeUndefined();
    }
  });

  it('refuses an alertWebhookUrl that is not https', () => {
    expect(() => synthesise({ context: { ...context, alertWebhookUrl: 'http://hooks.example/x' } })).toThrow(
      'Context "alertWebhookUrl" must be an https URL',
    );
  });
});
