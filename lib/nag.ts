import { Aspects, CfnResource, Validations, type IAspect } from 'aws-cdk-lib';
import { AwsSolutionsChecks, PCIDSS321Checks, ServerlessChecks, rules, type NagPack } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * The cdk-nag packs every stage must pass with each finding fixed or acknowledged beside its
 * resource: AWS Solutions, Serverless and PCI DSS 3.2.1 (payments and ID documents pass through).
 */
export const nagPacks = (scope?: IConstruct): NagPack[] => [
  new AwsSolutionsChecks(scope, { verbose: true }),
  new ServerlessChecks(scope, { verbose: true }),
  new PCIDSS321Checks(scope, { verbose: true }),
];

export interface ExpectedFinding {
  /** Matched against the whole finding, e.g. `Action::s3:List*` or `Resource::<Bucket.Arn>/*`. */
  readonly finding: RegExp;
  readonly reason: string;
}

/**
 * Acknowledges the AwsSolutions-IAM5 (wildcard) findings of the IAM resources under `scope` that match
 * one of `expected`, each with its own reason. Findings name logical ids and asset buckets, known only
 * once the tree is complete, so this runs as an aspect; any finding not expected still fails synth.
 */
export function acknowledgeWildcards(scope: IConstruct, expected: readonly ExpectedFinding[]): void {
  Aspects.of(scope).add(new AcknowledgeWildcards(expected));
}

class AcknowledgeWildcards implements IAspect {
  constructor(private readonly expected: readonly ExpectedFinding[]) {}

  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node)) return;
    const result = rules.iam.IAMNoWildcardPermissions(node);
    if (!Array.isArray(result)) return;
    for (const finding of result) {
      const match = this.expected.find((candidate) => candidate.finding.test(finding));
      if (match)
        Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: match.reason });
    }
  }
}
