import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../functions/adapters/observability.ts';
import { RUNBOOK_SECTIONS } from '../../lib/observability.ts';
import { describeViolations, nagViolations, synthesise } from './synth.ts';
import { readFileSync } from 'node:fs';

const { stack, template } = synthesise({ context: { alarmEmail: 'ops@example.com' } });
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as {
  Properties: {
    AlarmDescription?: string;
    MetricName?: string;
    Namespace?: string;
    Threshold?: number;
    Dimensions?: { Name: string; Value: unknown }[];
    Metrics?: unknown[];
  };
}[];
const described = (text: string) =>
  alarms.filter((alarm) => alarm.Properties.AlarmDescription?.includes(text));

describe('alarms and the dashboard (issue #16)', () => {
  it('alarms on every HTTP function that answers a handled 5xx, read from its ServerError metric', () => {
    const handled = alarms.filter((alarm) => alarm.Properties.MetricName === BUSINESS_METRICS.serverError);
    const services = handled.map(
      (alarm) => alarm.Properties.Dimensions?.find((d) => d.Name === 'service')?.Value,
    );
    expect(services).toEqual(
      expect.arrayContaining([
        'chat',
        'payments-verify',
        'payments-webhook',
        'referrals-apply',
        'launch-chat-onboarding',
      ]),
    );
    for (const alarm of handled) {
      expect(alarm.Properties).toMatchObject({ Namespace: 'Quarter', Threshold: 1 });
      expect(alarm.Properties.AlarmDescription).toContain(`RUNBOOK.md#${RUNBOOK_SECTIONS.serverError}`);
    }
  });

  it('alarms on any duplicate payment or amount mismatch, stream lag, SES bounces and complaints', () => {
    expect(described(`#${RUNBOOK_SECTIONS.duplicatePayment}`)).toHaveLength(1);
    expect(described(`#${RUNBOOK_SECTIONS.amountMismatch}`)).toHaveLength(1);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Threshold: 60_000,
      AlarmDescription: Match.stringLikeRegexp(RUNBOOK_SECTIONS.streamLag),
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
  });

  it('sends every e-mail through the configuration set and names each function as its metrics service', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Environment?: { Variables?: Record<string, unknown> } };
    }[];
    const mailers = functions.filter((fn) => fn.Properties.Environment?.Variables?.MAIL_FROM);
    expect(mailers.length).toBeGreaterThan(3);
    for (const fn of mailers)
      expect(fn.Properties.Environment?.Variables?.SES_CONFIGURATION_SET).toBeDefined();
    const named = functions.filter((fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
    expect(named.length).toBeGreaterThan(20);
  });

  it('links every alarm description to a RUNBOOK.md section that exists', () => {
    const runbook = readFileSync('RUNBOOK.md', 'utf8');
    const headings = new Set(
      [...runbook.matchAll(/^##+ (.+)$/gm)].map((match) =>
        (match[1] ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      ),
    );
    for (const section of Object.values(RUNBOOK_SECTIONS)) expect(headings, section).toContain(section);
  });

  it('draws one dashboard with routes, business metrics, Q and Bedrock', () => {
    const dashboards = template.findResources('AWS::CloudWatch::Dashboard');
    expect(Object.keys(dashboards)).toHaveLength(1);
    const body = JSON.stringify(template.toJSON());
    for (const title of [
      'Requests per route',
      'p99 latency per route (ms)',
      'Money',
      'Q: fallbacks and Bedrock latency',
    ])
      expect(body).toContain(title);
    expect(body).toContain('AWS/Bedrock');
  });

  it('keeps cdk-nag at zero unacknowledged findings', () => {
    expect(describeViolations(nagViolations(stack))).toEqual([]);
  });
});
