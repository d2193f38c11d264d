import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { HandlerName } from '../functions/handlers/routes.ts';
import type { Data } from './data.ts';
import { rateCounterKeyPattern, type ItemGrant } from './handler-needs.ts';
import { lambdaRuntime, powertoolsLayerParameter } from './lambda-runtime.ts';
import { lambdaTimeoutSeconds } from '../functions/domain/timeouts.ts';
import type { Stage } from './stage-config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where scripts/bundle-functions.ts leaves the handlers. */
export const defaultBundleRoot = path.join(repoRoot, 'dist', 'functions');

const readActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
// Transactions are authorised through these item actions; Scan is never granted (no Scan in a request path).
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const keyReadActions = ['kms:Decrypt', 'kms:DescribeKey'];
const keyWriteActions = ['kms:Encrypt', 'kms:GenerateDataKey'];

export interface HouseFunctionProps {
  readonly handlerName: HandlerName;
  readonly stage: Stage;
  readonly environment?: Readonly<Record<string, string>>;
  readonly timeout?: Duration;
  /** Tests only: a missing bundle becomes an inline placeholder instead of failing synth. */
  readonly allowMissingBundle?: boolean;
  /** Directory holding <name>/index.mjs; defaults to dist/functions. */
  readonly bundleRoot?: string;
  /** Encrypts the function's log group (lib/log-key.ts); CloudWatch's own encryption when absent. */
  readonly logKey?: kms.IKey;
  /** ReservedConcurrentExecutions (lib/concurrency.ts); the account's shared pool when absent. */
  readonly reservedConcurrency?: number;
}

/**
 * Every Lambda of the product: the bundle from dist/functions/<name>, Node 24 on arm64, source-mapped
 * stack traces, X-Ray, an encrypted one-month log group it alone may write to, and a role that starts
 * empty.
 */
export class HouseFunction extends lambda.Function {
  public readonly handlerName: HandlerName;
  /** Its ReservedConcurrentExecutions, when the stage reserves any (lib/concurrency.ts). */
  public readonly reservedConcurrency: number | undefined;
  /** The function's own role (never undefined, unlike `role`). */
  public readonly executionRole: iam.Role;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      encryptionKey: props.logKey,
      removalPolicy: props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // An explicit role instead of AWSLambdaBasicExecutionRole, whose logs:* reaches every log group.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.handlerName} Lambda`,
    });
    super(scope, id, {
      description: props.handlerName,
      code: codeFor(scope, props),
      handler: 'index.handler',
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(lambdaTimeoutSeconds.default),
      reservedConcurrentExecutions: props.reservedConcurrency,
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      role,
      layers: [powertoolsLayer(scope)],
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
    this.handlerName = props.handlerName;
    this.reservedConcurrency = props.reservedConcurrency;
    this.executionRole = role;
    logGroup.grantWrite(role);

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions',
    });
    Validations.of(role).acknowledge({
      id: 'PCI.DSS.321-IAMNoInlinePolicy',
      reason:
        'Each function has its own role and policy, created and deleted with it; a managed policy per function would narrow nothing (least privilege is asserted in test/infra/backend.test.ts)',
    });
    Validations.of(this).acknowledge(
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked synchronously (API Gateway, Cognito triggers, WebSocket routes) or by the table stream mapping, whose failures go to its own on-failure queue; a function DLQ only catches asynchronous invocations',
      },
      {
        id: 'PCI.DSS.321-LambdaInsideVPC',
        reason:
          'No VPC resource exists: the functions reach only AWS public endpoints and Paystack, so a VPC would add NAT cost and cold-start time and isolate nothing',
      },
    );
  }

  /** Sets TABLE_NAME and grants exactly the item actions `access` needs, on the table and its named indexes. */
  bindTable(data: Data, access: 'read' | 'readwrite'): void {
    this.addEnvironment('TABLE_NAME', data.table.tableName);
    const write = access === 'readwrite';
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: write ? [...readActions, ...writeActions] : readActions,
        resources: [data.table.tableArn, ...data.indexArns],
      }),
    );
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: write ? [...keyReadActions, ...keyWriteActions] : keyReadActions,
        resources: [data.key.keyArn],
      }),
    );
  }

  /**
   * Sets TABLE_NAME and grants exactly `grants`: each its own actions, on the table only (no index)
   * unless it queries, and only on items whose partition key matches its patterns.
   */
  grantItems(data: Data, grants: readonly ItemGrant[]): void {
    this.addEnvironment('TABLE_NAME', data.table.tableName);
    for (const grant of grants) {
      const queries = grant.actions.includes('Query');
      this.addToRolePolicy(
        new iam.PolicyStatement({
          actions: grant.actions.map((action) => `dynamodb:${action}`),
          resources: queries ? [data.table.tableArn, ...data.indexArns] : [data.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.keys] } },
        }),
      );
    }
    const writes = grants.some((grant) =>
      grant.actions.some((action) => action !== 'GetItem' && action !== 'Query'),
    );
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: writes ? [...keyReadActions, ...keyWriteActions] : keyReadActions,
        resources: [data.key.keyArn],
      }),
    );
  }

  /**
   * Lets a read-only handler count requests for its rate limit: item writes are allowed only where
   * every partition key is a RateCounter's, so the handler still cannot change a business record.
   */
  allowRateCounting(data: Data): void {
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem', 'dynamodb:PutItem'],
        resources: [data.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [rateCounterKeyPattern] } },
      }),
    );
    this.addToRolePolicy(new iam.PolicyStatement({ actions: keyWriteActions, resources: [data.key.keyArn] }));
  }
}

/** AWS's Powertools layer (lib/lambda-runtime.ts), one per stack, shared by every function. */
function powertoolsLayer(scope: Construct): lambda.ILayerVersion {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('PowertoolsLayer') as lambda.ILayerVersion | undefined;
  return (
    existing ??
    lambda.LayerVersion.fromLayerVersionArn(
      stack,
      'PowertoolsLayer',
      ssm.StringParameter.valueForStringParameter(stack, powertoolsLayerParameter),
    )
  );
}

function codeFor(scope: Construct, props: HouseFunctionProps): lambda.Code {
  const dir = path.join(props.bundleRoot ?? defaultBundleRoot, props.handlerName);
  if (existsSync(path.join(dir, 'index.mjs'))) return lambda.Code.fromAsset(dir);
  if (!props.allowMissingBundle) {
    throw new Error(
      `No bundle for ${props.handlerName} at dist/functions/${props.handlerName}/index.mjs: run \`npm run build:functions\` before synth`,
    );
  }
  Annotations.of(scope).addInfo(`${props.handlerName}: placeholder code, the bundle was missing at synth`);
  return lambda.Code.fromInline(
    `exports.handler = async () => { throw new Error('${props.handlerName} was deployed without its bundle'); };`,
  );
}
