import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../functions/handlers/routes.ts';
import { synthesise } from './synth.ts';
import { functionsByHandler, type Json } from './template-queries.ts';

/**
 * Issue #25 "Its first day on AWS": the properties of the synthesised stack that AWS's behaviour
 * depends on and that cannot be run here. Each case names the issue sentence it checks.
 */

const prodContext = { alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' };
const prod = synthesise({ stage: 'prod', context: prodContext });
const dev = synthesise({ stage: 'dev', context: { sesIdentity: 'quarter.example' } });

interface Resource {
  readonly Type: string;
  readonly Properties: Json;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}
const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type) as Record<string, Resource>);
const logicalId = (synthesised: typeof prod, element: unknown) =>
  synthesised.stack.getLogicalId(element as CfnElement);
const fnOf = (template: Template, name: string) => {
  const fn = functionsByHandler(template).get(name);
  if (!fn) throw new Error(`no Lambda describes itself as ${name}`);
  return fn;
};

const cognitoTriggers = [
  eventHandlers.defineAuthChallenge,
  eventHandlers.createAuthChallenge,
  eventHandlers.verifyAuthChallenge,
  eventHandlers.preSignUp,
  eventHandlers.preAuthentication,
  eventHandlers.customMessage,
];
const webhooks = ['payments-webhook', 'scheduling-webhook'];
const chatFunctions = ['chat', 'chat-stream'];

describe('"A burst of chat can starve sign-in and payments" (issue #25)', () => {
  const reserved = (name: string) => fnOf(prod.template, name).properties.ReservedConcurrentExecutions;

  it('"Reserve concurrency for the Cognito triggers and both webhooks" in prod', () => {
    for (const name of [...cognitoTriggers, ...webhooks]) {
      const value = reserved(name);
      expect(typeof value, `${name} ReservedConcurrentExecutions`).toBe('number');
      expect(value as number, name).toBeGreaterThan(0);
    }
  });

  it('"cap the chat functions so they cannot take the whole account" in prod', () => {
    for (const name of chatFunctions) {
      const value = reserved(name);
      expect(typeof value, `${name} ReservedConcurrentExecutions`).toBe('number');
      // 0 would throttle every request; a cap is a positive number.
      expect(value as number, name).toBeGreaterThan(0);
    }
  });

  it('leaves Lambda its 100 unreserved executions of a 1,000 account quota, as AWS requires', () => {
    const total = [...functionsByHandler(prod.template).values()]
      .map((fn) => fn.properties.ReservedConcurrentExecutions)
      .filter((value): value is number => typeof value === 'number')
      .reduce((sum, value) => sum + value, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(900);
  });

  it('"alarm on throttles": a CloudWatch alarm reads AWS/Lambda Throttles', () => {
    const alarms = resourcesOf(prod.template, 'AWS::CloudWatch::Alarm').map(([, alarm]) =>
      JSON.stringify(alarm.Properties),
    );
    expect(alarms.filter((alarm) => alarm.includes('Throttles') && alarm.includes('AWS/Lambda'))).not.toEqual(
      [],
    );
  });
});

describe('"A bounced or complained-about e-mail goes unseen" (issue #25)', () => {
  const { template } = prod;
  const configurationSets = resourcesOf(template, 'AWS::SES::ConfigurationSet');
  const destinations = resourcesOf(template, 'AWS::SES::ConfigurationSetEventDestination');
  /** CloudFormation spells the types camelCase (bounce, deliveryDelay); SES's API upper case. */
  const normalised = (type: string) => type.replace(/_/g, '').toLowerCase();

  it('"Send bounces, complaints, rejects and delivery delays" from the mailer\'s configuration set to EventBridge', () => {
    expect(configurationSets).toHaveLength(1);
    const [setId] = configurationSets[0]!;
    const toEventBridge = destinations.filter(([, destination]) => {
      const config = destination.Properties.EventDestination as Json;
      return (
        JSON.stringify(destination.Properties.ConfigurationSetName) === JSON.stringify({ Ref: setId }) &&
        config.Enabled !== false &&
        config.EventBridgeDestination !== undefined
      );
    });
    expect(toEventBridge).toHaveLength(1);
    const config = toEventBridge[0]![1].Properties.EventDestination as {
      MatchingEventTypes: string[];
      EventBridgeDestination: { EventBusArn: unknown };
    };
    expect(config.MatchingEventTypes.map(normalised)).toEqual(
      expect.arrayContaining(['bounce', 'complaint', 'reject', 'deliverydelay']),
    );
    // "Only the default bus is supported" (AWS::SES::ConfigurationSetEventDestination EventBridgeDestination).
    expect(JSON.stringify(config.EventBridgeDestination.EventBusArn)).toContain('event-bus/default');
  });

  it('"to a handler that records them": an EventBridge rule for source aws.ses targets the mail-events Lambda', () => {
    const mailEvents = fnOf(template, 'mail-events');
    const rules = resourcesOf(template, 'AWS::Events::Rule').filter(([, rule]) => {
      const pattern = rule.Properties.EventPattern as { source?: string[] } | undefined;
      return pattern?.source?.includes('aws.ses');
    });
    expect(rules).toHaveLength(1);
    const [ruleId, rule] = rules[0]!;
    expect(rule.Properties.State ?? 'ENABLED').toBe('ENABLED');
    expect(JSON.stringify(rule.Properties.EventBusName ?? 'default')).toContain('default');
    const targets = rule.Properties.Targets as { Arn: unknown }[];
    expect(targets.map((target) => target.Arn)).toContainEqual({ 'Fn::GetAtt': [mailEvents.id, 'Arn'] });
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission').filter(
      ([, permission]) =>
        permission.Properties.Principal === 'events.amazonaws.com' &&
        JSON.stringify(permission.Properties.FunctionName).includes(mailEvents.id) &&
        JSON.stringify(permission.Properties.SourceArn).includes(ruleId),
    );
    expect(permissions).toHaveLength(1);
  });

  it('"and feeds an alarm": an alarm on the hard bounces and complaints the handler counts', () => {
    const ours = resourcesOf(template, 'AWS::CloudWatch::Alarm')
      .map(([, alarm]) => alarm.Properties)
      .filter((alarm) => alarm.Namespace !== 'AWS/SES')
      .filter((alarm) => /bounce|complain/i.test(JSON.stringify(alarm)));
    expect(ours).not.toEqual([]);
  });
});

