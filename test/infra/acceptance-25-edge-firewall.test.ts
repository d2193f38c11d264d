import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CHAT_STREAM_PATH } from '../../functions/domain/chat-stream.ts';
import { routes, streamRoutes } from '../../functions/handlers/routes.ts';
import { synthesise } from './synth.ts';

/**
 * Issue #25, "The edge firewall blocks Q with a domain": AWSManagedRulesCommonRuleSet's
 * SizeRestrictions_BODY blocks bodies over 8 KB, while chat carries up to 48 KB and chat-session saves
 * up to 200 KB. The test reads the synthesised web ACL and evaluates it as AWS WAF does (rules in
 * priority order, the managed group's scope-down, rule action overrides, labels, custom rules), so any
 * of the fixes the issue allows (override to Count, a scope-down, a label rule) is judged by what it does.
 */

type Json = Record<string, unknown>;
interface Rule {
  Name: string;
  Priority: number;
  Statement: Json;
  Action?: Json;
  OverrideAction?: Json;
  RuleLabels?: { Name: string }[];
}
interface Request {
  readonly method: string;
  readonly path: string;
  readonly bodyBytes: number;
}

/** AWS documents SizeRestrictions_BODY as "request bodies over 8 KB (8,192 bytes)". */
const SIZE_RULE_LIMIT = 8 * 1024;
const SIZE_RULE = 'SizeRestrictions_BODY';
const SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';
/** The rules of AWSManagedRulesCommonRuleSet other than SizeRestrictions_BODY (AWS WAF developer guide). */
const OTHER_COMMON_RULES = [
  'NoUserAgent_HEADER',
  'UserAgent_BadBots_HEADER',
  'SizeRestrictions_QUERYSTRING',
  'SizeRestrictions_Cookie_HEADER',
  'SizeRestrictions_URIPATH',
  'EC2MetaDataSSRF_BODY',
  'EC2MetaDataSSRF_COOKIE',
  'EC2MetaDataSSRF_URIPATH',
  'EC2MetaDataSSRF_QUERYARGUMENTS',
  'GenericLFI_QUERYARGUMENTS',
  'GenericLFI_URIPATH',
  'GenericLFI_BODY',
  'RestrictedExtensions_URIPATH',
  'RestrictedExtensions_QUERYARGUMENTS',
  'GenericRFI_QUERYARGUMENTS',
  'GenericRFI_BODY',
  'GenericRFI_URIPATH',
  'CrossSiteScripting_COOKIE',
  'CrossSiteScripting_QUERYARGUMENTS',
  'CrossSiteScripting_BODY',
  'CrossSiteScripting_URIPATH',
];

const withDomain = synthesise({
  context: {
    domainName: 'app.quarter.example',
    hostedZoneId: 'Z0123456789ABC',
    hostedZoneName: 'quarter.example',
  },
});
const edge = Template.fromStack(withDomain.edge!);
const acl = Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0] as {
  Properties: { Rules: Rule[]; AssociationConfig?: { RequestBody?: Record<string, Json> } };
};
const rules = [...acl.Properties.Rules].sort((a, b) => a.Priority - b.Priority);

/** What CloudFront forwards to WAF of a body: 16 KB unless the web ACL raises it. */
const inspectionLimit = (() => {
  const configured = acl.Properties.AssociationConfig?.RequestBody?.CLOUDFRONT?.DefaultSizeInspectionLimit;
  return typeof configured === 'string' ? Number(configured.replace('KB_', '')) * 1024 : 16 * 1024;
})();

function transformed(value: string, statement: Json): string {
  const transformations = (statement.TextTransformations as { Type: string; Priority: number }[]) ?? [];
  return [...transformations]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((text, { Type }) => {
      if (Type === 'LOWERCASE') return text.toLowerCase();
      if (Type === 'URL_DECODE' || Type === 'URL_DECODE_UNI') return decodeURIComponent(text);
      if (Type === 'NONE') return text;
      throw new Error(`the evaluator does not model text transformation ${Type}`);
    }, value);
}

function fieldValue(field: Json, request: Request): string {
  if ('UriPath' in field) return request.path;
  if ('Method' in field) return request.method;
  throw new Error(`the evaluator does not model field ${JSON.stringify(field)}`);
}

