import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { describeViolations, nagViolations, synthesise } from './synth.ts';

// The dev stage is checked in backend.test.ts on the stack it already synthesises (one synthesis per
// file keeps the infra project fast). Here the prod stage, which must name its alarm e-mail and its
// verified SES identity (issue #16).
describe('cdk-nag AwsSolutions, Serverless and PCI DSS 3.2.1 on the prod stage', () => {
  const originVerifySecretVersion = '4d0c2a1e-5c7b-4bb1-9a65-0d1c9b7e1f00';
  const { stack, template } = synthesise({
    stage: 'prod',
    context: { originVerifySecretVersion, alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' },
  });

  it('reports no unacknowledged error or warning', () => {
    const violations = nagViolations(stack);
    expect(describeViolations(violations)).toEqual([]);
  });

  it('raises no warning of its own either', () => {
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('owns no account-wide API Gateway setting', () => {
    expect(template.findResources('AWS::ApiGateway::Account')).toEqual({});
  });

  it('keeps the user pool, the table, the secrets and the logs when the stack goes', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    for (const type of ['AWS::Logs::LogGroup', 'AWS::SecretsManager::Secret', 'AWS::KMS::Key']) {
      const resources = Object.entries(template.findResources(type));
      expect(resources.length, type).toBeGreaterThan(0);
      for (const [id, resource] of resources) expect(resource.DeletionPolicy, id).toBe('Retain');
    }
    expect(
      Object.values(template.findResources('AWS::Cognito::UserPool'))[0]?.Properties.EmailConfiguration,
    ).toMatchObject({ EmailSendingAccount: 'DEVELOPER' });
  });

  it('pins the origin-verify secret to the version named at deploy, so a rotation reaches all its users', () => {
    const text = JSON.stringify(template.toJSON());
    const references = text.split('{{resolve:secretsmanager:').length - 1;
    const pinned = text.split(`:SecretString:::${originVerifySecretVersion}}}`).length - 1;
    // The CloudFront origins (/api and /ws); the Lambdas read the secret at init instead.
    expect(references).toBeGreaterThanOrEqual(2);
    expect(pinned).toBe(references);
  });
});
