import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../functions/domain/chat-limits.ts';
import { bodyLimitOf } from '../../functions/handlers/body-limits.ts';
import { routes, streamRoutes } from '../../functions/handlers/routes.ts';
import { webRoutes } from '../../lib/edge-routing.ts';
import { synthesise } from './synth.ts';
import { CRS_BODY_LIMIT, inspectionLimitOf, verdict, type WebAcl } from './waf-verdict.ts';

/**
 * Issue #25: with a custom domain the edge web ACL blocked every body over 8 KB (the common rule
 * set's SizeRestrictions_BODY), so Q answered 403 after a few turns. The largest body each route
 * accepts, read from the limit its handler enforces, is compared with what the synthesised web ACL
 * lets through on that route's path: the edge never refuses a body the route would take, and leaves
 * a larger one to the handler, whose 413 says why (test/unit/http/body-limits.test.ts).
 */
const { edge } = synthesise({ context: { domainName: 'app.quarter.example' } });
const acl = (
  Object.values(Template.fromStack(edge!).findResources('AWS::WAFv2::WebACL'))[0] as {
    Properties: WebAcl;
  }
).Properties;

/** A concrete path for an API Gateway route path: each parameter one segment. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '3f2b8c1e-5d7a-4e9b-8c6d-1a2b3c4d5e6f');

/** What the handler of each body route refuses above: the event as API Gateway (or a function URL) sends it. */
const bodyRoutes = [
  ...routes.map((route) => ({
    ...route,
    largest: bodyLimitOf({ routeKey: `${route.method} ${route.path}` }),
  })),
  ...streamRoutes.map((route) => ({
    ...route,
    largest: bodyLimitOf({ routeKey: '$default', rawPath: route.path, requestContext: { http: route } }),
  })),
].filter((route) => route.method !== 'GET');

describe('the edge web ACL and the body limits of the routes', () => {
  it.each(bodyRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: lets through every body up to the largest its handler accepts, and leaves larger ones to it',
    (_key, route) => {
      const path = concrete(route.path);
      for (const bytes of [CRS_BODY_LIMIT + 1, route.largest, route.largest + 1, 4 * route.largest])
        expect(verdict(acl, { path, bodyBytes: bytes }), `${bytes} bytes`).toEqual({ action: 'allow' });
    },
  );

  it("lets a chat carry the whole history Q accepts, on the plain and the streamed path (the issue's 403)", () => {
    const history = CHAT_LIMITS.maxTotalBytes + 2 * 1024;
    for (const path of ['/api/chat', '/api/chat/stream', '/api/chat-sessions'])
      expect(verdict(acl, { path, bodyBytes: history }), path).toEqual({ action: 'allow' });
  });

  it('inspects as much of a body as WAF can (64 KB), so the body rules read all of what any route accepts', () => {
    expect(inspectionLimitOf(acl)).toBe(64 * 1024);
    expect(Math.max(...bodyRoutes.map((route) => route.largest))).toBeLessThanOrEqual(inspectionLimitOf(acl));
  });

  it('keeps the managed 8 KB limit on every other path: pages, GET-only routes, unknown API paths, /ws', () => {
    const others = [
      ...webRoutes,
      '/api/simple-test',
      '/api/admin/funnel',
      '/api/no-such-route',
      '/api/chat/',
      '/api/launch-requests/a/b',
      '/ws',
    ];
    for (const path of others) {
      expect(verdict(acl, { path, bodyBytes: CRS_BODY_LIMIT }), path).toEqual({ action: 'allow' });
      expect(verdict(acl, { path, bodyBytes: CRS_BODY_LIMIT + 1 }), path).toMatchObject({ action: 'block' });
    }
  });

  it('still blocks with every other rule of the common rule set, over the whole site', () => {
    const common = acl.Rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    const group = common?.Statement.ManagedRuleGroupStatement as Record<string, unknown>;
    expect(common?.OverrideAction).toEqual({ None: {} });
    expect(group.ScopeDownStatement).toBeUndefined();
    expect(group.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });
});
