import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { eventHandlers } from '../../functions/handlers/routes.ts';
import { EDGE_API_RATE_LIMIT } from '../../lib/edge-stack.ts';
import { describeViolations, nagViolations, synthesise } from './synth.ts';
import { functionsByHandler } from './template-queries.ts';

/** The optional custom domain (issue #16): a us-east-1 stack the main stack references. */
const withDomain = synthesise({
  context: {
    domainName: 'app.quarter.example',
    hostedZoneId: 'Z0123456789ABC',
    hostedZoneName: 'quarter.example',
  },
});
const without = synthesise();
const distributionConfig = (template: Template) =>
  (
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: Record<string, unknown> };
    }
  ).Properties.DistributionConfig;

describe('a custom domain', () => {
  it('gets an ACM certificate and a CloudFront web ACL in us-east-1', () => {
    expect(withDomain.edge?.region).toBe('us-east-1');
    const edge = Template.fromStack(withDomain.edge!);
    edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'app.quarter.example',
      ValidationMethod: 'DNS',
    });
    const acl = Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0] as {
      Properties: { Scope: string; Rules: { Name: string; Statement: { RateBasedStatement?: unknown } }[] };
    };
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    // Then the body-size rules of issue #25 (test/infra/edge-body-limits.test.ts).
    expect(acl.Properties.Rules.map((rule) => rule.Name).slice(0, 3)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'ApiRatePerIp',
    ]);
    const rate = acl.Properties.Rules[2]?.Statement.RateBasedStatement;
    expect(rate).toMatchObject({
      Limit: EDGE_API_RATE_LIMIT,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: '/api/', PositionalConstraint: 'STARTS_WITH' },
      },
    });
  });

  it('serves the distribution on the domain with that certificate and web ACL, and aliases it in Route 53', () => {
    const config = distributionConfig(withDomain.template);
    expect(config.Aliases).toEqual(['app.quarter.example']);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(config.WebACLId).toBeDefined();
    withDomain.template.resourceCountIs('AWS::Route53::RecordSet', 2);
  });

  it('points SITE_URL, config.json and so the Paystack callback at the domain', () => {
    const text = JSON.stringify(withDomain.template.toJSON());
    expect(text).toContain('"SITE_URL":"https://app.quarter.example"');
    expect(text).toContain('https://app.quarter.example');
    expect(text).toContain('wss://app.quarter.example/ws');
  });

  it('tells ws-connect the site origin it lets open /ws: the domain (issue #25)', () => {
    const connect = functionsByHandler(withDomain.template).get(eventHandlers.wsConnect);
    const env = (connect?.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.SITE_URL).toBe('https://app.quarter.example');
  });

  it('keeps cdk-nag at zero unacknowledged findings in both stacks', () => {
    expect(describeViolations(nagViolations(withDomain.stack))).toEqual([]);
    expect(describeViolations(nagViolations(withDomain.edge!))).toEqual([]);
  });
});

describe('without a custom domain', () => {
  it("tells ws-connect the site origin it lets open /ws: the distribution's own host (issue #25)", () => {
    const connect = functionsByHandler(without.template).get(eventHandlers.wsConnect);
    const env = (connect?.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const distributionId = Object.keys(without.template.findResources('AWS::CloudFront::Distribution'))[0];
    expect(env.SITE_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
  });

  it('changes nothing: no edge stack, no aliases, no web ACL on the distribution', () => {
    expect(without.edge).toBeUndefined();
    const config = distributionConfig(without.template);
    expect(config.Aliases).toBeUndefined();
    expect(config.WebACLId).toBeUndefined();
    without.template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });
});
