import type { Node } from 'constructs';

export type Stage = 'dev' | 'prod';

/** Everything a stage may tune, read once from CDK context (cdk.json or `-c key=value`). */
export interface StageConfig {
  readonly stage: Stage;
  readonly account: string;
  readonly region: string;
  /**
   * Verified SES identity (a domain or an address) the product sends from. When absent, Cognito keeps
   * its own sender and the mailer Lambdas are still scoped to `mailIdentity` below, which must be
   * verified before a real deploy.
   */
  readonly sesIdentity: string | undefined;
  readonly mailIdentity: string;
  readonly mailFrom: string;
  readonly bedrockModelId: string;
  readonly paystackBaseUrl: string;
  readonly schedulingUrl: string;
  readonly schedulingOrigin: string;
  readonly alarmEmail: string | undefined;
  /**
   * Optional https endpoint that receives every staff alert as signed JSON (README, Staff alerts);
   * its signing secret is created in Secrets Manager only when this is set.
   */
  readonly alertWebhookUrl: string | undefined;
  /** Optional custom domain (lib/edge-stack.ts); the distribution's own name without it. */
  readonly domainName: string | undefined;
  /** The Route 53 zone holding domainName, when Route 53 hosts it. */
  readonly hostedZone: { readonly id: string; readonly name: string } | undefined;
  /**
   * Pins the origin-verify secret to one Secrets Manager version. CloudFormation resolves the secret
   * only when a resource using it changes, so a rotation deploys with the new version id.
   */
  readonly originVerifySecretVersion: string | undefined;
  /** Tests only: a missing dist/functions/<name> becomes an inline placeholder instead of an error. */
  readonly allowMissingBundles: boolean;
  /** Where the Lambda bundles are; undefined means dist/functions (tests point it at an empty folder). */
  readonly bundleRoot: string | undefined;
}

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};

export function readStageConfig(node: Node): StageConfig {
  const stage = text(node, 'stage') ?? 'dev';
  if (stage !== 'dev' && stage !== 'prod')
    throw new Error(`Context "stage" must be dev or prod, not "${stage}"`);
  const account = text(node, 'account');
  const region = text(node, 'region');
  if (!account || !region)
    throw new Error('Context "account" and "region" are required: synth makes no lookups');
  const sesIdentity = text(node, 'sesIdentity');
  const alarmEmail = text(node, 'alarmEmail');
  // Production without alarms or a verified sender fails quietly on day one: refuse to synthesise.
  const missing = [...(alarmEmail ? [] : ['alarmEmail']), ...(sesIdentity ? [] : ['sesIdentity'])];
  if (stage === 'prod' && missing.length > 0)
    throw new Error(
      `The prod stage needs context ${missing.map((name) => `"${name}"`).join(' and ')} (see README, Deploy)`,
    );
  // Without a verified SES identity every code e-mail fails and nobody can sign in, dev included.
  // Tests synthesise with "sesIdentityPlaceholder": "true", which no deploy should carry.
  if (!sesIdentity && text(node, 'sesIdentityPlaceholder') !== 'true')
    throw new Error(
      'Context "sesIdentity" is required to deploy any stage: verify a domain or address in SES first (see README, Deploy)',
    );
  const mailFrom = text(node, 'mailFrom') ?? `Quarter <no-reply@${sesIdentity ?? 'example.com'}>`;
  const mailIdentity = sesIdentity ?? domainOf(mailFrom);
  const schedulingUrl = text(node, 'schedulingUrl') ?? 'https://calendly.com/quarter-launch/launch-call';
  return {
    stage,
    account,
    region,
    sesIdentity,
    mailIdentity,
    mailFrom,
    bedrockModelId: text(node, 'bedrockModelId') ?? defaultBedrockModel(region),
    paystackBaseUrl: text(node, 'paystackBaseUrl') ?? 'https://api.paystack.co',
    schedulingUrl,
    schedulingOrigin: text(node, 'schedulingOrigin') ?? new URL(schedulingUrl).origin,
    alarmEmail,
    alertWebhookUrl: alertWebhookUrlOf(node),
    domainName: text(node, 'domainName'),
    hostedZone: hostedZoneOf(node),
    originVerifySecretVersion: text(node, 'originVerifySecretVersion'),
    allowMissingBundles: text(node, 'allowMissingBundles') === 'true',
    bundleRoot: text(node, 'bundleRoot'),
  };
}

/**
 * Amazon Nova Lite: fast and inexpensive for Q's short answers. Outside us-east-1 it answers on demand
 * only through the cross-Region inference profile of the Region's geography (eu-west-1 included).
 */
export function defaultBedrockModel(region: string): string {
  const geography = /^(eu|us|ap)-/.exec(region)?.[1];
  if (!geography) return 'amazon.nova-lite-v1:0';
  return `${geography === 'ap' ? 'apac' : geography}.amazon.nova-lite-v1:0`;
}

function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  if (!match?.[1]) throw new Error(`Context "mailFrom" must contain an e-mail address, not "${address}"`);
  return match[1];
}

function hostedZoneOf(node: Node): { id: string; name: string } | undefined {
  const id = text(node, 'hostedZoneId');
  if (!id) return undefined;
  const name = text(node, 'hostedZoneName') ?? text(node, 'domainName');
  if (!name)
    throw new Error(
      'Context "hostedZoneId" needs "domainName" (and "hostedZoneName" when the zone is its parent)',
    );
  return { id, name };
}

function alertWebhookUrlOf(node: Node): string | undefined {
  const value = text(node, 'alertWebhookUrl');
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('Context "alertWebhookUrl" must be an https URL');
  }
  if (url.protocol !== 'https:') throw new Error('Context "alertWebhookUrl" must be an https URL');
  return value;
}