function compare(operator: string, left: number, right: number): boolean {
  const table: Record<string, boolean> = {
    EQ: left === right,
    NE: left !== right,
    LT: left < right,
    LE: left <= right,
    GT: left > right,
    GE: left >= right,
  };
  if (!(operator in table)) throw new Error(`unknown comparison ${operator}`);
  return table[operator]!;
}

function matches(statement: Json, request: Request, labels: ReadonlySet<string>): boolean {
  if (statement.ByteMatchStatement) {
    const byte = statement.ByteMatchStatement as Json;
    const search =
      typeof byte.SearchString === 'string'
        ? byte.SearchString
        : Buffer.from(String(byte.SearchStringBase64), 'base64').toString();
    const value = transformed(fieldValue(byte.FieldToMatch as Json, request), byte);
    switch (byte.PositionalConstraint) {
      case 'EXACTLY':
        return value === search;
      case 'STARTS_WITH':
        return value.startsWith(search);
      case 'ENDS_WITH':
        return value.endsWith(search);
      case 'CONTAINS':
      case 'CONTAINS_WORD':
        return value.includes(search);
      default:
        throw new Error(`unknown positional constraint ${String(byte.PositionalConstraint)}`);
    }
  }
  if (statement.RegexMatchStatement) {
    const regex = statement.RegexMatchStatement as Json;
    const value = transformed(fieldValue(regex.FieldToMatch as Json, request), regex);
    return new RegExp(String(regex.RegexString)).test(value);
  }
  if (statement.SizeConstraintStatement) {
    const size = statement.SizeConstraintStatement as Json;
    const field = size.FieldToMatch as Json;
    const body = (field.Body ?? field.JsonBody) as Json | undefined;
    if (body) {
      if (request.bodyBytes > inspectionLimit) {
        const handling = body.OversizeHandling ?? 'CONTINUE';
        if (handling === 'MATCH') return true;
        if (handling === 'NO_MATCH') return false;
      }
      const seen = Math.min(request.bodyBytes, inspectionLimit);
      return compare(String(size.ComparisonOperator), seen, Number(size.Size));
    }
    return compare(String(size.ComparisonOperator), fieldValue(field, request).length, Number(size.Size));
  }
  if (statement.LabelMatchStatement) {
    const label = statement.LabelMatchStatement as { Scope: string; Key: string };
    return [...labels].some((candidate) =>
      label.Scope === 'NAMESPACE'
        ? candidate.startsWith(label.Key)
        : candidate === label.Key || candidate.endsWith(`:${label.Key}`),
    );
  }
  if (statement.NotStatement)
    return !matches((statement.NotStatement as { Statement: Json }).Statement, request, labels);
  if (statement.AndStatement)
    return (statement.AndStatement as { Statements: Json[] }).Statements.every((inner) =>
      matches(inner, request, labels),
    );
  if (statement.OrStatement)
    return (statement.OrStatement as { Statements: Json[] }).Statements.some((inner) =>
      matches(inner, request, labels),
    );
  // One benign request from one address never trips a rate limit.
  if (statement.RateBasedStatement) return false;
  throw new Error(`the evaluator does not model ${Object.keys(statement).join(', ')}`);
}

/** The action a managed group's rule takes: its override, if any, else the group's own Block. */
function innerAction(rule: Rule, ruleName: string): 'Block' | 'Count' | 'Allow' | 'Other' {
  if (rule.OverrideAction && 'Count' in rule.OverrideAction) return 'Count';
  const group = rule.Statement.ManagedRuleGroupStatement as Json;
  if (((group.ExcludedRules as { Name: string }[]) ?? []).some((excluded) => excluded.Name === ruleName))
    return 'Count';
  const override = ((group.RuleActionOverrides as { Name: string; ActionToUse: Json }[]) ?? []).find(
    (candidate) => candidate.Name === ruleName,
  );
  if (!override) return 'Block';
  if ('Count' in override.ActionToUse) return 'Count';
  if ('Allow' in override.ActionToUse) return 'Allow';
  if ('Block' in override.ActionToUse) return 'Block';
  return 'Other';
}

const isCommonRuleSet = (rule: Rule) =>
  (rule.Statement.ManagedRuleGroupStatement as Json | undefined)?.Name === 'AWSManagedRulesCommonRuleSet';

/**
 * Whether the web ACL blocks `request`, a benign request that only a body-size rule could stop:
 * the name of the blocking rule, or null.
 */
