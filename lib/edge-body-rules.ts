import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { BODY_LIMIT_BYTES } from '../functions/handlers/body-limits.ts';

/**
 * AWSManagedRulesCommonRuleSet's SizeRestrictions_BODY blocks every body over 8 KB (8,192 bytes),
 * which Q's chat (up to 64 KB with the history), chat-session saves and the webhooks exceed. It
 * counts instead and only labels the request; the rule below blocks on that label everywhere but the
 * API routes that take a body, whose handlers enforce their own limit (functions/handlers/body-limits.ts)
 * and answer a larger body 413 with a sentence the web app shows, where the edge could only say 403.
 * https://docs.aws.amazon.com/waf/latest/developerguide/aws-managed-rule-groups-baseline.html
 */
export const SIZE_RESTRICTIONS_BODY_RULE = 'SizeRestrictions_BODY';
export const SIZE_RESTRICTIONS_BODY_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

/**
 * How much of a body CloudFront forwards to WAF: 16 KB unless the web ACL raises it (16, 32, 48 or
 * 64 KB, for an extra fee per request over 16 KB). The most, so the common rule set's body rules
 * (cross-site scripting, LFI, RFI, SSRF) read the whole of any body a route accepts, not its first
 * 16 KB.
 * https://docs.aws.amazon.com/waf/latest/developerguide/web-acl-setting-body-inspection-limit.html
 */
export const BODY_INSPECTION_LIMIT = { setting: 'KB_64', bytes: 64 * 1024 } as const;

/** WAF refuses a regex longer than this. */
const MAX_REGEX_CHARS = 512;

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

interface PathTrie {
  end: boolean;
  readonly children: Map<string, PathTrie>;
}

/** One alternative per branch, shared prefixes written once, so the regex stays short as routes grow. */
function trieRegex(node: PathTrie): string {
  const branches = [...node.children.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([segment, child]) => {
      if (child.children.size === 0) return segment;
      const rest = trieRegex(child);
      return child.end ? `${segment}(/${rest})?` : `${segment}/${rest}`;
    });
  return branches.length === 1 ? branches[0]! : `(${branches.join('|')})`;
}

/**
 * `/api/launch-requests/{token}` as an anchored regex: a path parameter is one segment. The paths
 * are written as a trie (`^/api/(admin/(...)|chat(/stream)?|...)$`), which matches exactly the same
 * set as one alternative per path, in far fewer characters.
 */
export function pathRegex(paths: readonly string[]): string {
  const root: PathTrie = { end: false, children: new Map() };
  for (const path of new Set(paths)) {
    let node = root;
    for (const segment of path.replace(/^\//, '').split('/')) {
      const key = escapeRegex(segment).replace(/\{[^}]+\}/g, '[^/]+');
      let child = node.children.get(key);
      if (!child) {
        child = { end: false, children: new Map() };
        node.children.set(key, child);
      }
      node = child;
    }
    node.end = true;
  }
  const regex = `^/${trieRegex(root)}$`;
  if (regex.length > MAX_REGEX_CHARS)
    throw new Error(`The body-route regex is ${regex.length} characters, over WAF's ${MAX_REGEX_CHARS}`);
  return regex;
}

/** The paths of every route that takes a body: WAF sees the path, not the route. */
export function bodyRoutePaths(): string[] {
  return Object.keys(BODY_LIMIT_BYTES).map((key) => key.slice(key.indexOf(' ') + 1));
}

/**
 * The managed 8 KB body limit, put back on every path that is not an API route taking a body: the
 * pages, GET-only and unknown API paths, /ws. A body route's handler judges its own body (413 over
 * its limit), so the edge never refuses what a route accepts.
 */
export function bodySizeRule(priority: number): wafv2.CfnWebACL.RuleProperty {
  const name = 'BodyOver8KbOffTheBodyRoutes';
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      andStatement: {
        statements: [
          { labelMatchStatement: { scope: 'LABEL', key: SIZE_RESTRICTIONS_BODY_LABEL } },
          {
            notStatement: {
              statement: {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: pathRegex(bodyRoutePaths()),
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        ],
      },
    },
    visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: name },
  };
}
