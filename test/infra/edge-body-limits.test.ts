import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../functions/domain/constants.ts';
import { bodyLimitOf } from '../../functions/handlers/body-limits.ts';
import { routes, streamRoutes } from '../../functions/handlers/routes.ts';
import { webRoutes } from '../../lib/edge-routing.ts';
import { synthesise } from './synth.ts';
import { CRS_BODY_LIMIT, verdict, type WebAcl } from './waf-verdict.ts';

/**
 * Issue #25: with a custom domain the edge web ACL blocked every body over 8 KB (the common rule
 * set's SizeRestrictions_BODY), so Q answered 403 after a few turns. The largest body each route
 * accepts, read from the limit its handler enforces, is compared with what the synthesised web ACL
 * lets through on that route's path: exactly that much passes, one byte more is blocked at the edge.
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
    '%s: lets through the largest body its handler accepts and blocks one byte more',
    (_key, route) => {
      const path = concrete(route.path);
      expect(verdict(acl, { path, bodyBytes: route.largest })).toEqual({ action: 'allow' });
      expect(verdict(acl, { path, bodyBytes: route.largest + 1 })).toMatchObject({ action: 'block' });
    },
  );

  it("lets a chat carry the whole history Q accepts, on the plain and the streamed path (the issue's 403)", () => {
    const history = CHAT_LIMITS.maxTotalBytes + 2 * 1024;
    expect(verdict(acl, { path: '/api/chat', bodyBytes: history })).toEqual({ action: 'allow' });
    expect(verdict(acl, { path: '/api/chat/stream', bodyBytes: history })).toEqual({ action: 'allow' });
    expect(verdict(acl, { path: '/api/chat-sessions', bodyBytes: history })).toEqual({ action: 'allow' });
  });

  it('keeps the managed 8 KB limit on every other path: pages, GET-only routes, unknown API paths', () => {
    const others = [...webRoutes, '/api/simple-test', '/api/admin/funnel', '/api/no-such-route', '/ws'];
    for (const path of others) {
      expect(verdict(acl, { path, bodyBytes: CRS_BODY_LIMIT })).toEqual({ action: 'allow' });
      expect(verdict(acl, { path, bodyBytes: CRS_BODY_LIMIT + 1 })).toMatchObject({ action: 'block' });
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
