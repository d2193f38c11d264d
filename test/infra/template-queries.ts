import type { Template } from 'aws-cdk-lib/assertions';

export type Json = Record<string, unknown>;

export interface Statement {
  readonly Effect: string;
  readonly Action: string[];
  readonly Resource: unknown;
  readonly Condition?: Json;
}

interface Resource {
  readonly Type: string;
  readonly Properties: Json;
}

/** Lambda functions of the product by handler name (HouseFunction sets Description to it). */
export function functionsByHandler(template: Template): Map<string, { id: string; properties: Json }> {
  const found = new Map<string, { id: string; properties: Json }>();
  for (const [id, resource] of Object.entries(
    template.findResources('AWS::Lambda::Function') as Record<string, Resource>,
  )) {
    const description = resource.Properties.Description;
    if (typeof description !== 'string') continue;
    if (found.has(description)) throw new Error(`two functions describe themselves as ${description}`);
    found.set(description, { id, properties: resource.Properties });
  }
  return found;
}

export function allStatements(template: Template): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).flatMap(
    (policy) => statementsIn(policy.Properties.PolicyDocument),
  );
}

function statementsIn(document: unknown): Statement[] {
  const statements = (
    document as { Statement: Array<Omit<Statement, 'Action'> & { Action: string | string[] }> }
  ).Statement;
  return statements.map((statement) => ({
    ...statement,
    Action: Array.isArray(statement.Action) ? statement.Action : [statement.Action],
  }));
}

/** Every statement of every policy attached to the function's execution role. */
export function statementsOfFunction(template: Template, fn: { properties: Json }): Statement[] {
  const role = fn.properties.Role as { 'Fn::GetAtt': [string, string] };
  const roleId = role['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>)
    .filter((policy) =>
      (policy.Properties.Roles as unknown[]).some(
        (ref) => JSON.stringify(ref) === JSON.stringify({ Ref: roleId }),
      ),
    )
    .flatMap((policy) => statementsIn(policy.Properties.PolicyDocument));
}

export const actionsOf = (statements: readonly Statement[]) =>
  statements.flatMap((statement) => statement.Action);
