import { Arn, Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { HandlerName } from '../functions/handlers/routes.ts';
import type { Data } from './data.ts';
import { reservedConcurrencyOf } from './concurrency.ts';
import { needsOf } from './handler-needs.ts';
import { acknowledgeWildcards } from './nag.ts';
import { HouseFunction } from './house-function.ts';
import type { StageConfig } from './stage-config.ts';
import type { Uploads } from './uploads.ts';

/** What a construct hands over so each of its Lambdas gets exactly the privileges handler-needs.ts lists. */
export interface WiringDeps {
  readonly data: Data;
  readonly config: StageConfig;
  readonly paystackSecret?: secretsmanager.ISecret;
  readonly calendlySigningKey?: secretsmanager.ISecret;
  readonly uploads?: Uploads;
  /** Extra variables every function of the construct receives (e.g. the user pool ids). */
  readonly environment?: Readonly<Record<string, string>>;
  /** The user pool, for the handlers that read it (listsStaff). */
  readonly userPoolArn?: string;
  /** Encrypts the functions' log groups (lib/log-key.ts). */
  readonly logKey: kms.IKey;
}

export function sesIdentityArn(scope: Construct, identity: string): string {
  return Arn.format({ service: 'ses', resource: 'identity', resourceName: identity }, Stack.of(scope));
}

/**
 * What a Converse call on `modelId` needs. A cross-Region inference profile id
 * ("eu.amazon.nova-lite-v1:0") is authorised on the profile and on its foundation model in whichever
 * Region of the geography the profile routes to, but only through that profile.
 */
export function bedrockInvokeStatements(
  scope: Construct,
  modelId: string,
  call: 'converse' | 'converseStream' = 'converse',
): iam.PolicyStatement[] {
  const stack = Stack.of(scope);
  const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
  // ConverseStream is authorised by its own action, not by InvokeModel.
  const action = call === 'converse' ? 'bedrock:InvokeModel' : 'bedrock:InvokeModelWithResponseStream';
  const invoke = (resources: string[], conditions?: Record<string, unknown>) =>
    new iam.PolicyStatement({ actions: [action], resources, conditions });
  if (!profile?.[2])
    return [invoke([`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`])];
  const profileArn = `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`;
  return [
    invoke([profileArn]),
    invoke([`arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`], {
      StringEquals: { 'bedrock:InferenceProfileArn': profileArn },
    }),
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
    logKey: deps.logKey,
    environment: deps.environment,
    timeout: needs.timeoutSeconds === undefined ? undefined : Duration.seconds(needs.timeoutSeconds),
    reservedConcurrency: reservedConcurrencyOf(name, config.reserveConcurrency),
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
    for (const statement of bedrockInvokeStatements(scope, config.bedrockModelId, needs.invokesModel))
      fn.addToRolePolicy(statement);
    acknowledgeWildcards(fn.executionRole, [
      {
        finding: /^Resource::arn:(?:<AWS::Partition>|aws):bedrock:\*::foundation-model\/[^*]+$/,
        reason:
          'The inference profile picks the Region per request; the grant names one model and holds only through the profile (bedrock:InferenceProfileArn)',
      },
    ]);
  }
  if (needs.paystack) fn.addEnvironment('PAYSTACK_BASE_URL', config.paystackBaseUrl);
  if (needs.paystack === 'api') {
    if (!deps.paystackSecret) throw new Error(`${name} needs the Paystack secret but none was provided`);
    fn.addEnvironment('PAYSTACK_SECRET_ARN', deps.paystackSecret.secretArn);
    deps.paystackSecret.grantRead(fn);
  }
  if (needs.calendlySigningKey) {
    if (!deps.calendlySigningKey)
      throw new Error(`${name} needs the Calendly signing key but none was provided`);
    fn.addEnvironment('CALENDLY_SIGNING_KEY_ARN', deps.calendlySigningKey.secretArn);
    deps.calendlySigningKey.grantRead(fn);
  }
  if (needs.encryptsFields) {
    fn.addEnvironment('FIELD_KEY_ID', deps.data.sensitiveKey.keyArn);
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['kms:Encrypt'], resources: [deps.data.sensitiveKey.keyArn] }),
    );
  }
  if (needs.decryptsFields) {
    fn.addEnvironment('FIELD_KEY_ID', deps.data.sensitiveKey.keyArn);
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['kms:Decrypt'], resources: [deps.data.sensitiveKey.keyArn] }),
    );
  }
  if (needs.readsIdDocuments) {
    if (!deps.uploads) throw new Error(`${name} needs the upload bucket but none was provided`);
    fn.addEnvironment('UPLOAD_BUCKET', deps.uploads.bucket.bucketName);
    deps.uploads.grantReadIdDocuments(fn.executionRole);
  }
  if (needs.uploadsIdDocuments) {
    if (!deps.uploads) throw new Error(`${name} needs the upload bucket but none was provided`);
    fn.addEnvironment('UPLOAD_BUCKET', deps.uploads.bucket.bucketName);
    deps.uploads.grantIdDocuments(fn.executionRole);
  }
  if (needs.listsStaff) {
    if (!deps.userPoolArn) throw new Error(`${name} needs the user pool but none was provided`);
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['cognito-idp:ListUsersInGroup'], resources: [deps.userPoolArn] }),
    );
  }
  return fn;
}