describe('"Day-two operations" (issue #25)', () => {
  it('"prod has PITR but no backup plan": an AWS Backup plan and a selection covering the table', () => {
    const tableId = logicalId(prod, prod.stack.data.table.node.defaultChild);
    const plans = resourcesOf(prod.template, 'AWS::Backup::BackupPlan');
    expect(plans.length).toBeGreaterThan(0);
    const selections = resourcesOf(prod.template, 'AWS::Backup::BackupSelection');
    const covering = selections.filter(([, selection]) =>
      JSON.stringify((selection.Properties.BackupSelection as Json).Resources ?? []).includes(`"${tableId}"`),
    );
    expect(covering).toHaveLength(1);
    const planIds = plans.map(([id]) => id);
    expect(planIds).toContain((covering[0]![1].Properties.BackupPlanId as { Ref: string }).Ref);
    for (const [, plan] of plans) {
      const rules = (plan.Properties.BackupPlan as { BackupPlanRule: Json[] }).BackupPlanRule;
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) {
        // "a retention": backups expire on a schedule, kept in the vault when the table goes.
        expect((rule.Lifecycle as { DeleteAfterDays?: number } | undefined)?.DeleteAfterDays).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('"with a retention that survives a deleted table": the vault is retained when the stack is deleted', () => {
    const vaults = resourcesOf(prod.template, 'AWS::Backup::BackupVault');
    expect(vaults.length).toBeGreaterThan(0);
    const plans = resourcesOf(prod.template, 'AWS::Backup::BackupPlan');
    const targetVaults = plans.flatMap(([, plan]) =>
      (plan.Properties.BackupPlan as { BackupPlanRule: { TargetBackupVault: unknown }[] }).BackupPlanRule.map(
        (rule) => JSON.stringify(rule.TargetBackupVault),
      ),
    );
    for (const target of targetVaults) {
      const vault = vaults.find(([id]) => target.includes(`"${id}"`));
      expect(vault, `the vault of ${target} is in the stack`).toBeDefined();
      expect(vault![1].DeletionPolicy).toBe('Retain');
      expect(vault![1].UpdateReplacePolicy).toBe('Retain');
    }
  });

  it('"dev buckets cannot be emptied by cdk destroy (no auto-delete)": the website and uploads buckets are auto-emptied', () => {
    const buckets = resourcesOf(dev.template, 'AWS::S3::Bucket');
    const autoDeleted = resourcesOf(dev.template, 'Custom::S3AutoDeleteObjects').map(([, resource]) =>
      JSON.stringify(resource.Properties.BucketName),
    );
    // Only the distribution's origins: its access logs go to a second bucket it also references
    // (coordinator's edit of this blind test: it counted that log bucket as a website bucket).
    const distribution = JSON.stringify(
      Object.values(dev.template.findResources('AWS::CloudFront::Distribution')).map(
        (resource) =>
          (resource as { Properties: { DistributionConfig: { Origins: unknown } } }).Properties
            .DistributionConfig.Origins,
      ),
    );
    // The website bucket is the distribution's S3 origin; the uploads bucket takes browser POSTs.
    const website = buckets.filter(([id]) => distribution.includes(`"${id}"`));
    const uploads = buckets.filter(([, bucket]) =>
      JSON.stringify(bucket.Properties.CorsConfiguration ?? {}).includes('"POST"'),
    );
    expect(website, 'the website bucket').toHaveLength(1);
    expect(uploads, 'the uploads bucket').toHaveLength(1);
    for (const [id] of [...website, ...uploads]) {
      expect(
        autoDeleted.some((name) => name.includes(`"${id}"`)),
        `${id} is emptied by cdk destroy`,
      ).toBe(true);
    }
  });

  it('"AdminUpdateUserAttributes is granted on every user pool of the account": only on the product\'s pool', () => {
    for (const synthesised of [prod, dev]) {
      const poolId = logicalId(synthesised, synthesised.stack.auth.userPool.node.defaultChild);
      const documents = [
        ...resourcesOf(synthesised.template, 'AWS::IAM::Policy').map(([, p]) => p.Properties.PolicyDocument),
        ...resourcesOf(synthesised.template, 'AWS::IAM::ManagedPolicy').map(
          ([, p]) => p.Properties.PolicyDocument,
        ),
        ...resourcesOf(synthesised.template, 'AWS::IAM::Role').flatMap(([, role]) =>
          ((role.Properties.Policies as { PolicyDocument: unknown }[] | undefined) ?? []).map(
            (policy) => policy.PolicyDocument,
          ),
        ),
      ];
      const granting = documents
        .flatMap((document) => (document as { Statement: Json[] }).Statement)
        .filter((statement) => {
          const actions = ([] as unknown[]).concat(statement.Action);
          return actions.some(
            (action) =>
              action === 'cognito-idp:AdminUpdateUserAttributes' ||
              action === '*' ||
              (typeof action === 'string' &&
                action.startsWith('cognito-idp:') &&
                action.includes('*') &&
                new RegExp(`^${action.replace(/\*/g, '.*')}$`).test('cognito-idp:AdminUpdateUserAttributes')),
          );
        });
      expect(granting.length, 'some function still updates user attributes').toBeGreaterThan(0);
      for (const statement of granting) {
        expect(statement.Effect).toBe('Allow');
        const resources = ([] as unknown[]).concat(statement.Resource);
        for (const resource of resources) {
          const text = JSON.stringify(resource);
          expect(text, 'never "*"').not.toContain('*');
          expect(text, "the product's own pool").toContain(`"${poolId}"`);
        }
      }
    }
  });

  it('"with a custom domain, the CSP\'s wss: origin names the CloudFront host, not the domain": connect-src has wss://<domain>', () => {
    const withDomain = synthesise({
      context: {
        sesIdentity: 'quarter.example',
        domainName: 'app.quarter.example',
        hostedZoneId: 'Z0123456789ABC',
        hostedZoneName: 'quarter.example',
      },
    });
    const policies = resourcesOf(withDomain.template, 'AWS::CloudFront::ResponseHeadersPolicy')
      .map(([, policy]) => JSON.stringify(policy.Properties))
      .filter((text) => text.includes('connect-src'));
    expect(policies.length).toBeGreaterThan(0);
    for (const text of policies) {
      const connect = /connect-src[^;]*/.exec(text)?.[0] ?? '';
      expect(connect).toMatch(/wss:\/\/app\.quarter\.example(?=[\s/";]|$)/);
    }
  });
});
