import { Arn, Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { HandlerName } from '../functions/handlers/routes.ts';
import type { Data } from './data.ts';
import { needsOf } from './handler-needs.ts';
import { HouseFunction } from './house-function.ts';
import type { StageConfig } from './stage-config.ts';
import type { Uploads } from './uploads.ts';

/** What a construct hands over so each of its Lambdas gets exactly the privileges handler-needs.ts lists. */
export interface WiringDeps {
  readonly data: Data;
  readonly config: StageConfig;
  readonly paystackSecret?: secretsmanager.ISecret;
  readonly uploads?: Uploads;
  /** Extra variables every function of the construct receives (e.g. the user pool ids). */
  readonly environment?: Readonly<Record<string, string>>;
}

export function sesIdentityArn(scope: Construct, identity: string): string {
  return Arn.format({ service: 'ses', resource: 'identity', resourceName: identity }, Stack.of(scope));
}

/**
 * ARNs a Converse call on `modelId` is authorised against. A cross-region inference profile id
 * ("eu.amazon.nova-lite-v1:0") also needs the foundation model in each region the profile routes to.
 */
export function bedrockModelArns(scope: Construct, modelId: string): string[] {
  const stack = Stack.of(scope);
  const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
  if (!profile?.[2]) return [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`];
  return [
    `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
    `arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}

export function createHandler(
  scope: Construct,
  id: string,
  name: HandlerName,
  deps: WiringDeps,
): HouseFunction {
  const needs = needsOf(name);
  const { config } = deps;
  const fn = new HouseFunction(scope, id, {
    handlerName: name,
    stage: config.stage,
    allowMissingBundle: config.allowMissingBundles,
    bundleRoot: config.bundleRoot,
    environment: deps.environment,
    timeout: needs.timeoutSeconds === undefined ? undefined : Duration.seconds(needs.timeoutSeconds),
  });
  if (needs.items) fn.grantItems(deps.data, needs.items);
  else if (needs.table !== 'none') fn.bindTable(deps.data, needs.table);
  if (needs.countsRequests) fn.allowRateCounting(deps.data);
  if (needs.sendsMail) {
    fn.addEnvironment('MAIL_FROM', config.mailFrom);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [sesIdentityArn(scope, config.mailIdentity)],
      }),
    );
  }
  if (needs.invokesModel) {
    fn.addEnvironment('BEDROCK_MODEL_ID', config.bedrockModelId);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: bedrockModelArns(scope, config.bedrockModelId),
      }),
    );
  }
  if (needs.paystack) fn.addEnvironment('PAYSTACK_BASE_URL', config.paystackBaseUrl);
  if (needs.paystack === 'api') {
    if (!deps.paystackSecret) throw new Error(`${name} needs the Paystack secret but none was provided`);
    fn.addEnvironment('PAYSTACK_SECRET_ARN', deps.paystackSecret.secretArn);
    deps.paystackSecret.grantRead(fn);
  }
  if (needs.encryptsFields) {
    fn.addEnvironment('FIELD_KEY_ID', deps.data.sensitiveKey.keyArn);
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['kms:Encrypt'], resources: [deps.data.sensitiveKey.keyArn] }),
    );
  }
  if (needs.uploadsIdDocuments) {
    if (!deps.uploads) throw new Error(`${name} needs the upload bucket but none was provided`);
    fn.addEnvironment('UPLOAD_BUCKET', deps.uploads.bucket.bucketName);
    deps.uploads.grantIdDocuments(fn.executionRole);
  }
  return fn;
}
