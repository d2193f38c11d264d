import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { AccessLogs } from '../../lib/access-logs.ts';
import { apiForwardedHeaders, Site } from '../../lib/site.ts';
import { newApp } from './cdk-app.ts';
import { fixtureWebDist, testConfig } from './synth.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiDomainName = 'httpapi123.execute-api.eu-west-1.amazonaws.com';
const webSocketDomainName = 'wsapi456.execute-api.eu-west-1.amazonaws.com';

function synthSite(webDist: string) {
  const stack = new Stack(newApp(), 'SiteTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const site = new Site(stack, 'Site', {
    config: testConfig({
      stage: 'prod',
      schedulingUrl: 'https://calendly.com/quarter/launch',
      alarmEmail: 'ops@quarter.example',
      sesIdentity: 'quarter.example',
    }),
    apiDomainName,
    webSocketDomainName,
    userPoolId: 'eu-west-1_pool',
    userPoolClientId: 'client123',
    staffClientId: 'staff123',
    logBucket: new AccessLogs(stack, 'AccessLogs', { stage: 'prod' }).bucket,
    connectOrigins: ['https://uploads.s3.eu-west-1.amazonaws.com'],
    webDist,
    apiOriginHeaders: { 'x-origin-verify': 'secret-reference' },
  });
  return { stack, site, template: Template.fromStack(stack) };
}

const { stack, site, template } = synthSite(fixtureWebDist());

type Json = Record<string, unknown>;
const distributionConfig = () =>
  (
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: { DistributionConfig: Json };
    }
  ).Properties.DistributionConfig as {
    Origins: Json[];
    DefaultCacheBehavior: Json;
    CacheBehaviors: Json[];
    Logging?: Json;
  };
const behaviour = (pattern: string) => {
  const found = distributionConfig().CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
  if (!found) throw new Error(`no ${pattern} behaviour`);
  return found;
};
const originOf = (targetOriginId: unknown) =>
  distributionConfig().Origins.find((origin) => origin.Id === targetOriginId);
const contentBucketId = stack.getLogicalId(site.bucket.node.defaultChild as CfnElement);

const resourceById = (type: string, ref: unknown) => {
  const id = (ref as { Ref?: string }).Ref;
  const found = id ? (template.findResources(type)[id] as { Properties: Json } | undefined) : undefined;
  if (!found) throw new Error(`${JSON.stringify(ref)} is not a ${type} of this stack`);
  return found.Properties;
};

/** The source of every handler module, to find the request headers they read. */
/**
 * The sources of the handlers reached through `/api/*` (and their shared plumbing). ws-connect is
 * reached through `/ws`, whose origin request policy forwards every viewer header but Host (the
 * test of the /ws behaviour pins it), so the handshake's Origin needs no place in the API's list.
 */
function handlerSources(): string[] {
  const dir = path.join(repoRoot, 'functions', 'handlers');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && file !== 'ws-connect.ts')
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('the site bucket', () => {
  it('blocks every kind of public access, is encrypted and logs access', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
  });

  it('is readable only by this distribution through Origin Access Control, and only over TLS', () => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')).filter(
      (policy) => JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: contentBucketId }),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]!.Properties.PolicyDocument.Statement as Json[];
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) {
      expect(allow.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(allow.Condition)).toContain('AWS:SourceArn');
    }
    // ListBucket makes S3 answer a missing object 404, not 403 (no edge function sees an origin 4xx).
    const actions = allows.flatMap((allow) => [allow.Action].flat());
    expect(actions.sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    const resources = JSON.stringify(allows.flatMap((allow) => [allow.Resource].flat()));
    expect(resources).toContain(JSON.stringify({ 'Fn::GetAtt': [contentBucketId, 'Arn'] }));
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const s3Origin = originOf(distributionConfig().DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    expect(s3Origin?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });
});