function blockedBy(request: Request): string | null {
  const labels = new Set<string>();
  for (const rule of rules) {
    const group = rule.Statement.ManagedRuleGroupStatement as Json | undefined;
    if (group) {
      if (group.ScopeDownStatement && !matches(group.ScopeDownStatement as Json, request, labels)) continue;
      if (!isCommonRuleSet(rule) || request.bodyBytes <= SIZE_RULE_LIMIT) continue;
      labels.add(SIZE_LABEL);
      const action = innerAction(rule, SIZE_RULE);
      if (action === 'Block' || action === 'Other') return `${rule.Name}/${SIZE_RULE}`;
      if (action === 'Allow') return null;
      continue;
    }
    if (!matches(rule.Statement, request, labels)) continue;
    if (rule.Action && 'Block' in rule.Action) return rule.Name;
    if (rule.Action && 'Allow' in rule.Action) return null;
    for (const label of rule.RuleLabels ?? []) labels.add(label.Name);
  }
  return null;
}

/**
 * The largest body each route accepts, from the limits the product documents (README "Chat caps":
 * 48 KB of content a conversation, a stored session up to 200 KB) plus JSON framing.
 */
const largestAcceptedBody: Record<string, number> = {
  'POST /api/chat': 60 * 1024,
  [`POST ${CHAT_STREAM_PATH}`]: 60 * 1024,
  'POST /api/chat-sessions': 200 * 1024,
  // "launch-chat saves and uploads are larger than 8 KB too"
  'POST /api/launch/onboarding': 16 * 1024,
};
const bodyRoutes = [...routes, ...streamRoutes].filter((route) => route.method !== 'GET');
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'a1b2c3d4e5f6');

describe('the edge web ACL and the bodies the API accepts (issue #25)', () => {
  it('still uses AWSManagedRulesCommonRuleSet', () => {
    expect(rules.some(isCommonRuleSet)).toBe(true);
  });

  it.each(Object.entries(largestAcceptedBody))(
    '"after a few turns, Q answers 403" no more: %s with its largest accepted body (%d bytes) passes the firewall',
    (key, bytes) => {
      const [method, path] = key.split(' ') as [string, string];
      expect(blockedBy({ method, path, bodyBytes: bytes })).toBeNull();
      // and every size on the way there
      for (const size of [8 * 1024 + 1, 12 * 1024, 16 * 1024 + 1, 32 * 1024])
        if (size <= bytes) expect(blockedBy({ method, path, bodyBytes: size }), `${size} bytes`).toBeNull();
    },
  );

  it('"compares the largest body each route accepts with what the firewall lets through": no API route with a body is cut at 8 KB', () => {
    for (const route of bodyRoutes) {
      const request = { method: route.method, path: concrete(route.path), bodyBytes: 9 * 1024 };
      expect(blockedBy(request), `${route.method} ${route.path}`).toBeNull();
    }
  });

  it('the model of the web ACL can fail: an unscoped Common Rule Set without an override blocks a 9 KB body', () => {
    const saved = [...rules];
    rules.splice(0, rules.length, {
      Name: 'AWSManagedRulesCommonRuleSet',
      Priority: 0,
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' } },
      OverrideAction: { None: {} },
    });
    try {
      expect(blockedBy({ method: 'POST', path: '/api/chat', bodyBytes: 9 * 1024 })).toBe(
        'AWSManagedRulesCommonRuleSet/SizeRestrictions_BODY',
      );
    } finally {
      rules.splice(0, rules.length, ...saved);
    }
  });

  it('"every other rule of the set still blocks", on the API and on the site alike', () => {
    for (const path of ['/api/chat', '/api/chat-sessions', CHAT_STREAM_PATH, '/', '/pricing']) {
      const request = { method: 'POST', path, bodyBytes: 100 };
      const applying = rules.filter((rule) => {
        if (!isCommonRuleSet(rule)) return false;
        const scope = (rule.Statement.ManagedRuleGroupStatement as Json).ScopeDownStatement as
          Json | undefined;
        return !scope || matches(scope, request, new Set());
      });
      expect(applying.length, `a Common Rule Set applies to ${path}`).toBeGreaterThan(0);
      for (const name of OTHER_COMMON_RULES) {
        expect(
          applying.some((rule) => innerAction(rule, name) === 'Block'),
          `${name} blocks on ${path}`,
        ).toBe(true);
      }
    }
  });
});
