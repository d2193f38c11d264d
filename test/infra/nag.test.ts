import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { nagViolations, synthesise, type NagViolation } from './synth.ts';

const describeViolations = (violations: readonly NagViolation[]) =>
  violations.map(
    (violation) =>
      `${violation.ruleName} (${violation.severity}) at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
  );

describe.each(['dev', 'prod'] as const)('cdk-nag AwsSolutions on the %s stage', (stage) => {
  // dev without a verified SES identity (Cognito's own sender), prod with one: both branches are checked.
  const { stack, template } = synthesise({
    stage,
    context: stage === 'prod' ? { sesIdentity: 'quarter.example' } : {},
  });

  it('reports no unacknowledged error or warning', () => {
    const violations = nagViolations(stack);
    expect(describeViolations(violations)).toEqual([]);
    expect(violations.filter((violation) => violation.severity === 'error')).toEqual([]);
    expect(violations.filter((violation) => violation.severity === 'warning')).toEqual([]);
  });

  it('raises no warning of its own either', () => {
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it(stage === 'prod' ? 'keeps the user pool and logs when the stack goes' : 'can be torn down', () => {
    const retained = stage === 'prod';
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: retained ? 'Retain' : 'Delete',
      Properties: Match.objectLike({ DeletionProtection: retained ? 'ACTIVE' : 'INACTIVE' }),
    });
    const logGroups = Object.values(template.findResources('AWS::Logs::LogGroup'));
    for (const logGroup of logGroups) expect(logGroup.DeletionPolicy).toBe(retained ? 'Retain' : 'Delete');
  });
});
