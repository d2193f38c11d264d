/**
 * What a synthesised CloudFront web ACL does with one benign request of a given body size, as AWS
 * documents WAF's evaluation: rules in priority order, the first terminating action wins, Count only
 * adds labels; a body is inspected up to the ACL's inspection limit and a larger one follows the
 * statement's oversize handling. Of the managed rule groups only what concerns a body's size is
 * modelled (the common rule set's SizeRestrictions_BODY: over 8,192 bytes); the request is
 * otherwise benign, so no other managed rule matches it and it stays under every rate limit.
 * A statement this does not know fails loudly rather than guess.
 * https://docs.aws.amazon.com/waf/latest/developerguide/web-acl-processing.html
 * https://docs.aws.amazon.com/waf/latest/developerguide/aws-managed-rule-groups-baseline.html
 */
export interface BenignRequest {
  readonly path: string;
  readonly bodyBytes: number;
}

export type Verdict = { readonly action: 'allow' } | { readonly action: 'block'; readonly rule: string };

type Json = Record<string, unknown>;

interface Rule {
  readonly Name: string;
  readonly Priority: number;
  readonly Statement: Json;
  readonly Action?: Json;
  readonly OverrideAction?: Json;
  readonly RuleLabels?: readonly { Name: string }[];
}

export interface WebAcl {
  readonly DefaultAction: Json;
  readonly Rules: readonly Rule[];
  readonly AssociationConfig?: { RequestBody?: Record<string, { DefaultSizeInspectionLimit: string }> };
}

const CRS = 'AWSManagedRulesCommonRuleSet';
const CRS_SIZE_RULE = 'SizeRestrictions_BODY';
const CRS_SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';
/** The common rule set's own body limit, fixed by AWS. */
export const CRS_BODY_LIMIT = 8192;
/** CloudFront forwards 16 KB of a body to WAF unless AssociationConfig raises it. */
const DEFAULT_INSPECTION_LIMIT = 16 * 1024;

export function inspectionLimitOf(acl: WebAcl): number {
  const setting = acl.AssociationConfig?.RequestBody?.CLOUDFRONT?.DefaultSizeInspectionLimit;
  if (setting === undefined) return DEFAULT_INSPECTION_LIMIT;
  const kb = /^KB_(16|32|48|64)$/.exec(setting)?.[1];
  if (!kb) throw new Error(`Unknown DefaultSizeInspectionLimit ${setting}`);
  return Number(kb) * 1024;
}

export function verdict(acl: WebAcl, request: BenignRequest): Verdict {
  const inspectionLimit = inspectionLimitOf(acl);
  const labels = new Set<string>();
  const matches = (statement: Json): boolean => {
    const [kind, value] = onlyEntry(statement);
    const body = value as Json;
    switch (kind) {
      case 'AndStatement':
        return (body.Statements as Json[]).every(matches);
      case 'OrStatement':
        return (body.Statements as Json[]).some(matches);
      case 'NotStatement':
        return !matches(body.Statement as Json);
      case 'LabelMatchStatement':
        if (body.Scope !== 'LABEL') throw new Error(`Label scope ${String(body.Scope)} is not modelled`);
        return labels.has(body.Key as string);
      case 'ByteMatchStatement':
        return byteMatch(uriPath(body), body);
      case 'RegexMatchStatement':
        return new RegExp(body.RegexString as string).test(uriPath(body));
      case 'SizeConstraintStatement':
        return sizeMatch(body, request.bodyBytes, inspectionLimit);
      case 'RateBasedStatement':
        // One benign request is under every rate.
        return false;
      default:
        throw new Error(`${kind} is not modelled`);
    }
  };
  const uriPath = (statement: Json): string => {
    const field = statement.FieldToMatch as Json;
    if (!('UriPath' in field)) throw new Error(`Matching ${JSON.stringify(field)} is not modelled`);
    transformedNothing(statement);
    return request.path;
  };

  for (const rule of [...acl.Rules].sort((a, b) => a.Priority - b.Priority)) {
    const group = rule.Statement.ManagedRuleGroupStatement as Json | undefined;
    if (group) {
      const scope = group.ScopeDownStatement as Json | undefined;
      if (scope && !matches(scope)) continue;
      if (group.Name !== CRS || request.bodyBytes <= CRS_BODY_LIMIT) continue;
      if (!('None' in (rule.OverrideAction ?? {})))
        throw new Error(`${rule.Name}: override action ${JSON.stringify(rule.OverrideAction)}`);
      labels.add(CRS_SIZE_LABEL);
      const overrides = (group.RuleActionOverrides ?? []) as { Name: string; ActionToUse: Json }[];
      const override = overrides.find((entry) => entry.Name === CRS_SIZE_RULE)?.ActionToUse;
      if (override === undefined || 'Block' in override) return { action: 'block', rule: rule.Name };
      if (!('Count' in override)) throw new Error(`${CRS_SIZE_RULE} override ${JSON.stringify(override)}`);
      continue;
    }
    if (!matches(rule.Statement)) continue;
    for (const label of rule.RuleLabels ?? []) labels.add(label.Name);
    const action = rule.Action ?? {};
    if ('Block' in action) return { action: 'block', rule: rule.Name };
    if ('Allow' in action) return { action: 'allow' };
    if (!('Count' in action))
      throw new Error(`${rule.Name}: action ${JSON.stringify(action)} is not modelled`);
  }
  if ('Block' in acl.DefaultAction) return { action: 'block', rule: '(default action)' };
  return { action: 'allow' };
}

function onlyEntry(statement: Json): [string, unknown] {
  const entries = Object.entries(statement);
  if (entries.length !== 1) throw new Error(`A statement has one kind: ${JSON.stringify(statement)}`);
  return entries[0] as [string, unknown];
}

function transformedNothing(statement: Json): void {
  const transformations = (statement.TextTransformations ?? []) as { Type: string }[];
  if (transformations.some((transformation) => transformation.Type !== 'NONE'))
    throw new Error(`Text transformations ${JSON.stringify(transformations)} are not modelled`);
}

function byteMatch(text: string, statement: Json): boolean {
  const search = statement.SearchString as string;
  switch (statement.PositionalConstraint) {
    case 'EXACTLY':
      return text === search;
    case 'STARTS_WITH':
      return text.startsWith(search);
    case 'ENDS_WITH':
      return text.endsWith(search);
    case 'CONTAINS':
      return text.includes(search);
    default:
      throw new Error(`Positional constraint ${String(statement.PositionalConstraint)} is not modelled`);
  }
}

function sizeMatch(statement: Json, bodyBytes: number, inspectionLimit: number): boolean {
  const field = statement.FieldToMatch as { Body?: { OversizeHandling?: string } };
  if (!field.Body) throw new Error(`Size of ${JSON.stringify(field)} is not modelled`);
  transformedNothing(statement);
  if (bodyBytes > inspectionLimit) {
    const handling = field.Body.OversizeHandling ?? 'CONTINUE';
    if (handling === 'MATCH') return true;
    if (handling === 'NO_MATCH') return false;
  }
  const seen = Math.min(bodyBytes, inspectionLimit);
  const size = statement.Size as number;
  switch (statement.ComparisonOperator) {
    case 'GT':
      return seen > size;
    case 'GE':
      return seen >= size;
    case 'LT':
      return seen < size;
    case 'LE':
      return seen <= size;
    case 'EQ':
      return seen === size;
    case 'NE':
      return seen !== size;
    default:
      throw new Error(`Comparison ${String(statement.ComparisonOperator)} is not modelled`);
  }
}
