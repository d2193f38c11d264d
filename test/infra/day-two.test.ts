import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../functions/handlers/routes.ts';
import { BACKUP_RETENTION } from '../../lib/backup.ts';
import { functionsByHandler, statementsOfFunction } from './template-queries.ts';
import { describeViolations, nagViolations, synthesise } from './synth.ts';

/** Issue #25, day-two operations: what the stack does for the people who run it after the launch. */
const prodContext = { alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' };
const prod = synthesise({ stage: 'prod', context: prodContext });
const dev = synthesise({ context: { domainName: 'app.quarter.example' } });

type Resources = Record<string, { Properties: Record<string, unknown>; DeletionPolicy?: string }>;
const resources = (template: Template, type: string) => template.findResources(type) as Resources;
const idOf = (template: Template, type: string, pattern: RegExp) => {
  const ids = Object.keys(resources(template, type)).filter((id) => pattern.test(id));
  if (ids.length !== 1) throw new Error(`${type} matching ${pattern}: ${ids.join(', ') || 'none'}`);
  return ids[0] as string;
};

describe('the prod backup plan', () => {
  it('backs the table up daily and monthly into a vault kept when the stack or table goes', () => {
    const table = idOf(prod.template, 'AWS::DynamoDB::Table', /Table/);
    const selections = Object.values(resources(prod.template, 'AWS::Backup::BackupSelection'));
    expect(selections).toHaveLength(1);
    expect(JSON.stringify(selections[0]?.Properties)).toContain(
      JSON.stringify({ 'Fn::GetAtt': [table, 'Arn'] }),
    );

    const plan = Object.values(resources(prod.template, 'AWS::Backup::BackupPlan'))[0];
    const rules = (plan?.Properties.BackupPlan as { BackupPlanRule: Record<string, unknown>[] })
      .BackupPlanRule;
    expect(
      rules.map((rule) => (rule.Lifecycle as { DeleteAfterDays: number }).DeleteAfterDays).sort(),
    ).toEqual([BACKUP_RETENTION.daily.toDays(), BACKUP_RETENTION.monthly.toDays()].sort());
    const vault = idOf(prod.template, 'AWS::Backup::BackupVault', /Vault/);
    for (const rule of rules)
      expect(rule.TargetBackupVault).toEqual({ 'Fn::GetAtt': [vault, 'BackupVaultName'] });

    prod.template.hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    const vaultKey = (
      resources(prod.template, 'AWS::Backup::BackupVault')[vault]?.Properties.EncryptionKeyArn as {
        'Fn::GetAtt': [string, string];
      }
    )['Fn::GetAtt'][0];
    expect(resources(prod.template, 'AWS::KMS::Key')[vaultKey]?.DeletionPolicy).toBe('Retain');
  });

  it('is prod only: dev is torn down with its data', () => {
    expect(resources(dev.template, 'AWS::Backup::BackupPlan')).toEqual({});
  });
});

describe('dev buckets', () => {
  const emptied = (template: Template) =>
    Object.values(resources(template, 'Custom::S3AutoDeleteObjects')).map((resource) =>
      JSON.stringify(resource.Properties.BucketName),
    );

  it('are emptied by `cdk destroy`, so the stack goes whole: site, uploads and access logs', () => {
    const buckets = ['SiteContent', 'UploadsBucket', 'AccessLogsBucket'].map((name) =>
      idOf(dev.template, 'AWS::S3::Bucket', new RegExp(`^${name}[0-9A-F]{8}$`)),
    );
    for (const bucket of buckets) expect(emptied(dev.template)).toContain(JSON.stringify({ Ref: bucket }));
  });

  it('but never in prod, whose buckets are retained with what they hold', () => {
    expect(emptied(prod.template)).toEqual([]);
  });
});

describe('the Cognito triggers', () => {
  it("may call AdminUpdateUserAttributes and read clients and groups on the product's own pool only", () => {
    const pool = idOf(prod.template, 'AWS::Cognito::UserPool', /UserPool/);
    const functions = functionsByHandler(prod.template);
    const cognito = [eventHandlers.verifyAuthChallenge, eventHandlers.preAuthentication].flatMap((name) =>
      statementsOfFunction(prod.template, functions.get(name)!).filter((statement) =>
        statement.Action.some((action) => action.startsWith('cognito-idp:')),
      ),
    );
    expect(cognito.flatMap((statement) => statement.Action).sort()).toEqual([
      'cognito-idp:AdminListGroupsForUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:DescribeUserPoolClient',
    ]);
    for (const statement of cognito) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [pool, 'Arn'] });
    expect(JSON.stringify(resources(prod.template, 'AWS::IAM::Policy'))).not.toContain('userpool/*');
  });

  it('run under threat protection that covers custom auth, which every customer signs in with', () => {
    prod.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: {
        AdvancedSecurityMode: 'ENFORCED',
        AdvancedSecurityAdditionalFlows: { CustomAuthMode: 'ENFORCED' },
      },
    });
  });
});

describe('a custom domain', () => {
  it("names the domain's wss:// origin in the CSP connect-src, where the socket is (config.json wsUrl)", () => {
    const policy = Object.values(resources(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy')).find(
      (resource) => JSON.stringify(resource).includes('connect-src'),
    );
    const csp = JSON.stringify(policy);
    const connect = /connect-src [^;"]*/.exec(csp)?.[0] ?? '';
    expect(connect.split(' ')).toContain('wss://app.quarter.example');
    expect(JSON.stringify(dev.template.toJSON())).toContain('wss://app.quarter.example/ws');
  });
});

describe('the new resources', () => {
  it('keep cdk-nag at zero unacknowledged findings', () => {
    expect(describeViolations(nagViolations(prod.stack))).toEqual([]);
  });
});
