import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/handlers/lib/http.ts';
import { routes, type HandlerName, type RouteDefinition } from '../functions/handlers/routes.ts';
import { jsonAccessLogFormat } from './access-log.ts';
import type { HouseFunction } from './house-function.ts';
import type { StageConfig } from './stage-config.ts';
import { createHandler, type WiringDeps } from './wiring.ts';

export interface ApiProps extends WiringDeps {
  readonly issuer: string;
  /** Tokens of the web client (customers) and the staff client (admins) are both accepted. */
  readonly userPoolClientIds: readonly string[];
  readonly routes?: readonly RouteDefinition[];
}

const idOf = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/**
 * The HTTP API: one route per entry of functions/handlers/routes.ts, one Lambda per handler file.
 * Routes marked user or admin pass API Gateway's JWT check first; admin handlers then check the group.
 */
export class Api extends Construct {
  public readonly httpApi: apigwv2.HttpApi;
  public readonly stage: apigwv2.HttpStage;
  public readonly functions: ReadonlyMap<HandlerName, HouseFunction>;
  public readonly paystackSecret: secretsmanager.Secret;
  /** The signing key of the Calendly webhook subscription (issue #19). */
  public readonly calendlySigningKey: secretsmanager.Secret;
  /** What CloudFront sends in `x-origin-verify` and every route's handler expects (httpHandler). */
  public readonly originVerifySecret: secretsmanager.Secret;
  /** Signs the staff alert webhook; only with the `alertWebhookUrl` context. */
  public readonly alertWebhookSecret: secretsmanager.Secret | undefined;

  /** Encrypts every secret of the stack, WhatsApp's too (lib/whatsapp.ts). */
  public readonly secretsKey: kms.Key;

  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.config = props.config;
    const prod = props.config.stage === 'prod';

    // The secrets under a key of our own (PCI DSS 3.2.1), not the account's aws/secretsmanager key;
    // reading the Paystack secret grants kms:Decrypt on it through Secrets Manager only.
    const secretsKey = (this.secretsKey = new kms.Key(this, 'SecretsKey', {
      description: 'Encrypts the Paystack, Calendly, origin-verify and WhatsApp secrets',
      enableKeyRotation: true,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    }));

    // The real key is put in by an operator (`aws secretsmanager put-secret-value`); the generated
    // value only lets the first deploy succeed. The secret string is the Paystack secret key itself.
    this.paystackSecret = new secretsmanager.Secret(this, 'PaystackSecret', {
      description:
        'Paystack secret key (sk_live_... / sk_test_...) used for checkout, verify and webhook signatures',
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      encryptionKey: secretsKey,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.paystackSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A third-party API key: it is rotated in the Paystack dashboard, then put here',
    });

    // As the Paystack key: an operator puts the signing key chosen for the Calendly webhook
    // subscription here (README, Calendly); the generated value only lets the first deploy succeed.
    this.calendlySigningKey = new secretsmanager.Secret(this, 'CalendlySigningKey', {
      description: 'Signing key of the Calendly webhook subscription (invitee.created, invitee.canceled)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      encryptionKey: secretsKey,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.calendlySigningKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Shared with Calendly: a new key means a new webhook subscription there, then put here (README, Calendly)',
    });

    // Staff share this key with their webhook receiver to check X-Quarter-Signature (README, Staff alerts).
    this.alertWebhookSecret = props.config.alertWebhookUrl
      ? new secretsmanager.Secret(this, 'AlertWebhookSecret', {
          description: 'Signing secret of the staff alert webhook (X-Quarter-Signature)',
          generateSecretString: { passwordLength: 48, excludePunctuation: true },
          encryptionKey: secretsKey,
          removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        })
      : undefined;
    if (this.alertWebhookSecret)
      Validations.of(this.alertWebhookSecret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Shared with the staff webhook receiver: a new secret is set there and here together (README)',
      });

    // HTTP APIs take no resource policy or WAF, and their execute-api endpoint cannot be switched off
    // without a custom domain, so the handlers refuse requests that lack CloudFront's secret header.
    // The value is generated in Secrets Manager and reaches CloudFront and the Lambdas as a
    // CloudFormation dynamic reference: it never appears in the template or cdk.out.
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `Value of the ${ORIGIN_VERIFY_HEADER} header CloudFront adds to /api requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      encryptionKey: secretsKey,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating means a new value in both CloudFront and the Lambdas at once; the deployment section of the README gives the manual steps',
    });

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Quarter HTTP API, reached through CloudFront at /api/*',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      encryptionKey: props.logKey,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      // Per-route and per-IP limits live in the handlers; this caps the whole API against floods.
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: jsonAccessLogFormat({ authorizerError: '$context.authorizer.error' }),
      },
    });

    const authorizer = new HttpJwtAuthorizer('UserPoolJwt', props.issuer, {
      jwtAudience: [...props.userPoolClientIds],
      identitySource: ['$request.header.Authorization'],
    });

    const functions = new Map<HandlerName, HouseFunction>();
    const integrations = new Map<HandlerName, HttpLambdaIntegration>();
    for (const route of props.routes ?? routes) {
      const name = route.handler as HandlerName;
      // With no WhatsApp number configured, Meta's webhook route does not exist (issue #30).
      if (name === 'whatsapp-webhook' && !props.config.whatsapp) continue;
      let integration = integrations.get(name);
      if (!integration) {
        const fn = createHandler(this, idOf(name), name, {
          ...props,
          paystackSecret: this.paystackSecret,
          calendlySigningKey: this.calendlySigningKey,
        });
        // Read at init from Secrets Manager (cached), never resolved into the environment.
        fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', this.originVerifySecret.secretArn);
        this.originVerifySecret.grantRead(fn);
        functions.set(name, fn);
        // One invoke permission per function for this API, not one per route: a handler serves
        // several routes, and a permission per route pushed the stack past CloudFormation's 500
        // resources once WhatsApp and payouts were added. The API still only calls a function
        // through the routes that integrate it.
        integration = new HttpLambdaIntegration(`${idOf(name)}Integration`, fn, {
          scopePermissionToRoute: false,
        });
        integrations.set(name, integration);
      }
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration,
        authorizer: route.auth === 'user' || route.auth === 'admin' ? authorizer : undefined,
      });
      if (created && (route.auth === 'public' || route.auth === 'signature')) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            route.auth === 'public'
              ? `${route.method} ${route.path} is public by design (DESIGN.md API contract); its handler applies rate limits or a token`
              : `${route.method} ${route.path} is called by a provider (Paystack, Calendly, Meta) that proves itself with an HMAC signature the handler verifies`,
        });
      }
    }
    this.functions = functions;
  }

  /** The secret as a dynamic reference, resolved by CloudFormation at deploy time. */
  get originVerifyValue(): string {
    const versionId = this.config.originVerifySecretVersion;
    return SecretValue.secretsManager(this.originVerifySecret.secretArn, { versionId }).unsafeUnwrap();
  }

  /** Origin host for CloudFront: the API's execute-api domain. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
  }
}