describe('the distribution', () => {
  it('sends /api/* to the HTTP API, with its origin secret, over TLS 1.2', () => {
    const api = behaviour('/api/*');
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']),
    );
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const origin = originOf(api.TargetOriginId);
    expect(origin?.DomainName).toBe(apiDomainName);
    expect(origin?.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(origin?.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-verify', HeaderValue: 'secret-reference' },
    ]);
  });

  it('forwards the viewer address, the headers the handlers read and every query string, never Host', () => {
    const policy = resourceById(
      'AWS::CloudFront::OriginRequestPolicy',
      behaviour('/api/*').OriginRequestPolicyId,
    ).OriginRequestPolicyConfig as Record<string, Json>;
    expect(policy.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...apiForwardedHeaders] });
    expect(policy.HeadersConfig!.Headers).toContain('CloudFront-Viewer-Address');
    expect(policy.HeadersConfig!.Headers).not.toContain('Host');
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  });

  it('forwards every header a handler reads', () => {
    const forwarded = new Set([...apiForwardedHeaders, 'Authorization'].map((name) => name.toLowerCase()));
    const read = handlerSources().flatMap((source) =>
      [...source.matchAll(/header\(event, '([^']+)'\)/g)].map((match) => match[1]!.toLowerCase()),
    );
    expect(read.length).toBeGreaterThan(0);
    for (const name of read) expect(forwarded.has(name), name).toBe(true);
  });

  it('caches no API answer and forwards Authorization through the cache policy', () => {
    const policy = resourceById('AWS::CloudFront::CachePolicy', behaviour('/api/*').CachePolicyId)
      .CachePolicyConfig as Record<string, unknown> & { ParametersInCacheKeyAndForwardedToOrigin: Json };
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it('sends /ws to the WebSocket API uncached, with the token query string and the origin secret', () => {
    const ws = behaviour('/ws');
    expect(ws.CachePolicyId).toBe(CACHING_DISABLED);
    expect(ws.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(originOf(ws.TargetOriginId)?.DomainName).toBe(webSocketDomainName);
    // ws-connect refuses a handshake without it, as the HTTP routes do.
    expect(originOf(ws.TargetOriginId)?.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-verify', HeaderValue: 'secret-reference' },
    ]);
    // The WebSocket stage is named ws, so the path reaches it unchanged.
    expect(originOf(ws.TargetOriginId)?.OriginPath).toBeUndefined();
  });

  it('applies the security headers policy to the site and the API', () => {
    const policyRef = distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(policyRef).toBeDefined();
    expect(behaviour('/api/*').ResponseHeadersPolicyId).toEqual(policyRef);
  });

  it('writes access logs to the log bucket', () => {
    const logBucketId = stack.getLogicalId(site.logBucket.node.defaultChild as CfnElement);
    expect(distributionConfig().Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });
});

describe('the security headers', () => {
  const headers = () =>
    (
      Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
        Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Json } };
      }
    ).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Record<string, Json>;
  const csp = () => String(headers().ContentSecurityPolicy?.ContentSecurityPolicy);
  const directive = (name: string) =>
    csp()
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it('sets HSTS for two years with subdomains and preload', () => {
    expect(headers().StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
  });

  it('sets nosniff, frame DENY and strict-origin-when-cross-origin', () => {
    expect(headers().ContentTypeOptions).toEqual({ Override: true });
    expect(headers().FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers().ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
  });

  it('allows only this origin, the scheduling frame and Paystack checkout', () => {
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('frame-src')).toBe('frame-src https://calendly.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('form-action')).toBe("form-action 'self' https://checkout.paystack.com");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://uploads.s3.eu-west-1.amazonaws.com",
    );
    expect(csp()).not.toContain('unsafe-eval');
    expect(csp()).not.toMatch(/\*/);
  });
});

