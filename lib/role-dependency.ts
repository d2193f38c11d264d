import { CfnResource, Lazy, Stack, type IAspect } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

/**
 * lambda.Function makes its CfnFunction DependsOn its role, although `Role: Fn::GetAtt [role, Arn]`
 * already orders the two; cfn-lint flags that as W3005. This aspect renders DependsOn without the
 * role, keeping every other dependency (the role's default policy above all: without it a first
 * invocation could run before its permissions exist). Construct dependencies become DependsOn only
 * after aspects run, so the list is computed lazily, when the template is written.
 */
export class NoRedundantRoleDependency implements IAspect {
  visit(node: IConstruct): void {
    // aws-cdk-lib's own custom resource providers (S3 autoDeleteObjects) are a bare CfnResource
    // Handler beside its Role, with the same redundant DependsOn.
    if (
      CfnResource.isCfnResource(node) &&
      node.cfnResourceType === 'AWS::Lambda::Function' &&
      node.node.id === 'Handler'
    ) {
      const providerRole = node.node.scope?.node.tryFindChild('Role');
      if (CfnResource.isCfnResource(providerRole)) dependOnAllBut(node, providerRole);
      return;
    }
    if (!(node instanceof lambda.Function) || !node.role) return;
    const fn = node.node.defaultChild;
    const role = node.role.node.defaultChild;
    if (!CfnResource.isCfnResource(fn) || !CfnResource.isCfnResource(role)) return;
    dependOnAllBut(fn, role);
  }
}

/** DependsOn as the construct tree has it, less the role `Role: Fn::GetAtt` already waits for. */
function dependOnAllBut(fn: CfnResource, role: CfnResource): void {
  const stack = Stack.of(fn);
  fn.addOverride(
    'DependsOn',
    Lazy.any(
      {
        produce: () =>
          fn
            .obtainDependencies()
            .filter((dependency) => dependency !== role && CfnResource.isCfnResource(dependency))
            .map((dependency) => String(stack.resolve((dependency as CfnResource).logicalId)))
            .sort(),
      },
      { omitEmptyArray: true },
    ),
  );
}
