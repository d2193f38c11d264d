import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { BODY_LIMIT_BYTES } from '../functions/handlers/body-limits.ts';

/**
 * AWSManagedRulesCommonRuleSet's SizeRestrictions_BODY blocks every body over 8 KB (8,192 bytes),
 * which Q's chat (up to 64 KB with the history) and the webhooks exceed. It counts instead and only
 * labels the request; the rules below block on that label off the API's body routes, and on each
 * body route block what its handler would refuse anyway (functions/handlers/body-limits.ts).
 * https://docs.aws.amazon.com/waf/latest/developerguide/aws-managed-rule-groups-baseline.html
 */
export const SIZE_RESTRICTIONS_BODY_RULE = 'SizeRestrictions_BODY';
export const SIZE_RESTRICTIONS_BODY_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

/**
 * How much of a body CloudFront forwards to WAF: 16 KB unless the web ACL raises it (16, 32, 48 or
 * 64 KB, for an extra fee per request over 16 KB). A size rule can only see a body up to this, so
 * the largest route limit must fit.
 * https://docs.aws.amazon.com/waf/latest/developerguide/web-acl-setting-body-inspection-limit.html
 */
export const BODY_INSPECTION_LIMIT = { setting: 'KB_64', bytes: 64 * 1024 } as const;

/** WAF refuses a regex longer than this. */
const MAX_REGEX_CHARS = 512;

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `/api/launch-requests/{token}` as an anchored regex: a path parameter is one segment. */
export function pathRegex(paths: readonly string[]): string {
  const alternatives = [...new Set(paths)]
    .sort()
    .map((path) => escapeRegex(path).replace(/\\?\{[^}]+\\?\}/g, '[^/]+'));
  const regex = `^(${alternatives.join('|')})$`;
  if (regex.length > MAX_REGEX_CHARS)
    throw new Error(`The body-route regex is ${regex.length} characters, over WAF's ${MAX_REGEX_CHARS}`);
  return regex;
}

/** The largest body any method of a path accepts: WAF sees the path, not the route. */
export function bodyLimitsByPath(): Map<string, number> {
  const byPath = new Map<string, number>();
  for (const [key, limit] of Object.entries(BODY_LIMIT_BYTES)) {
    const path = key.slice(key.indexOf(' ') + 1);
    byPath.set(path, Math.max(limit, byPath.get(path) ?? 0));
  }
  return byPath;
}

const uriPathMatches = (regex: string): wafv2.CfnWebACL.StatementProperty => ({
  regexMatchStatement: {
    fieldToMatch: { uriPath: {} },
    regexString: regex,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  sampledRequestsEnabled: true,
  cloudWatchMetricsEnabled: true,
  metricName,
});

/**
 * The rules that put the body limits back, from `firstPriority` on: the managed 8 KB limit on every
 * path that is not a body route, then one rule per limit for the paths that have it. A body larger
 * than WAF can inspect matches (oversize handling MATCH), so it is blocked rather than judged by its
 * first 64 KB.
 */
export function bodySizeRules(firstPriority: number): wafv2.CfnWebACL.RuleProperty[] {
  const byPath = bodyLimitsByPath();
  const largest = Math.max(...byPath.values());
  if (largest > BODY_INSPECTION_LIMIT.bytes)
    throw new Error(
      `A route accepts ${largest} bytes, more than the ${BODY_INSPECTION_LIMIT.bytes} WAF can inspect`,
    );
  const limits = [...new Set(byPath.values())].sort((a, b) => a - b);
  return [
    {
      name: 'BodyOver8KbOffTheBodyRoutes',
      priority: firstPriority,
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            { labelMatchStatement: { scope: 'LABEL', key: SIZE_RESTRICTIONS_BODY_LABEL } },
            { notStatement: { statement: uriPathMatches(pathRegex([...byPath.keys()])) } },
          ],
        },
      },
      visibilityConfig: visibility('BodyOver8KbOffTheBodyRoutes'),
    },
    ...limits.map((limit, index): wafv2.CfnWebACL.RuleProperty => ({
      name: `ApiBodyOver${limit / 1024}Kb`,
      priority: firstPriority + 1 + index,
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            uriPathMatches(pathRegex([...byPath].filter(([, max]) => max === limit).map(([path]) => path))),
            {
              sizeConstraintStatement: {
                fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                comparisonOperator: 'GT',
                size: limit,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          ],
        },
      },
      visibilityConfig: visibility(`ApiBodyOver${limit / 1024}Kb`),
    })),
  ];
}
