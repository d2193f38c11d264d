import type { Node } from 'constructs';

export type Stage = 'dev' | 'prod';

/** Everything a stage may tune, read once from CDK context (cdk.json or `-c key=value`). */
export interface StageConfig {
  readonly stage: Stage;
  readonly account: string;
  readonly region: string;
  /**
   * Verified SES identity (a domain or an address) the product sends from. When absent (a newcomer's
   * `npm run synth`), the template names SES_IDENTITY_PLACEHOLDER and refuses to deploy
   * (lib/ses-identity-guard.ts); prod refuses to synthesise without it.
   */
  readonly sesIdentity: string | undefined;
  /** True when no sesIdentity was given: the template is for reading, not deploying. */
  readonly sesIdentityPlaceholder: boolean;
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
  /**
   * Reserve concurrency for sign-in and the webhooks and cap the chat (lib/concurrency.ts): context
   * `reserveConcurrency`, on by default in prod only. Lambda keeps 100 concurrent executions of the
   * account unreserved (all of them below that, as on a new account with a quota of 10), so a deploy
   * with reservations fails until the quota is raised (README, First deploy).
   */
  readonly reserveConcurrency: boolean;
  /**
   * Q on WhatsApp (issue #30): context `whatsappPhoneNumberId` (and optionally `whatsappGraphVersion`,
   * `whatsappGraphUrl`). Without it the webhook route, the worker and its queue are not deployed.
   */
  readonly whatsapp: WhatsappConfig | undefined;
  /** Tests only: a missing dist/functions/<name> becomes an inline placeholder instead of an error. */
  readonly allowMissingBundles: boolean;
  /** Where the Lambda bundles are; undefined means dist/functions (tests point it at an empty folder). */
  readonly bundleRoot: string | undefined;
}

export interface WhatsappConfig {
  /** The WhatsApp Business phone number's id in Meta's app dashboard (not the number itself). */
  readonly phoneNumberId: string;
  readonly graphVersion: string;
  readonly graphUrl: string;
}

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
};

/**
 * What a synthesis without `-c sesIdentity=...` sends from: a reserved, never-resolving name
 * (RFC 2606 .invalid), so nothing it configures could work by accident.
 */
export const SES_IDENTITY_PLACEHOLDER = 'ses-identity-placeholder.invalid';

/** Why a deploy without a verified SES identity is refused (at synth for `npm run deploy`, else by CloudFormation). */
export const SES_IDENTITY_REQUIRED =
  'Context "sesIdentity" is required to deploy any stage: nobody could receive a sign-in code. Verify a domain or address in SES first and deploy with -c sesIdentity=<it> (see README, Deploy)';

export interface ReadOptions {
  /** `npm run deploy` sets QUARTER_DEPLOY=1: refuse a placeholder identity before CloudFormation does. */
  readonly deploying?: boolean;
}

export function readStageConfig(node: Node, options: ReadOptions = {}): StageConfig {
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
  // Without a verified SES identity every code e-mail fails and nobody can sign in, dev included:
  // synth works (a placeholder, to read the template), a deploy is refused.
  if (!sesIdentity && options.deploying) throw new Error(SES_IDENTITY_REQUIRED);
  const mailFrom = text(node, 'mailFrom') ?? `Quarter <no-reply@${sesIdentity ?? SES_IDENTITY_PLACEHOLDER}>`;
  const mailIdentity = sesIdentity ?? domainOf(mailFrom);
  const schedulingUrl = text(node, 'schedulingUrl') ?? 'https://calendly.com/quarter-launch/launch-call';
  return {
    stage,
    account,
    region,
    sesIdentity,
    sesIdentityPlaceholder: sesIdentity === undefined,
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
    reserveConcurrency: flag(node, 'reserveConcurrency') ?? stage === 'prod',
    whatsapp: whatsappOf(node),
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

function flag(node: Node, key: string): boolean | undefined {
  const value = text(node, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new Error(`Context "${key}" must be true or false`);
  return value === 'true';
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

function whatsappOf(node: Node): WhatsappConfig | undefined {
  const phoneNumberId = text(node, 'whatsappPhoneNumberId');
  if (!phoneNumberId) return undefined;
  if (!/^\d{5,20}$/.test(phoneNumberId))
    throw new Error('Context "whatsappPhoneNumberId" must be the phone number id Meta shows (digits)');
  return {
    phoneNumberId,
    graphVersion: text(node, 'whatsappGraphVersion') ?? 'v21.0',
    graphUrl: text(node, 'whatsappGraphUrl') ?? 'https://graph.facebook.com',
  };
}
