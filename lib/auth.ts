import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { eventHandlers } from '../functions/handlers/routes.ts';
import type { HouseFunction } from './house-function.ts';
import { createHandler, type WiringDeps } from './wiring.ts';

export type AuthProps = WiringDeps;

const cognitoTargetPrefix = 'AWSCognitoIdentityProviderService.';

/**
 * Cognito: e-mail one-time codes through the custom-auth triggers for everyone, passwords for staff in
 * the `admins` group, and a WAF rate limit per IP in front of the pool so codes cannot be sprayed.
 *
 * Two app clients keep a password from ever opening a customer account: the public web client takes
 * custom auth (the e-mailed code) only; the staff client takes USER_PASSWORD_AUTH only, and the
 * PreAuthentication trigger refuses anyone outside `admins` on a client that takes passwords.
 */
export class Auth extends Construct {
  public readonly userPool: cognito.UserPool;
  public readonly client: cognito.UserPoolClient;
  /** The /admin/login client: password sign-in, for the `admins` group only (PreAuthentication). */
  public readonly staffClient: cognito.UserPoolClient;
  public readonly adminsGroupName = 'admins';
  public readonly triggers: readonly HouseFunction[];
  /** Writes the password-reset e-mail with a link to the site; needs SITE_URL once the site exists. */
  public readonly customMessage: HouseFunction;
  public readonly issuer: string;
  /**
   * WAF bound per IP on the calls that e-mail a code: InitiateAuth with CUSTOM_AUTH and ForgotPassword
   * (and, in a rule of its own, SignUp + ResendConfirmationCode).
   */
  public static readonly codeSendsPerIpPer5Minutes = 20;
  private readonly logKey: AuthProps['logKey'];
  private readonly prod: boolean;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config } = props;
    this.logKey = props.logKey;
    this.prod = config.stage === 'prod';
    const trigger = (triggerId: string, name: Parameters<typeof createHandler>[2]) =>
      createHandler(this, triggerId, name, props);
    const defineAuthChallenge = trigger('DefineAuthChallenge', eventHandlers.defineAuthChallenge);
    const createAuthChallenge = trigger('CreateAuthChallenge', eventHandlers.createAuthChallenge);
    const verifyAuthChallengeResponse = trigger('VerifyAuthChallenge', eventHandlers.verifyAuthChallenge);
    const preSignUp = trigger('PreSignUp', eventHandlers.preSignUp);
    const preAuthentication = trigger('PreAuthentication', eventHandlers.preAuthentication);
    const customMessage = trigger('CustomMessage', eventHandlers.customMessage);
    this.customMessage = customMessage;
    this.triggers = [
      defineAuthChallenge,
      createAuthChallenge,
      verifyAuthChallengeResponse,
      preSignUp,
      preAuthentication,
      customMessage,
    ];

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.PLUS,
      // Threat protection acts on password sign-in (staff) and, as every customer signs in with an
      // e-mailed code through the custom-auth triggers, on custom authentication too (SECURITY.md).
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      customThreatProtectionMode: cognito.CustomThreatProtectionMode.FULL_FUNCTION,
      email: config.sesIdentity ? sesSender(config.mailFrom, config.sesIdentity, config.region) : undefined,
      lambdaTriggers: {
        defineAuthChallenge,
        createAuthChallenge,
        verifyAuthChallengeResponse,
        preSignUp,
        preAuthentication,
        customMessage,
      },
      deletionProtection: config.stage === 'prod',
      removalPolicy: config.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Customers sign in with a single-use e-mail code (custom auth), itself a possession factor; staff may enrol TOTP (MFA optional) because the spec admin login is e-mail and password',
    });

    new cognito.CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: this.adminsGroupName,
      description: 'Staff who may read and update every record from /quarteradmin',
    });

    // Tokens: access and id tokens live 60 minutes (short enough that a removed admin loses access
    // within the hour, long enough that the dashboard does not refresh constantly); refresh tokens
    // 30 days (a customer stays signed in for a month); a custom-auth session 5 minutes, the OTP's life.
    const clientSettings = {
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      authSessionValidity: Duration.minutes(5),
    };
    this.client = this.userPool.addClient('WebClient', {
      ...clientSettings,
      authFlows: { custom: true },
      refreshTokenValidity: Duration.days(30),
    });
    // Staff re-enter their password each working day rather than keep a month-long session.
    this.staffClient = this.userPool.addClient('StaffClient', {
      ...clientSettings,
      authFlows: { userPassword: true },
      refreshTokenValidity: Duration.hours(12),
    });
    this.grantPoolReads(preAuthentication, verifyAuthChallengeResponse);

    this.issuer = `https://cognito-idp.${config.region}.amazonaws.com/${this.userPool.userPoolId}`;
    this.protectWithWaf();
  }

  /**
   * PreAuthentication reads the client's flows and the user's groups; VerifyAuthChallenge marks the
   * e-mail verified: on this pool only. The pool names its triggers, so a grant in a trigger's
   * default policy (which the function waits for) naming the pool would be a cycle; each grant is a
   * policy of its own on the trigger's role instead, created after the pool. Cognito calls a trigger
   * only once the pool exists, and the grant follows within the same deploy.
   */
  private grantPoolReads(preAuthentication: HouseFunction, verify: HouseFunction): void {
    const grant = (fn: HouseFunction, id: string, actions: string[]) => {
      const policy = new iam.Policy(this, id, {
        roles: [fn.executionRole],
        statements: [new iam.PolicyStatement({ actions, resources: [this.userPool.userPoolArn] })],
      });
      Validations.of(policy).acknowledge({
        id: 'PCI.DSS.321-IAMNoInlinePolicy',
        reason:
          "A trigger's grant on its own pool, created after the pool (the pool names the trigger); deleted with the stack",
      });
    };
    grant(preAuthentication, 'PreAuthenticationPoolReads', [
      'cognito-idp:DescribeUserPoolClient',
      'cognito-idp:AdminListGroupsForUser',
    ]);
    grant(verify, 'VerifyAuthChallengePoolWrites', ['cognito-idp:AdminUpdateUserAttributes']);
  }

  private protectWithWaf(): void {
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    // The SDK sends X-Amz-Target exactly; lowercasing first means a re-cased header cannot slip past.
    const target = (operation: string): wafv2.CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
        positionalConstraint: 'EXACTLY',
        searchString: `${cognitoTargetPrefix}${operation}`.toLowerCase(),
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    });
    const perIp = (
      scopeDownStatement: wafv2.CfnWebACL.StatementProperty,
    ): wafv2.CfnWebACL.StatementProperty => ({
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: Auth.codeSendsPerIpPer5Minutes,
        // WAF counts over a sliding window of 60, 120, 300 or 600 s; 300 s matches a code's life.
        evaluationWindowSec: 300,
        scopeDownStatement,
      },
    });
    const anyOf = (...statements: wafv2.CfnWebACL.StatementProperty[]) => ({ orStatement: { statements } });
    // InitiateAuth also carries refresh-token renewals (every signed-in customer, each hour) and staff
    // password sign-ins; only CUSTOM_AUTH starts a challenge that e-mails a code (a wrong answer gets
    // the same code again: functions/services/auth/create-auth-challenge.ts). JS_DECODE undoes JSON
    // escapes (CUSTOM\u005fAUTH) before the match, and a body too large for WAF to read counts as a
    // code send rather than slip by.
    const customAuth: wafv2.CfnWebACL.StatementProperty = {
      byteMatchStatement: {
        fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
        positionalConstraint: 'CONTAINS',
        searchString: 'custom_auth',
        textTransformations: [
          { priority: 0, type: 'JS_DECODE' },
          { priority: 1, type: 'LOWERCASE' },
        ],
      },
    };
    const webAcl = new wafv2.CfnWebACL(this, 'UserPoolWaf', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('quarter-user-pool'),
      rules: [
        {
          // Every code e-mail starts with InitiateAuth (custom auth) or ForgotPassword: 20 per IP per
          // 5 minutes is far above a person's need and far below what spraying codes would take.
          name: 'CodeSendsPerIp',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('quarter-code-sends-per-ip'),
          statement: perIp(
            anyOf(
              { andStatement: { statements: [target('InitiateAuth'), customAuth] } },
              target('ForgotPassword'),
            ),
          ),
        },
        {
          // New accounts (the e-mail sign-in signs up first-time visitors) under the same bound.
          name: 'SignUpsPerIp',
          priority: 1,
          action: { block: {} },
          visibilityConfig: visibility('quarter-sign-ups-per-ip'),
          statement: perIp(anyOf(target('SignUp'), target('ResendConfirmationCode'))),
        },
        {
          name: 'RequestsPerIp',
          priority: 2,
          action: { block: {} },
          visibilityConfig: visibility('quarter-user-pool-requests-per-ip'),
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: 600, evaluationWindowSec: 300 } },
        },
        {
          name: 'AmazonIpReputation',
          priority: 3,
          overrideAction: { none: {} },
          visibilityConfig: visibility('quarter-user-pool-ip-reputation'),
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
          },
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolWafAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: webAcl.attrArn,
    });
    this.logWafRequests(webAcl);
  }

  /**
   * Every request WAF judged, for a month: what to look at when a customer says their code was blocked.
   * WAF delivers only to log groups named aws-waf-logs-*; the stack name keeps stages apart.
   */
  private logWafRequests(webAcl: wafv2.CfnWebACL): void {
    const stack = Stack.of(this);
    const logGroup = new logs.LogGroup(this, 'UserPoolWafLogs', {
      logGroupName: `aws-waf-logs-${stack.stackName}-user-pool`,
      retention: logs.RetentionDays.ONE_MONTH,
      encryptionKey: this.logKey,
      removalPolicy: this.prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new wafv2.CfnLoggingConfiguration(this, 'UserPoolWafLogging', {
      resourceArn: webAcl.attrArn,
      // WAF wants the log group's ARN without the trailing :* that logGroupArn carries.
      logDestinationConfigs: [
        stack.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      // Cognito calls carry tokens in the body, which WAF never logs; a stray Authorization header is masked.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
  }
}

function sesSender(mailFrom: string, identity: string, region: string): cognito.UserPoolEmail {
  const match = /^\s*(?:"?([^"<]*?)"?\s*<)?([^<>\s]+@[^<>\s]+)>?\s*$/.exec(mailFrom);
  if (!match?.[2])
    throw new Error(`Context "mailFrom" must be an address or "Name <address>", not "${mailFrom}"`);
  return cognito.UserPoolEmail.withSES({
    fromEmail: match[2],
    fromName: match[1] || undefined,
    sesRegion: region,
    sesVerifiedDomain: identity.includes('@') ? undefined : identity,
  });
}
