import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { BODY_INSPECTION_LIMIT, SIZE_RESTRICTIONS_BODY_RULE, bodySizeRule } from './edge-body-rules.ts';

/** Requests per IP per 5 minutes to /api/* before the edge blocks; the handlers' own limits are tighter per route. */
export const EDGE_API_RATE_LIMIT = 1000;

export interface EdgeStackProps extends StackProps {
  /** The site's custom domain, e.g. quarter.ng or app.quarter.ng. */
  readonly domainName: string;
  /** The Route 53 hosted zone that holds it, when Route 53 does: DNS validation and the alias are automatic. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

/**
 * What CloudFront needs from us-east-1, whatever Region the product runs in: the custom domain's
 * certificate and the distribution's web ACL (AWS managed common and known-bad-inputs rules, a
 * rate-based rule on /api/*; the common rule set's 8 KB body limit everywhere but the API routes that
 * take a body, which enforce their own: lib/edge-body-rules.ts). The main stack references both
 * (crossRegionReferences).
 */
export class EdgeStack extends Stack {
  public readonly certificate: acm.ICertificate;
  public readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const zone = props.hostedZone
      ? route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: props.hostedZone.id,
          zoneName: props.hostedZone.name,
        })
      : undefined;
    // Without a Route 53 zone, ACM prints the validation record to add at the DNS provider.
    this.certificate = new acm.Certificate(this, 'SiteCertificate', {
      domainName: props.domainName,
      validation: acm.CertificateValidation.fromDns(zone),
    });

    const managed = (
      name: string,
      priority: number,
      counted: readonly string[] = [],
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(counted.length > 0
            ? { ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: { sampledRequestsEnabled: true, cloudWatchMetricsEnabled: true, metricName: name },
    });
    const webAcl = new wafv2.CfnWebACL(this, 'SiteWebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      // WAF sees a body only up to this: the body rules read the whole of any body a route accepts.
      associationConfig: {
        requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: BODY_INSPECTION_LIMIT.setting } },
      },
      visibilityConfig: {
        sampledRequestsEnabled: true,
        cloudWatchMetricsEnabled: true,
        metricName: 'QuarterSite',
      },
      rules: [
        // Every rule of the set blocks but the 8 KB body limit, which counts and labels (below).
        managed('AWSManagedRulesCommonRuleSet', 1, [SIZE_RESTRICTIONS_BODY_RULE]),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'ApiRatePerIp',
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: EDGE_API_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: {
            sampledRequestsEnabled: true,
            cloudWatchMetricsEnabled: true,
            metricName: 'ApiRatePerIp',
          },
        },
        bodySizeRule(4),
      ],
    });
    this.webAclArn = webAcl.attrArn;
    this.logRequests(webAcl);
  }

  /** Every request the edge WAF judged, for a month; WAF delivers only to log groups named aws-waf-logs-*. */
  private logRequests(webAcl: wafv2.CfnWebACL): void {
    const key = new kms.Key(this, 'EdgeLogKey', {
      description: 'Encrypts the edge WAF logs',
      enableKeyRotation: true,
    });
    key.grantEncryptDecrypt(new iam.ServicePrincipal(`logs.${this.region}.amazonaws.com`));
    const logGroup = new logs.LogGroup(this, 'SiteWafLogs', {
      logGroupName: `aws-waf-logs-${this.stackName}`,
      retention: logs.RetentionDays.ONE_MONTH,
      encryptionKey: key,
    });
    new wafv2.CfnLoggingConfiguration(this, 'SiteWafLogging', {
      resourceArn: webAcl.attrArn,
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
  }
}