describe('routing at the edge', () => {
  type Handler = (event: Json) => Json;
  const functionCode = (name: string) => {
    const found = Object.values(template.findResources('AWS::CloudFront::Function')).find((fn) =>
      String(fn.Properties.FunctionConfig.Comment).includes(name),
    );
    if (!found) throw new Error(`no function commented ${name}`);
    return new Function(`${String(found.Properties.FunctionCode)}\nreturn handler;`)() as Handler;
  };
  const associations = () =>
    distributionConfig().DefaultCacheBehavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: Json;
    }[];

  it('rewrites known routes to their index.html and unknown paths to the not-found page', () => {
    const request = functionCode('Known routes');
    const uri = (path: string) => (request({ request: { uri: path } }) as { uri: string }).uri;
    expect(uri('/pricing')).toBe('/pricing/index.html');
    expect(uri('/pricing/')).toBe('/pricing/index.html');
    expect(uri('/quarteradmin')).toBe('/quarteradmin/index.html');
    expect(uri('/')).toBe('/index.html');
    expect(uri('/assets/index.js')).toBe('/assets/index.js');
    expect(uri('/nope')).toBe('/404.html');
  });

  it('answers the not-found page with 404', () => {
    const response = functionCode('page answers 404');
    const status = (path: string, statusCode: number) =>
      (response({ request: { uri: path }, response: { statusCode } }) as { statusCode: number }).statusCode;
    expect(status('/404.html', 200)).toBe(404);
    expect(status('/pricing/index.html', 200)).toBe(200);
  });

  it("adds the page's wss:// origin to the CSP connect-src the policy set, for older Safari", () => {
    const response = functionCode('page answers 404');
    const policyCsp = String(
      (
        Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
          Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Json> } };
        }
      ).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        ?.ContentSecurityPolicy,
    );
    const served = (
      uri: string,
      context: Json = { distributionDomainName: 'd111111abcdef8.cloudfront.net' },
    ) =>
      response({
        context,
        request: { uri },
        response: { statusCode: 200, headers: { 'content-security-policy': { value: policyCsp } } },
      }) as { statusCode: number; headers: Record<string, { value: string }> };
    const connectSrc = (csp: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('connect-src '));
    for (const uri of ['/quarteradmin', '/404.html']) {
      const csp = served(uri).headers['content-security-policy']!.value;
      expect(connectSrc(csp), uri).toBe(
        "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com https://uploads.s3.eu-west-1.amazonaws.com wss://d111111abcdef8.cloudfront.net",
      );
      // Every other directive as the policy wrote it.
      expect(csp.split('; ').filter((part) => !part.startsWith('connect-src'))).toEqual(
        policyCsp.split('; ').filter((part) => !part.startsWith('connect-src')),
      );
    }
    // Nothing but a host name is ever written into the policy.
    const odd = served('/', { distributionDomainName: "evil.example; script-src 'unsafe-inline'" });
    expect(odd.headers['content-security-policy']!.value).toBe(policyCsp);
    expect((response({ request: { uri: '/' }, response: { statusCode: 200 } }) as Json).statusCode).toBe(200);
  });

  it('runs both functions on the bucket behaviour, before and after the cache', () => {
    expect(
      associations()
        .map((association) => association.EventType)
        .sort(),
    ).toEqual(['viewer-request', 'viewer-response']);
    expect(behaviour('/api/*').FunctionAssociations).toBeUndefined();
    expect(behaviour('/ws').FunctionAssociations).toBeUndefined();
  });

  it('has no distribution-wide error responses, so no 404 becomes a 200 and the APIs keep their JSON errors', () => {
    const errorResponses =
      (distributionConfig() as { CustomErrorResponses?: Json[] }).CustomErrorResponses ?? [];
    for (const errorResponse of errorResponses) {
      expect(errorResponse.ErrorCode === 404 || errorResponse.ErrorCode === 403).toBe(false);
    }
    expect(errorResponses).toEqual([]);
  });
});

describe('deployment of the web build', () => {
  it('deploys the build, the not-found page, the app-shell page and config.json, then invalidates the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      // The app-shell page answers /r/<slug> (a partner's short link) with 200 (issue #26).
      SourceObjectKeys: [Match.anyValue(), Match.anyValue(), Match.anyValue(), Match.anyValue()],
      DistributionPaths: ['/*'],
      Prune: true,
    });
  });

  it('writes config.json from the stack, in the shape of the runtime-config contract', () => {
    const config = stack.resolve(site.runtimeConfig) as Json;
    expect(config).toMatchObject({
      stage: 'prod',
      apiBase: '',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_pool',
      userPoolClientId: 'client123',
      identityEndpoint: null,
      schedulingUrl: 'https://calendly.com/quarter/launch',
      schedulingOrigin: 'https://calendly.com',
    });
    expect(JSON.stringify(config.wsUrl)).toContain('wss://');
    expect(JSON.stringify(config.wsUrl)).toContain('/ws');
    expect(JSON.stringify(config.siteUrl)).toContain('DomainName');
  });

  it('without a web build deploys config.json alone, keeps what is there and warns', () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'quarter-empty-')), 'dist');
    const bare = synthSite(missing);
    bare.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.anyValue()],
      Prune: false,
    });
    Annotations.fromStack(bare.stack).hasWarning('*', Match.stringLikeRegexp('does not exist at synth'));
  });
});
