import * as lambda from 'aws-cdk-lib/aws-lambda';

/**
 * Node.js 24 for every Lambda of the product. Why not 22: 24 is the newest runtime aws-cdk-lib
 * knows (cdk-nag's Serverless-LambdaLatestVersion and AwsSolutions-L1 ask for it) and AWS supports it
 * a year longer (deprecation April 2028, against April 2027 for 22). The handlers are async
 * functions (Node 24 dropped callback-style handlers) and use nothing newer than Node 20, the oldest
 * Node the tests load the bundles in.
 */
export const lambdaRuntime = lambda.Runtime.NODEJS_24_X;

/**
 * The AWS SDK v3 packages the bundles import but do not contain (scripts/bundle-functions.ts leaves
 * @aws-sdk/* and @smithy/* external): the runtime's own copy answers those imports. Each is pinned to
 * the version package-lock.json installs, and test/infra/bundle-init.test.ts loads every bundle next
 * to exactly these packages and nothing else, failing when node_modules drifts from this list or a
 * bundle imports a package not on it.
 *
 * Where the versions come from: Lambda's nodejs24.x ships one AWS SDK v3 release, listed under
 * "Runtime-included SDK versions" at https://docs.aws.amazon.com/lambda/latest/dg/lambda-nodejs.html,
 * and AWS moves it with runtime updates. That copy cannot be fetched here (no registry holds the
 * runtime image), so the test loads the installed versions pinned below instead, which may be newer
 * than the runtime's. A deploy that must run exactly these versions bundles them: BUNDLE_SDK=1.
 */
export const runtimeSdkPackages = {
  '@aws-sdk/client-apigatewaymanagementapi': '3.1169.0',
  '@aws-sdk/client-bedrock-runtime': '3.1162.0',
  '@aws-sdk/client-cognito-identity-provider': '3.1169.0',
  '@aws-sdk/client-dynamodb': '3.1162.0',
  '@aws-sdk/client-kms': '3.1162.0',
  '@aws-sdk/client-s3': '3.1169.0',
  '@aws-sdk/client-secrets-manager': '3.1162.0',
  '@aws-sdk/client-sesv2': '3.1169.0',
  // Issue #30: the WhatsApp webhook hands each notification to the worker's queue.
  '@aws-sdk/client-sqs': '3.1169.0',
  '@aws-sdk/lib-dynamodb': '3.1162.0',
  // Imported by the bundles through lib-dynamodb's marshalling helpers; installed as its dependency.
  '@aws-sdk/util-dynamodb': '3.996.9',
  '@aws-sdk/s3-presigned-post': '3.1162.0',
  '@smithy/signature-v4': '5.7.5',
} as const satisfies Readonly<Record<string, string>>;

/**
 * Powertools for AWS Lambda (TypeScript): the bundles import its Logger and Metrics but do not contain them
 * (scripts/bundle-functions.ts leaves @aws-lambda-powertools/* external, as Powertools' docs advise
 * with its layer); every function gets AWS's public Powertools layer of exactly this version, found
 * at deploy through the SSM parameter AWS publishes per release. The layer is an npm install of the
 * packages, so it also holds their dependency @aws/lambda-invoke-store. This version is the one
 * package.json pins; test/infra/bundle-init.test.ts fails when node_modules holds another.
 * Why a layer: Logger, Metrics and their dependencies are about 35 KB minified, which would put the
 * payment handlers over the 300 KB bundle budget (issue 9).
 */
export const powertoolsVersion = '2.36.0';

export const powertoolsPackages = {
  '@aws-lambda-powertools/logger': powertoolsVersion,
  '@aws-lambda-powertools/metrics': powertoolsVersion,
  '@aws-lambda-powertools/commons': powertoolsVersion,
  '@aws/lambda-invoke-store': '0.3.0',
} as const satisfies Readonly<Record<string, string>>;

/** The SSM parameter whose value is the layer version ARN of `powertoolsVersion` in the stack's region. */
export const powertoolsLayerParameter = `/aws/service/powertools/typescript/generic/all/${powertoolsVersion}`;
