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
    if (!(node instanceof lambda.Function) || !node.role) return;
    const fn = node.node.defaultChild;
    const role = node.role.node.defaultChild;
    if (!CfnResource.isCfnResource(fn) || !CfnResource.isCfnResource(role)) return;
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
}
