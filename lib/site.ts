import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53targets from 'aws-cdk-lib/aws-route53-targets';
import {
  HASHED_ASSETS_PREFIX,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from '../functions/domain/cache-policy.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { runtimeConfigSchema, type RuntimeConfig } from '../functions/domain/contracts/runtime-config.ts';
import { acknowledgeWildcards } from './nag.ts';
import type { StageConfig } from './stage-config.ts';
import { APP_SHELL_PAGE, NOT_FOUND_PAGE, notFoundResponseCode, routeRequestCode } from './edge-routing.ts';
import { webDistDir } from './web-build.ts';

export interface SiteProps {
  readonly config: StageConfig;
  /** execute-api host of the HTTP API ($default stage, routes already start with /api). */
  readonly apiDomainName: string;
  /** execute-api host of the WebSocket API, whose stage is named `ws`. */
  readonly webSocketDomainName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly staffClientId: string;
  /** Receives CloudFront and bucket access logs. */
  readonly logBucket: s3.IBucket;
  /** Other origins the page may fetch from, e.g. the ID-document upload bucket. */
  readonly connectOrigins?: readonly string[];
  /** The web build to deploy; defaults to web/dist. */
  readonly webDist?: string;
  /**
   * Headers CloudFront adds to every request to the HTTP API and to every WebSocket handshake (the
   * origin-verify secret the route handlers and ws-connect check).
   */
  readonly apiOriginHeaders?: Readonly<Record<string, string>>;
  /** Encrypts the deployment helper's log group (lib/log-key.ts). */
  readonly logKey?: kms.IKey;
  /** The custom domain with its us-east-1 certificate and web ACL (lib/edge-stack.ts), when configured. */
  readonly domain?: SiteDomain;
  /** Q's streamed replies: a function URL (RESPONSE_STREAM) and the path CloudFront sends to it (lib/chat-stream.ts). */
  readonly chatStream?: { readonly path: string; readonly functionUrl: lambda.IFunctionUrl };
}

export interface SiteDomain {
  readonly name: string;
  readonly certificate: acm.ICertificate;
  readonly webAclArn: string;
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

/**
 * Viewer headers the handlers read (functions/handlers: `header(event, ...)`), plus the viewer's
 * address, which CloudFront adds only when a policy names it. Authorization cannot be named in an
 * origin request policy; the API cache policy forwards it instead.
 */
export const apiForwardedHeaders = [
  'Content-Type',
  'x-session-id',
  'x-context',
  'x-paystack-signature',
  'Calendly-Webhook-Signature',
  'CloudFront-Viewer-Address',
] as const;

/**
 * What the streamed chat reads: the handlers' chat headers and the viewer address, plus the body's
 * SHA-256, which a function URL behind origin access control needs on every POST (CloudFront signs
 * the request but not its body). Authorization never passes: CloudFront signs in its place.
 */
export const chatStreamForwardedHeaders = [
  'Content-Type',
  'x-session-id',
  'x-context',
  'x-amz-content-sha256',
  'CloudFront-Viewer-Address',
] as const;

/** Two years, as the HSTS preload list requires at least one. */
const hstsMaxAge = Duration.seconds(63072000);

export function contentSecurityPolicy(config: StageConfig, connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Pre-rendered markup carries style attributes; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // Amplify talks to Cognito directly; 'self' covers /api and, in CSP Level 3, wss:// on this host.
    // Older Safari needs the socket's origin named: with a custom domain it is the domain (config.json's
    // wsUrl), named here; without one, the viewer-response function adds wss://<distribution>
    // (lib/edge-routing.ts), which this policy cannot name (a cycle).
    [
      "connect-src 'self'",
      ...(config.domainName ? [`wss://${config.domainName}`] : []),
      `https://cognito-idp.${config.region}.amazonaws.com`,
      ...connectOrigins,
    ].join(' '),
    `frame-src ${config.schedulingOrigin}`,
    "form-action 'self' https://checkout.paystack.com",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The public site: a private bucket behind CloudFront (Origin Access Control), with `/api/*` and `/ws`
 * routed to the APIs on the same origin, strict security headers, and the runtime config.json.
 */
export class Site extends Construct {
  public readonly bucket: s3.Bucket;
  public readonly logBucket: s3.IBucket;
  public readonly distribution: cloudfront.Distribution;
  public readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  /** https://<distribution domain>, the public origin. */
  public readonly url: string;
  public readonly webSocketUrl: string;
  /** What /config.json holds (tokens resolve at deploy time). */
  public readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const { config } = props;
    const prod = config.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const webDist = props.webDist ?? webDistDir;

    this.logBucket = props.logBucket;

    this.bucket = new s3.Bucket(this, 'Content', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      versioned: prod,
      removalPolicy,
      // `cdk destroy` of a dev stack empties the bucket first; a bucket with objects cannot be deleted.
      autoDeleteObjects: !prod,
    });

    Validations.of(this.bucket).acknowledge(
      {
        id: 'PCI.DSS.321-S3DefaultEncryptionKMS',
        reason:
          'The public web build, served through CloudFront: SSE-KMS would open a key to CloudFront to protect nothing secret',
      },
      {
        id: 'PCI.DSS.321-S3BucketReplicationEnabled',
        reason: 'The web build is rebuilt from the repository and redeployed by every deploy',
      },
    );
    if (!prod)
      Validations.of(this.bucket).acknowledge({
        id: 'PCI.DSS.321-S3BucketVersioningEnabled',
        reason:
          'The dev stage redeploys the build on every deploy and is torn down; prod versions this bucket',
      });

    this.headersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Quarter security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(config, props.connectOrigins),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: hstsMaxAge,
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    // Known routes (web/src/lib/paths.ts) are fetched as their own index.html, unknown paths as the
    // not-found page and answered 404, as locally. No distribution-wide error responses: they would
    // also rewrite the APIs' JSON 403/404 answers.
    const routeRequest = new cloudfront.Function(this, 'RouteRewrite', {
      comment: 'Known routes to their index.html, unknown paths to the not-found page',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(routeRequestCode()),
    });
    const notFoundResponse = new cloudfront.Function(this, 'NotFoundStatus', {
      comment: 'The not-found page answers 404; CSP connect-src gets the wss:// origin of the page',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(notFoundResponseCode()),
    });

    const apiOrigin = (domainName: string, customHeaders?: Readonly<Record<string, string>>) =>
      new origins.HttpOrigin(domainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        customHeaders: customHeaders ? { ...customHeaders } : undefined,
      });
    // The per-IP limits need CloudFront-Viewer-Address, and the managed AllViewerExceptHostHeader
    // policy does not promise it; the Host header must not reach API Gateway. So the API gets its own
    // policies: the handlers' headers plus the viewer address, and Authorization through the cache
    // policy, whose 1 s ceiling exists only because CloudFront refuses cache-key headers at 0 s.
    // Nothing is cached: every answer is `cache-control: no-store` and the default TTL is 0.
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Quarter API: the headers the handlers read, the viewer address, every query string',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    const apiNoCache = new cloudfront.CachePolicy(this, 'ApiNoCache', {
      comment: 'Quarter API: never cached; forwards Authorization',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Quarter ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            webAclId: props.domain.webAclArn,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        // LIST lets S3 answer a missing object 404 rather than 403; CloudFront runs no viewer-response
        // function on an origin's 4xx, so the status must be right at the origin.
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [
          { function: routeRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: notFoundResponse, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        // Listed before /api/*, which would otherwise take it: CloudFront matches behaviours in order.
        ...(props.chatStream
          ? { [props.chatStream.path]: this.chatStreamBehaviour(props.chatStream.functionUrl) }
          : {}),
        '/api/*': {
          origin: apiOrigin(props.apiDomainName, props.apiOriginHeaders),
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: apiNoCache,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: this.headersPolicy,
        },
        '/ws': {
          origin: apiOrigin(props.webSocketDomainName, props.apiOriginHeaders),
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // The WebSocket handshake headers and the token query string; Host stays the API's. The
          // admin check in ws-connect needs no viewer address. The origin secret rides on the handshake.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.headersPolicy,
        },
      },
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is set and the viewer-request function rewrites every extension-less path, query strings are not forwarded: no request reaches a bucket listing',
    );
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'The product sells to Nigerian founders but is a public marketing site; no country is excluded',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront WebACL must live in us-east-1 (a second stack, production deployment issue); the user pool has its own WAF and the handlers rate-limit per IP',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Until a custom domain and ACM certificate are attached the default *.cloudfront.net certificate is used, whose TLS floor CloudFront fixes',
      },
    );

    // SITE_URL, config.json and the Paystack callback follow the custom domain when there is one.
    const host = props.domain?.name ?? this.distribution.distributionDomainName;
    this.url = `https://${host}`;
    this.webSocketUrl = `wss://${host}/ws`;
    if (props.domain?.hostedZone) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.domain.hostedZone.id,
        zoneName: props.domain.hostedZone.name,
      });
      const target = route53.RecordTarget.fromAlias(new route53targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'AliasA', { zone, recordName: props.domain.name, target });
      new route53.AaaaRecord(this, 'AliasAaaa', { zone, recordName: props.domain.name, target });
    }

    this.runtimeConfig = runtimeConfigSchema.parse({
      stage: config.stage,
      apiBase: '',
      wsUrl: this.webSocketUrl,
      region: config.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      staffClientId: props.staffClientId,
      identityEndpoint: null,
      schedulingUrl: config.schedulingUrl,
      schedulingOrigin: config.schedulingOrigin,
      siteUrl: this.url,
    });
    const hasWebBuild = existsSync(webDist);
    if (!hasWebBuild) {
      Annotations.of(this).addWarningV2(
        'quarter:missing-web-build',
        `${webDist} does not exist at synth: only config.json is deployed. Run \`npm run build:web\` first.`,
      );
    }
    const deployLogs = new logs.LogGroup(this, 'DeployLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      encryptionKey: props.logKey,
      removalPolicy,
    });
    // Hashed files never change under their name: cached a year by browsers and CloudFront. They
    // go first, so a page never names an asset that is not there yet, and are never pruned here
    // (the page deployment below leaves them alone too), so an open tab keeps its old chunks.
    const assets = hasWebBuild
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          destinationBucket: this.bucket,
          sources: [s3deploy.Source.asset(webDist)],
          include: [`${HASHED_ASSETS_PREFIX}*`],
          exclude: ['*'],
          cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
          prune: false,
          memoryLimit: 512,
          logGroup: deployLogs,
        })
      : undefined;
    const pages = new s3deploy.BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      // HTML, config.json, sitemap.xml and robots.txt: revalidated on every load, so a deploy shows at once.
      exclude: [`${HASHED_ASSETS_PREFIX}*`],
      cacheControl: [s3deploy.CacheControl.fromString(REVALIDATE_CACHE_CONTROL)],
      sources: [
        ...(hasWebBuild
          ? [
              s3deploy.Source.asset(webDist),
              // What unknown paths get: the same document local serves them (index.html, status 404).
              s3deploy.Source.data(
                NOT_FOUND_PAGE.slice(1),
                readFileSync(path.join(webDist, 'index.html'), 'utf8'),
              ),
              // What a page under a shell prefix gets (/r/<slug>, a partner's short link): the same
              // document, answered 200 (lib/edge-routing.ts).
              s3deploy.Source.data(
                APP_SHELL_PAGE.slice(1),
                readFileSync(path.join(webDist, 'index.html'), 'utf8'),
              ),
            ]
          : []),
        s3deploy.Source.jsonData('config.json', this.runtimeConfig),
      ],
      // Without a web build, pruning would delete the site that is already there.
      prune: hasWebBuild,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      // Our own group, so the helper's logs are encrypted, kept a month and go with a dev stack.
      logGroup: deployLogs,
    });
    if (assets) pages.node.addDependency(assets);
    this.acknowledgeDeploymentHelper();
  }

  /**
   * Q's streamed replies straight from the function URL: signed by origin access control (the URL
   * takes IAM auth only), never cached, and not compressed, so each piece leaves the edge as it
   * arrives rather than when a compression block fills.
   */
  private chatStreamBehaviour(functionUrl: lambda.IFunctionUrl): cloudfront.BehaviorOptions {
    const requests = new cloudfront.OriginRequestPolicy(this, 'ChatStreamRequests', {
      comment:
        'Quarter streamed chat: the chat headers, the body hash origin access control needs, the viewer address',
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...chatStreamForwardedHeaders),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    return {
      origin: origins.FunctionUrlOrigin.withOriginAccessControl(functionUrl),
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: requests,
      responseHeadersPolicy: this.headersPolicy,
      compress: false,
    };
  }

  /** The deployment Lambda is aws-cdk-lib's own singleton; its shape is not ours to choose. */
  private acknowledgeDeploymentHelper(): void {
    const helper = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!helper) throw new Error('BucketDeployment helper not found: aws-cdk-lib changed its construct id');
    const reason =
      'aws-cdk-lib BucketDeployment copies the build from the CDK asset bucket into the site bucket';
    Validations.of(helper).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'aws-cdk-lib BucketDeployment pins the runtime of its own helper Lambda',
      },
      {
        id: 'Serverless-LambdaLatestVersion',
        reason: 'aws-cdk-lib BucketDeployment pins the runtime of its own helper Lambda',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason: 'Invoked by CloudFormation as a custom resource, which reports a failure as a failed deploy',
      },
      {
        id: 'Serverless-LambdaTracing',
        reason: 'aws-cdk-lib BucketDeployment offers no tracing option; it runs once per deploy and logs',
      },
      {
        id: 'PCI.DSS.321-LambdaInsideVPC',
        reason: 'Copies between two S3 buckets and invalidates CloudFront: public AWS endpoints only',
      },
      {
        id: 'PCI.DSS.321-IAMNoInlinePolicy',
        reason: 'aws-cdk-lib BucketDeployment creates its helper role and policy itself',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'aws-cdk-lib BucketDeployment creates its helper role with the basic execution policy',
      },
    );
    acknowledgeWildcards(helper, [
      { finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/, reason },
      {
        finding: /^Resource::arn:(?:<AWS::Partition>|aws):s3:::cdk-[a-z0-9]+-assets-[0-9]+-[a-z0-9-]+\/\*$/,
        reason,
      },
      { finding: /^Resource::<SiteContent[0-9A-F]+\.Arn>\/\*$/, reason },
      {
        finding: /^Resource::\*$/,
        reason: 'cloudfront:CreateInvalidation of the new build supports no resource scoping here',
      },
    ]);
  }
}
