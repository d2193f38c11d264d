import type { CfnElement } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/handlers/lib/http.ts';
import {
  eventHandlers,
  optionalEventHandlers,
  routes,
  streamRoutes,
} from '../../functions/handlers/routes.ts';
import { Auth } from '../../lib/auth.ts';
import { handlerNeeds } from '../../lib/handler-needs.ts';
import { describeViolations, nagViolations, synthesise } from './synth.ts';
import {
  actionsOf,
  allStatements,
  functionsByHandler,
  statementsOfFunction,
  type Json,
} from './template-queries.ts';

// With WhatsApp configured (issue #30), so every route of routes.ts is deployed; without it the
// webhook route is not (test/infra/whatsapp.test.ts).
const { stack, template } = synthesise({
  context: {
    sesIdentity: 'quarter.example',
    mailFrom: 'Quarter <hello@quarter.example>',
    whatsappPhoneNumberId: '106540352242922',
  },
});
const functions = functionsByHandler(template);
const fnNamed = (name: string) => {
  const fn = functions.get(name);
  if (!fn) throw new Error(`no Lambda for ${name}`);
  return fn;
};
const logicalId = (element: unknown) => stack.getLogicalId(element as CfnElement);
const userPoolId = logicalId(stack.auth.userPool.node.defaultChild);
const clientId = logicalId(stack.auth.client.node.defaultChild);
const staffClientId = logicalId(stack.auth.staffClient.node.defaultChild);
const tableId = logicalId(stack.data.table.node.defaultChild);
const queueId = logicalId(stack.realtime.deadLetterQueue.node.defaultChild);
const envOf = (name: string) =>
  (fnNamed(name).properties.Environment as { Variables: Record<string, unknown> }).Variables;
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

describe('the HTTP API', () => {
  const routeResources = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Array<{
    Properties: Json;
  }>;
  const routeFor = (key: string) =>
    routeResources.find((route) => route.Properties.RouteKey === key)?.Properties;
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Record<
    string,
    { Properties: Json }
  >;
  const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer') as Record<
    string,
    { Properties: Json }
  >;

  it('has a route for every entry of routes.ts, wired to the Lambda of its handler', () => {
    for (const route of routes) {
      const created = routeFor(`${route.method} ${route.path}`);
      expect(created, `${route.method} ${route.path}`).toBeDefined();
      const target = JSON.stringify(created?.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      expect(integrationId, `${route.method} ${route.path} integration`).toBeDefined();
      expect(integrations[integrationId!]!.Properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [fnNamed(route.handler).id, 'Arn'],
      });
    }
  });

  it('puts the Cognito JWT authorizer on every user and admin route, and only there', () => {
    const [authorizerId] = Object.keys(authorizers);
    for (const route of routes) {
      const created = routeFor(`${route.method} ${route.path}`);
      if (route.auth === 'user' || route.auth === 'admin') {
        expect(created?.AuthorizationType, route.path).toBe('JWT');
        expect(created?.AuthorizerId, route.path).toEqual({ Ref: authorizerId });
      } else {
        expect(created?.AuthorizationType ?? 'NONE', route.path).toBe('NONE');
      }
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }, { Ref: staffClientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.eu-west-1.amazonaws.com/', { Ref: userPoolId }]] },
      },
    });
  });

  it('shares one Lambda between the routes of one handler file', () => {
    const handlers = new Set(routes.map((route) => route.handler));
    for (const handler of handlers) expect(functions.has(handler), handler).toBe(true);
    expect(functions.size).toBe(
      handlers.size +
        streamRoutes.length +
        Object.keys(eventHandlers).length +
        // issue #30: the WhatsApp worker, deployed with WhatsApp configured
        Object.keys(optionalEventHandlers).length,
    );
  });

  it('throttles the default stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('the Lambdas', () => {
  it('run Node 24 on arm64 with source maps, tracing and a one-month log group', () => {
    expect(functions.size).toBeGreaterThan(0);
    const logGroups = template.findResources('AWS::Logs::LogGroup') as Record<string, { Properties: Json }>;
    for (const [name, fn] of functions) {
      expect(fn.properties.Runtime, name).toBe('nodejs24.x');
      expect(fn.properties.Architectures, name).toEqual(['arm64']);
      expect(fn.properties.Handler, name).toBe('index.handler');
      expect(fn.properties.MemorySize, name).toBe(512);
      expect(fn.properties.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(envOf(name).NODE_OPTIONS, name).toBe('--enable-source-maps');
      const logGroupId = (fn.properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logGroups[logGroupId]?.Properties.RetentionInDays, name).toBe(30);
    }
  });

  it("wait for their role's policy, but not redundantly for the role they already reference (cfn-lint W3005)", () => {
    const resources = template.toJSON().Resources as Record<string, { DependsOn?: string[] }>;
    for (const [name, fn] of functions) {
      const roleId = (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const dependsOn = resources[fn.id]?.DependsOn ?? [];
      expect(dependsOn, name).not.toContain(roleId);
      expect(dependsOn, name).toContain(
        Object.keys(template.findResources('AWS::IAM::Policy')).find(
          (id) => id.startsWith(roleId.replace(/[0-9A-F]{8}$/, '')) && id.includes('DefaultPolicy'),
        ),
      );
    }
  });

  it('are never invoked asynchronously, so a function dead-letter queue would catch nothing', () => {
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission')).map(
      (permission) => permission.Properties as Json,
    );
    const principals = permissions.map((permission) => permission.Principal as string);
    expect(principals.length).toBeGreaterThan(0);
    expect([...new Set(principals)].sort()).toEqual([
      'apigateway.amazonaws.com',
      'cloudfront.amazonaws.com',
      'cognito-idp.amazonaws.com',
      // SES's bounces and complaints, through an EventBridge rule whose target has its own
      // dead-letter queue (test/infra/mail-events.test.ts, issue #25).
      'events.amazonaws.com',
    ]);
    // And the payouts reconcile's 15-minute schedule (lib/payouts.ts, issue #29), retried by its rule.
    expect(
      permissions
        .filter((permission) => permission.Principal === 'events.amazonaws.com')
        .map((permission) => JSON.stringify(permission.FunctionName))
        .sort(),
    ).toEqual(
      [
        JSON.stringify({ 'Fn::GetAtt': [fnNamed(eventHandlers.mailEvents).id, 'Arn'] }),
        JSON.stringify({ 'Fn::GetAtt': [fnNamed(eventHandlers.payoutsReconcile).id, 'Arn'] }),
      ].sort(),
    );
    // CloudFront calls only the streamed chat's function URL, which answers synchronously.
    expect(
      permissions
        .filter((permission) => permission.Principal === 'cloudfront.amazonaws.com')
        .map((permission) => permission.Action)
        .sort(),
    ).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
    expect(template.findResources('AWS::Lambda::EventInvokeConfig')).toEqual({});
  });

  it('get the identity settings and the public origin they need', () => {
    for (const route of routes) {
      const env = envOf(route.handler);
      expect(env.USER_POOL_ID).toEqual({ Ref: userPoolId });
      expect(env.USER_POOL_CLIENT_ID).toEqual({ Ref: clientId });
      expect(JSON.stringify(env.COGNITO_ISSUER)).toContain('cognito-idp.eu-west-1.amazonaws.com');
      expect(JSON.stringify(env.SITE_URL)).toContain('DomainName');
    }
    expect(JSON.stringify(envOf(eventHandlers.wsConnect).COGNITO_ISSUER)).toContain(userPoolId);
  });
});

describe('least privilege', () => {
  it('never grants dynamodb:*, a wildcard data action or Scan', () => {
    for (const action of actionsOf(allStatements(template))) {
      expect(action).not.toBe('*');
      expect(action).not.toBe('dynamodb:*');
      if (action.startsWith('dynamodb:')) expect(action).not.toContain('*');
      expect(action).not.toBe('dynamodb:Scan');
    }
  });

  it('gives read-only handlers no write action except counting requests', () => {
    const readOnly = Object.entries(handlerNeeds)
      .filter(([, needs]) => needs.table === 'read')
      .map(([name]) => name);
    expect(readOnly).toEqual(
      expect.arrayContaining([
        'admin-onboarding',
        'admin-prospect',
        'referrals-dashboard',
        'auth-define-challenge',
      ]),
    );
    for (const name of readOnly) {
      const statements = statementsOfFunction(template, fnNamed(name));
      expect(
        actionsOf(statements).some((action) => action.startsWith('dynamodb:Get')),
        name,
      ).toBe(true);
      for (const statement of statements.filter((candidate) =>
        candidate.Action.some((action) => writeActions.includes(action)),
      )) {
        expect(statement.Condition, name).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['rate#*'] },
        });
        expect(statement.Action).not.toContain('dynamodb:DeleteItem');
      }
    }
  });

  it('lets the live-ticket issuer put ticket items and nothing else, behind an admin-only route (issue #16)', () => {
    const data = statementsOfFunction(template, fnNamed('admin-is-admin')).filter((statement) =>
      statement.Action.some((action) => action.startsWith('dynamodb:')),
    );
    expect(data.map((statement) => [statement.Action, statement.Condition])).toEqual([
      [['dynamodb:PutItem'], { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['ws-ticket#*'] } }],
    ]);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /api/admin/live-ticket',
      AuthorizationType: 'JWT',
    });
  });

  it('lets the funnel read the table, behind an admin-only route (issue #19; #26 counts journeys from their records)', () => {
    const data = statementsOfFunction(template, fnNamed('admin-funnel')).filter((statement) =>
      statement.Action.some((action) => action.startsWith('dynamodb:')),
    );
    expect(
      data.flatMap((statement) => statement.Action).filter((action) => writeActions.includes(action)),
    ).toEqual([]);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/admin/funnel',
      AuthorizationType: 'JWT',
    });
  });

  it('lets the staff list read only the user pool’s group members, and nothing of the table (issue #26)', () => {
    const statements = statementsOfFunction(template, fnNamed('admin-staff'));
    const cognito = statements.filter((statement) =>
      statement.Action.some((action) => action.startsWith('cognito-idp:')),
    );
    expect(cognito.map((statement) => [statement.Action, statement.Resource])).toEqual([
      [['cognito-idp:ListUsersInGroup'], { 'Fn::GetAtt': [userPoolId, 'Arn'] }],
    ]);
    expect(
      statements.some((statement) => statement.Action.some((action) => action.startsWith('dynamodb:'))),
    ).toBe(false);
    expect(envOf('admin-staff')).toMatchObject({ USER_POOL_ID: { Ref: userPoolId } });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/admin/staff',
      AuthorizationType: 'JWT',
    });
  });

  it('lets staff write prospect notes and follow-ups only on prospect items, and read the timeline only (issue #19)', () => {
    const table = { 'Fn::GetAtt': [tableId, 'Arn'] };
    const data = statementsOfFunction(template, fnNamed('admin-prospect-update')).filter((statement) =>
      statement.Action.some((action) => action.startsWith('dynamodb:')),
    );
    expect(data.map((statement) => [statement.Action, statement.Condition, statement.Resource])).toEqual([
      [
        ['dynamodb:GetItem', 'dynamodb:PutItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['prospect#*'] } },
        table,
      ],
      [
        ['dynamodb:GetItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['onboarding#*', 'launch#*'] } },
        table,
      ],
    ]);
    expect(handlerNeeds['admin-prospect'].table).toBe('read');
    const reads = actionsOf(statementsOfFunction(template, fnNamed('admin-prospect')));
    expect(reads.filter((action) => writeActions.includes(action))).toEqual([]);
    for (const routeKey of [
      'GET /api/admin/prospects/{token}/timeline',
      'GET /api/admin/prospects/follow-ups',
      'POST /api/admin/prospects/{token}/notes',
      'PATCH /api/admin/prospects/{token}',
    ])
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        AuthorizationType: 'JWT',
      });
  });

  it('gives the sign-in triggers exactly the item actions they use, on challenge and counter keys', () => {
    const dataActions = (name: string) =>
      statementsOfFunction(template, fnNamed(name))
        .filter((statement) => statement.Action.some((action) => action.startsWith('dynamodb:')))
        .map((statement) => ({
          actions: [...statement.Action].sort(),
          keys: (statement.Condition?.['ForAllValues:StringLike'] as Json | undefined)?.[
            'dynamodb:LeadingKeys'
          ],
          resource: statement.Resource,
        }));
    const table = { 'Fn::GetAtt': [tableId, 'Arn'] };
    expect(dataActions(eventHandlers.defineAuthChallenge)).toEqual([
      { actions: ['dynamodb:GetItem'], keys: ['otp#*'], resource: table },
    ]);
    // GetItem: the last code mailed to the address and its challenge, so a retried event mails no second code (#25).
    expect(dataActions(eventHandlers.createAuthChallenge)).toEqual([
      { actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keys: ['otp#*'], resource: table },
      { actions: ['dynamodb:UpdateItem'], keys: ['rate#*'], resource: table },
      // The mailer reads the address's status (the suppression list) before it sends (#25).
      { actions: ['dynamodb:GetItem'], keys: ['mail#*'], resource: table },
    ]);
    expect(dataActions(eventHandlers.verifyAuthChallenge)).toEqual([
      { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['otp#*'], resource: table },
    ]);
    for (const name of [
      eventHandlers.defineAuthChallenge,
      eventHandlers.createAuthChallenge,
      eventHandlers.verifyAuthChallenge,
    ]) {
      expect(envOf(name).TABLE_NAME, name).toEqual({ Ref: tableId });
      expect(envOf(name).SITE_URL, name).toBeUndefined();
      const other = actionsOf(statementsOfFunction(template, fnNamed(name))).filter(
        (action) =>
          !action.startsWith('dynamodb:') &&
          !action.startsWith('kms:') &&
          !action.startsWith('logs:') &&
          !action.startsWith('xray:'),
      );
      const expected: Record<string, string[]> = {
        [eventHandlers.createAuthChallenge]: ['ses:SendEmail'],
        // A right answer is what proves the e-mail (issue #14).
        [eventHandlers.verifyAuthChallenge]: ['cognito-idp:AdminUpdateUserAttributes'],
      };
      // ses:SendEmail appears once for the identity and once for the mail configuration set.
      expect([...new Set(other)], name).toEqual(expected[name] ?? []);
    }
    expect(envOf(eventHandlers.createAuthChallenge).MAIL_FROM).toBe('Quarter <hello@quarter.example>');
    expect(envOf(eventHandlers.defineAuthChallenge).MAIL_FROM).toBeUndefined();
    const keyActions = (name: string) =>
      actionsOf(statementsOfFunction(template, fnNamed(name)))
        .filter((action) => action.startsWith('kms:'))
        .sort();
    expect(keyActions(eventHandlers.defineAuthChallenge)).toEqual(['kms:Decrypt', 'kms:DescribeKey']);
  });

  it('scopes table access to the table and its named indexes', () => {
    for (const [name, fn] of functions) {
      for (const statement of statementsOfFunction(template, fn)) {
        if (
          !statement.Action.some((action) => action.startsWith('dynamodb:')) ||
          statement.Action.includes('dynamodb:ListStreams')
        )
          continue;
        const resources = JSON.stringify(statement.Resource);
        expect(resources, name).toContain(tableId);
        expect(resources, name).not.toContain('index/*');
      }
    }
  });

  it('gives handlers without table work no table access', () => {
    for (const name of ['simple-test', 'auth-pre-signup']) {
      expect(
        actionsOf(statementsOfFunction(template, fnNamed(name))).filter((a) => a.startsWith('dynamodb:')),
      ).toEqual([]);
      expect(envOf(name).TABLE_NAME).toBeUndefined();
    }
    expect(envOf('admin-onboarding').TABLE_NAME).toEqual({ Ref: tableId });
  });

  it('lets only the mailers send e-mail, and only from the configured identity', () => {
    const identityArn = 'arn:aws:ses:eu-west-1:111111111111:identity/quarter.example';
    for (const [name, fn] of functions) {
      const sends = statementsOfFunction(template, fn).filter((statement) =>
        statement.Action.some((a) => a.startsWith('ses:')),
      );
      const mailer = [
        'auth-create-challenge',
        'referrals-dashboard-link',
        'referrals-apply',
        'payments-verify',
        'payments-webhook',
        'payments-link',
        'scheduling-webhook',
        // staff alerts from the table stream (functions/services/alerts)
        'stream-fanout',
        // issue #30: a staff reply to a widget chat goes by e-mail
        'admin-chat-session-staff',
        // referral payouts (issue #29): the account-changed e-mail, a stuck payout's staff alert
        'referrals-payout-account',
        'payouts-reconcile',
      ].includes(name);
      expect(sends.length > 0, name).toBe(mailer);
      for (const statement of sends) {
        expect(statement.Action).toEqual(['ses:SendEmail']);
        // The identity, or the stack's configuration set that every send names (SESv2 checks both).
        const resource = JSON.stringify(statement.Resource);
        if (!resource.includes(':configuration-set/')) expect(statement.Resource).toEqual(identityArn);
      }
      if (mailer)
        expect(JSON.stringify(sends.map((statement) => statement.Resource))).toContain(':configuration-set/');
      if (mailer) expect(envOf(name).MAIL_FROM).toBe('Quarter <hello@quarter.example>');
    }
  });

  it('lets only the chat handlers invoke the configured Bedrock model, through its inference profile', () => {
    const profileArn = 'arn:aws:bedrock:eu-west-1:111111111111:inference-profile/eu.amazon.nova-lite-v1:0';
    // The plain call uses Converse (InvokeModel), the streamed one ConverseStream, and nothing more.
    const actionOf: Record<string, string> = {
      chat: 'bedrock:InvokeModel',
      'chat-stream': 'bedrock:InvokeModelWithResponseStream',
      // issue #30: Q answers WhatsApp with the plain chat's use case
      'whatsapp-worker': 'bedrock:InvokeModel',
    };
    for (const [name, fn] of functions) {
      const invokes = statementsOfFunction(template, fn).filter((statement) =>
        statement.Action.some((a) => a.startsWith('bedrock:')),
      );
      const action = actionOf[name];
      expect(invokes.length > 0, name).toBe(action !== undefined);
      if (!action) continue;
      expect(invokes, name).toEqual([
        expect.objectContaining({ Action: [action], Resource: profileArn }),
        expect.objectContaining({
          Action: [action],
          Resource: 'arn:aws:bedrock:*::foundation-model/amazon.nova-lite-v1:0',
          Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
        }),
      ]);
      // Nova Lite answers on demand in eu-west-1 only through the EU inference profile.
      expect(envOf(name).BEDROCK_MODEL_ID).toBe('eu.amazon.nova-lite-v1:0');
    }
  });

  it('lets only the payment handlers that call Paystack read its secret', () => {
    const secretId = logicalId(stack.api.paystackSecret.node.defaultChild);
    const callers = [
      'payments-checkout',
      'payments-verify',
      'payments-webhook',
      // Paystack Transfers for referral payouts (issue #29).
      'referrals-payout-account',
      'admin-payouts',
      'payouts-reconcile',
    ];
    for (const [name, fn] of functions) {
      // The origin-verify secret is read by every route handler (its own test); this one is Paystack's.
      const reads = statementsOfFunction(template, fn).filter(
        (s) =>
          s.Action.includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId),
      );
      expect(reads.length > 0, name).toBe(callers.includes(name));
      expect(envOf(name).PAYSTACK_SECRET_ARN, name).toEqual(
        callers.includes(name) ? { Ref: secretId } : undefined,
      );
      if (name.startsWith('payments-')) expect(envOf(name).PAYSTACK_BASE_URL).toBe('https://api.paystack.co');
    }
  });

  it('lets only the scheduling webhook read the Calendly signing key, and names the secret in an output', () => {
    const secretId = logicalId(stack.api.calendlySigningKey.node.defaultChild);
    for (const [name, fn] of functions) {
      const reads = statementsOfFunction(template, fn).filter(
        (s) =>
          s.Action.includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId),
      );
      const caller = name === 'scheduling-webhook';
      expect(reads.length > 0, name).toBe(caller);
      expect(envOf(name).CALENDLY_SIGNING_KEY_ARN, name).toEqual(caller ? { Ref: secretId } : undefined);
      // Read at init from Secrets Manager, never resolved into the environment.
      expect(envOf(name).CALENDLY_WEBHOOK_SIGNING_KEY, name).toBeUndefined();
    }
    template.hasOutput('CalendlySigningKeySecretArn', { Value: { Ref: secretId } });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /api/scheduling/webhook',
      AuthorizationType: 'NONE',
    });
  });

  it('lets only launch-requests seal BVN and bank details and sign ID-document uploads', () => {
    const sensitiveKeyId = logicalId(stack.data.sensitiveKey.node.defaultChild);
    const uploadBucketId = logicalId(stack.uploads.bucket.node.defaultChild);
    for (const [name, fn] of functions) {
      const statements = statementsOfFunction(template, fn);
      const touchesSensitiveKey = statements.some((s) => JSON.stringify(s.Resource).includes(sensitiveKeyId));
      const touchesUploads = statements.some((s) => JSON.stringify(s.Resource).includes(uploadBucketId));
      const holdsSensitive = name === 'launch-requests' || name === 'admin-launch-request-sensitive';
      // Issue #29: the partner seals a payout account number, staff open it to pay (no uploads).
      const sealsPayoutAccount = name === 'referrals-payout-account';
      const opensPayoutAccount = name === 'admin-payouts';
      expect(touchesSensitiveKey, name).toBe(holdsSensitive || sealsPayoutAccount || opensPayoutAccount);
      expect(touchesUploads, name).toBe(holdsSensitive);
      const onSensitiveKey = actionsOf(
        statements.filter((s) => JSON.stringify(s.Resource).includes(sensitiveKeyId)),
      );
      // Sealing and opening are separate privileges: the customer's handler cannot read values back.
      const seals = name === 'launch-requests' || sealsPayoutAccount;
      expect(onSensitiveKey, name).not.toContain(seals ? 'kms:Decrypt' : 'kms:Encrypt');
    }
    const statements = statementsOfFunction(template, fnNamed('launch-requests'));
    const s3Statement = statements.find((s) => s.Action.includes('s3:PutObject'));
    expect(s3Statement?.Action.sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(s3Statement?.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadBucketId, 'Arn'] }, '/id-documents/*']],
    });
    const keyActions = actionsOf(
      statements.filter((s) => JSON.stringify(s.Resource).includes(sensitiveKeyId)),
    ).sort();
    expect(keyActions).toEqual(['kms:Encrypt', 'kms:GenerateDataKey']);
    expect(envOf('launch-requests').FIELD_KEY_ID).toEqual({ 'Fn::GetAtt': [sensitiveKeyId, 'Arn'] });
    expect(envOf('launch-requests').UPLOAD_BUCKET).toEqual({ Ref: uploadBucketId });
  });

  it('lets only admin-launch-request-sensitive decrypt BVN and bank details and read ID documents', () => {
    const sensitiveKeyId = logicalId(stack.data.sensitiveKey.node.defaultChild);
    const uploadBucketId = logicalId(stack.uploads.bucket.node.defaultChild);
    const decryptsSensitive = (name: string) =>
      statementsOfFunction(template, fnNamed(name)).some(
        (s) => s.Action.includes('kms:Decrypt') && JSON.stringify(s.Resource).includes(sensitiveKeyId),
      );
    const decrypters = [...functions.keys()].filter(decryptsSensitive).sort();
    // And the Payouts tab, which opens a partner's account number to pay it (issue #29).
    expect(decrypters).toEqual(['admin-launch-request-sensitive', 'admin-payouts']);

    const statements = statementsOfFunction(template, fnNamed('admin-launch-request-sensitive'));
    const keyActions = actionsOf(
      statements.filter((s) => JSON.stringify(s.Resource).includes(sensitiveKeyId)),
    ).sort();
    expect([...new Set(keyActions)]).toEqual(['kms:Decrypt']);
    const s3Actions = statements.filter((s) => JSON.stringify(s.Resource).includes(uploadBucketId));
    expect(actionsOf(s3Actions)).toEqual(['s3:GetObject']);
    expect(s3Actions[0]?.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadBucketId, 'Arn'] }, '/id-documents/*']],
    });
    for (const write of [...writeActions, 'kms:Encrypt', 'kms:GenerateDataKey', 's3:PutObject'])
      expect(actionsOf(statements)).not.toContain(write);
    expect(envOf('admin-launch-request-sensitive').FIELD_KEY_ID).toEqual({
      'Fn::GetAtt': [sensitiveKeyId, 'Arn'],
    });
    expect(envOf('admin-launch-request-sensitive').UPLOAD_BUCKET).toEqual({ Ref: uploadBucketId });
  });

  it('keeps ID documents in a private bucket encrypted with the sensitive-data key', () => {
    const sensitiveKeyId = logicalId(stack.data.sensitiveKey.node.defaultChild);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          Match.objectLike({
            ServerSideEncryptionByDefault: {
              SSEAlgorithm: 'aws:kms',
              KMSMasterKeyID: { 'Fn::GetAtt': [sensitiveKeyId, 'Arn'] },
            },
          }),
        ],
      },
    });
    const csp = JSON.stringify(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toContain(logicalId(stack.uploads.bucket.node.defaultChild));
  });
});

describe('sign-in', () => {
  const pool = () =>
    (Object.values(template.findResources('AWS::Cognito::UserPool'))[0] as { Properties: Json }).Properties;

  const appClient = (name: 'WebClient' | 'StaffClient') => {
    const entry = Object.entries(template.findResources('AWS::Cognito::UserPoolClient')).find(([id]) =>
      id.includes(name),
    );
    if (!entry) throw new Error(`no ${name} in the template`);
    return (entry[1] as { Properties: Json }).Properties;
  };

  // Issue #14: a password must never open a customer account, so the public client takes none.
  it('lets the web client use only custom auth (the e-mailed code) and refresh, without a secret', () => {
    const client = appClient('WebClient');
    expect([...(client.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(client.GenerateSecret).toBe(false);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    // Codes live 5 minutes; Cognito's default session of 3 would cut them short.
    expect(client.AuthSessionValidity).toBe(5);
    expect(client.EnableTokenRevocation).toBe(true);
    expect(client).toMatchObject({
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('gives staff their own client that takes a password and nothing else', () => {
    const client = appClient('StaffClient');
    expect([...(client.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
    ]);
    expect(client).toMatchObject({
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      RefreshTokenValidity: 720,
    });
  });

  it('runs PreAuthentication (admins only on a password client) and lets it read only clients and groups', () => {
    const config = pool().LambdaConfig as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual([
      'CreateAuthChallenge',
      'CustomMessage',
      'DefineAuthChallenge',
      'PreAuthentication',
      'PreSignUp',
      'VerifyAuthChallengeResponse',
    ]);
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('cognito-idp:DescribeUserPoolClient');
    expect(policies).toContain('cognito-idp:AdminListGroupsForUser');
    expect(policies).toContain('cognito-idp:AdminUpdateUserAttributes');
    expect(policies).not.toMatch(/"cognito-idp:\*"/);
  });

  it('accepts tokens of both clients at the HTTP API authorizer', () => {
    const authorizer = Object.values(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0] as {
      Properties: { JwtConfiguration: { Audience: unknown[] } };
    };
    expect(authorizer.Properties.JwtConfiguration.Audience).toHaveLength(2);
  });

  it('signs in by e-mail, case-insensitively, with self sign-up and a strong password policy', () => {
    expect(pool()).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('runs the custom-auth triggers, PreSignUp, PreAuthentication and the password-reset message', () => {
    const arn = (name: string) => ({ 'Fn::GetAtt': [fnNamed(name).id, 'Arn'] });
    expect(pool().LambdaConfig).toEqual({
      DefineAuthChallenge: arn(eventHandlers.defineAuthChallenge),
      CreateAuthChallenge: arn(eventHandlers.createAuthChallenge),
      VerifyAuthChallengeResponse: arn(eventHandlers.verifyAuthChallenge),
      PreSignUp: arn(eventHandlers.preSignUp),
      PreAuthentication: arn(eventHandlers.preAuthentication),
      CustomMessage: arn(eventHandlers.customMessage),
    });
  });

  it('sends Cognito e-mail through the verified SES identity', () => {
    expect(pool().EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Quarter <hello@quarter.example>',
      SourceArn: 'arn:aws:ses:eu-west-1:111111111111:identity/quarter.example',
    });
  });

  it('has the admins group', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'admins',
      UserPoolId: { Ref: userPoolId },
    });
  });

  const wafRule = (name: string) => {
    const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0] as { Properties: Json };
    const rules = acl.Properties.Rules as Array<{ Name: string; Action?: Json; Statement: Json }>;
    const rule = rules.find((candidate) => candidate.Name === name);
    if (!rule) throw new Error(`no WAF rule ${name}`);
    return rule;
  };
  const operation = (name: string) => ({
    ByteMatchStatement: {
      FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
      PositionalConstraint: 'EXACTLY',
      SearchString: `awscognitoidentityproviderservice.${name.toLowerCase()}`,
      TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
    },
  });

  it('rate-limits code sends per IP with a WAF web ACL on the user pool: 20 per 5 minutes', () => {
    const acls = template.findResources('AWS::WAFv2::WebACL') as Record<string, { Properties: Json }>;
    const [aclId, acl] = Object.entries(acls)[0]!;
    expect(acl.Properties.Scope).toBe('REGIONAL');
    const perIp = wafRule('CodeSendsPerIp');
    expect(perIp.Action).toEqual({ Block: {} });
    const rate = perIp.Statement.RateBasedStatement as Json;
    expect(rate).toMatchObject({ AggregateKeyType: 'IP', Limit: 20, EvaluationWindowSec: 300 });
    expect(Auth.codeSendsPerIpPer5Minutes).toBe(20);
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [userPoolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  // Refresh-token renewals and staff password sign-ins are InitiateAuth too, and send no code.
  it('counts only the calls that e-mail a code: InitiateAuth with CUSTOM_AUTH, and ForgotPassword', () => {
    const scope = (wafRule('CodeSendsPerIp').Statement.RateBasedStatement as { ScopeDownStatement: Json })
      .ScopeDownStatement;
    expect(scope).toEqual({
      OrStatement: {
        Statements: [
          {
            AndStatement: {
              Statements: [
                operation('InitiateAuth'),
                {
                  ByteMatchStatement: {
                    FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
                    PositionalConstraint: 'CONTAINS',
                    SearchString: 'custom_auth',
                    TextTransformations: [
                      { Priority: 0, Type: 'JS_DECODE' },
                      { Priority: 1, Type: 'LOWERCASE' },
                    ],
                  },
                },
              ],
            },
          },
          operation('ForgotPassword'),
        ],
      },
    });
    expect(
      (wafRule('SignUpsPerIp').Statement.RateBasedStatement as { ScopeDownStatement: Json })
        .ScopeDownStatement,
    ).toEqual({ OrStatement: { Statements: [operation('SignUp'), operation('ResendConfirmationCode')] } });
  });

  it('logs what the WAF judged to an aws-waf-logs-* group of this stack, for a month', () => {
    const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: 'aws-waf-logs-Quarter-dev-user-pool',
      RetentionInDays: 30,
    });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
      LogDestinationConfigs: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
    });
  });
});

describe('realtime', () => {
  const webSocketApiId = logicalId(stack.realtime.webSocketApi.node.defaultChild);

  it('has $connect and $disconnect routes on a WebSocket API, $connect handled by ws-connect', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const routesOfWs = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).filter(
      (route) => JSON.stringify(route.Properties.ApiId) === JSON.stringify({ Ref: webSocketApiId }),
    );
    expect(routesOfWs.map((route) => route.Properties.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
    const connectIntegration = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')).find(
      (integration) =>
        JSON.stringify(integration.Properties.IntegrationUri).includes(fnNamed(eventHandlers.wsConnect).id),
    );
    expect(connectIntegration).toBeDefined();
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: webSocketApiId },
      StageName: 'ws',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
  });

  it('feeds the table stream to the fan-out in batches, bisecting, retrying, then into the DLQ', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [tableId, 'StreamArn'] },
      FunctionName: { Ref: fnNamed(eventHandlers.streamFanout).id },
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      StartingPosition: 'LATEST',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('leaves the account-wide API Gateway CloudWatch role to the account (README, Before the first deploy)', () => {
    expect(template.findResources('AWS::ApiGateway::Account')).toEqual({});
    const roles = JSON.stringify(template.findResources('AWS::IAM::Role'));
    expect(roles).not.toContain('AmazonAPIGatewayPushToCloudWatchLogs');
    expect(roles).not.toContain('apigateway.amazonaws.com');
  });

  it('lets only the fan-out manage connections, on this API only', () => {
    for (const [name, fn] of functions) {
      const manage = statementsOfFunction(template, fn).filter((statement) =>
        statement.Action.includes('execute-api:ManageConnections'),
      );
      expect(manage.length > 0, name).toBe(name === eventHandlers.streamFanout);
      for (const statement of manage) {
        const resource = JSON.stringify(statement.Resource);
        expect(resource).toContain(`{"Ref":"${webSocketApiId}"}`);
        expect(resource).toContain('/ws/*/@connections/*');
      }
    }
    expect(JSON.stringify(envOf(eventHandlers.streamFanout).WS_MANAGEMENT_ENDPOINT)).toContain(
      webSocketApiId,
    );
  });
});

describe('every Lambda entry has its deployed counterpart', () => {
  const webSocketApiId = logicalId(stack.realtime.webSocketApi.node.defaultChild);
  const lambdaConfig = () =>
    (Object.values(template.findResources('AWS::Cognito::UserPool'))[0] as { Properties: Json }).Properties
      .LambdaConfig as Json;
  const arnOf = (name: string) => ({ 'Fn::GetAtt': [fnNamed(name).id, 'Arn'] });
  const webSocketRouteTo = (routeKey: string) => {
    const route = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).find(
      (candidate) =>
        candidate.Properties.RouteKey === routeKey &&
        JSON.stringify(candidate.Properties.ApiId) === JSON.stringify({ Ref: webSocketApiId }),
    );
    const target = JSON.stringify(route?.Properties.Target);
    return Object.entries(template.findResources('AWS::ApiGatewayV2::Integration')).find(([id]) =>
      target.includes(`"${id}"`),
    )?.[1].Properties.IntegrationUri as unknown;
  };
  const counterparts: Record<keyof typeof eventHandlers, () => unknown> = {
    wsConnect: () => webSocketRouteTo('$connect'),
    wsDisconnect: () => webSocketRouteTo('$disconnect'),
    streamFanout: () =>
      Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).find(
        (mapping) =>
          JSON.stringify(mapping.Properties.EventSourceArn) ===
          JSON.stringify({ 'Fn::GetAtt': [tableId, 'StreamArn'] }),
      )?.Properties.FunctionName,
    defineAuthChallenge: () => lambdaConfig().DefineAuthChallenge,
    createAuthChallenge: () => lambdaConfig().CreateAuthChallenge,
    verifyAuthChallenge: () => lambdaConfig().VerifyAuthChallengeResponse,
    preAuthentication: () => lambdaConfig().PreAuthentication,
    preSignUp: () => lambdaConfig().PreSignUp,
    customMessage: () => lambdaConfig().CustomMessage,
    // SES's events through the default bus (lib/mail-events.ts).
    mailEvents: () =>
      Object.values(template.findResources('AWS::Events::Rule')).find((rule) =>
        JSON.stringify(rule.Properties.EventPattern).includes('aws.ses'),
      )?.Properties.Targets,
    // Every 15 minutes (lib/payouts.ts, issue #29).
    payoutsReconcile: () =>
      Object.values(template.findResources('AWS::Events::Rule')).find(
        (rule) => rule.Properties.ScheduleExpression === 'rate(15 minutes)',
      )?.Properties.Targets,
  };

  it.each(Object.entries(eventHandlers))('%s (%s)', (key, name) => {
    const deployed = JSON.stringify(counterparts[key as keyof typeof eventHandlers]());
    const fnId = fnNamed(name).id;
    expect(deployed, `${key} -> ${name}`).toMatch(new RegExp(`"${fnId}"`));
    if (key.endsWith('AuthChallenge') || key === 'preSignUp' || key === 'customMessage')
      expect(JSON.parse(deployed)).toEqual(arnOf(name));
  });
});

describe('only CloudFront reaches the HTTP API and the WebSocket API', () => {
  const secretId = logicalId(stack.api.originVerifySecret.node.defaultChild);
  const reference = {
    'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
  };
  const distribution = () =>
    (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as { Properties: Json })
      .Properties.DistributionConfig as { Origins: Json[]; CacheBehaviors: Json[] };
  const apiBehaviour = () =>
    distribution().CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/api/*')!;

  it('gives every route handler and ws-connect, and nothing else, the origin secret to read at init, never its value (issue #16)', () => {
    const checking = new Set<string>([...routes.map((route) => route.handler), eventHandlers.wsConnect]);
    for (const [name, fn] of functions) {
      expect(envOf(name).ORIGIN_VERIFY_SECRET, name).toBeUndefined();
      expect(envOf(name).ORIGIN_VERIFY_SECRET_ARN, name).toEqual(
        checking.has(name) ? { Ref: secretId } : undefined,
      );
      const reads = statementsOfFunction(template, fn).filter(
        (statement) =>
          statement.Action.includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(secretId),
      );
      expect(reads.length > 0, name).toBe(checking.has(name));
    }
    expect(JSON.stringify(Object.values(template.findResources('AWS::Lambda::Function')))).not.toContain(
      '{{resolve:secretsmanager:',
    );
  });

  it('has CloudFront add the same secret to every /api request', () => {
    const origin = distribution().Origins.find((candidate) => candidate.Id === apiBehaviour().TargetOriginId);
    expect(origin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: reference },
    ]);
  });

  it('has CloudFront add the same secret to every /ws handshake', () => {
    const wsBehaviour = distribution().CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/ws')!;
    const origin = distribution().Origins.find((candidate) => candidate.Id === wsBehaviour.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(
      logicalId(stack.realtime.webSocketApi.node.defaultChild),
    );
    expect(origin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: reference },
    ]);
  });

  it('keeps the secret out of the template: Secrets Manager generates it', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
    const secret = template.findResources('AWS::SecretsManager::Secret')[secretId] as { Properties: Json };
    expect(secret.Properties.SecretString).toBeUndefined();
  });
});

describe('operations', () => {
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Array<{
    Properties: Json;
  }>;
  const topicId = logicalId(stack.operations.alarmTopic.node.defaultChild);
  // An alarm reads a metric directly, or inside a metric-math expression (throttles, ten functions each).
  const alarmOn = (metric: string, dimension: unknown) =>
    alarms.find(
      (alarm) =>
        (alarm.Properties.MetricName === metric &&
          JSON.stringify(alarm.Properties.Dimensions).includes(JSON.stringify(dimension))) ||
        (
          (alarm.Properties.Metrics ?? []) as {
            MetricStat?: { Metric: { MetricName: string; Dimensions: unknown } };
          }[]
        ).some(
          (query) =>
            query.MetricStat?.Metric.MetricName === metric &&
            JSON.stringify(query.MetricStat.Metric.Dimensions).includes(JSON.stringify(dimension)),
        ),
    );

  it('alarms on HTTP API 5xx and on dead-lettered stream records', () => {
    expect(alarmOn('5xx', { Ref: logicalId(stack.api.httpApi.node.defaultChild) })).toBeDefined();
    expect(
      alarmOn('ApproximateNumberOfMessagesVisible', { 'Fn::GetAtt': [queueId, 'QueueName'] }),
    ).toBeDefined();
  });

  it('alarms on errors and throttles of every Lambda', () => {
    for (const [name, fn] of functions) {
      expect(alarmOn('Errors', { Ref: fn.id }), name).toBeDefined();
      expect(alarmOn('Throttles', { Ref: fn.id }), name).toBeDefined();
    }
  });

  it('sends every alarm to the operations topic', () => {
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });
});

describe('the stack', () => {
  it('passes cdk-nag AwsSolutions, Serverless and PCI DSS 3.2.1 with every finding acknowledged beside its resource', () => {
    expect(describeViolations(nagViolations(stack))).toEqual([]);
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('encrypts every log group with the log key, which CloudWatch Logs may use for log groups only', () => {
    const logKeyId = logicalId(stack.logKey.key.node.defaultChild);
    const logGroups = Object.entries(template.findResources('AWS::Logs::LogGroup'));
    expect(logGroups.length).toBeGreaterThan(30);
    for (const [id, logGroup] of logGroups)
      expect(logGroup.Properties.KmsKeyId, id).toEqual({ 'Fn::GetAtt': [logKeyId, 'Arn'] });
    const keyPolicy = template.findResources('AWS::KMS::Key')[logKeyId]?.Properties.KeyPolicy as {
      Statement: Json[];
    };
    expect(keyPolicy.Statement).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'logs.eu-west-1.amazonaws.com' },
        Condition: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': 'arn:aws:logs:eu-west-1:111111111111:log-group:*',
          },
        },
      }),
    );
  });

  it('encrypts every secret (Paystack, Calendly, origin-verify) with a key of its own', () => {
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    // issue #30: WhatsApp's app secret, verify token and access token under the same key
    expect(secrets).toHaveLength(6);
    const keys = secrets.map((secret) => JSON.stringify(secret.Properties.KmsKeyId));
    expect(keys[0]).toContain('SecretsKey');
    expect(new Set(keys).size).toBe(1);
  });

  it('can be torn down in dev', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
    });
    for (const logGroup of Object.values(template.findResources('AWS::Logs::LogGroup')))
      expect(logGroup.DeletionPolicy).toBe('Delete');
  });

  it('fixes no physical names', () => {
    const named = [
      'TableName',
      'BucketName',
      'FunctionName',
      'RoleName',
      'UserPoolName',
      'QueueName',
      'TopicName',
    ];
    for (const [id, resource] of Object.entries(
      template.toJSON().Resources as Record<string, { Type: string; Properties?: Json }>,
    )) {
      // These name the resource they act on (a Ref), not themselves; dev buckets are emptied on
      // destroy by Custom::S3AutoDeleteObjects, whose BucketName is the bucket's Ref (issue #25).
      if (
        resource.Type === 'AWS::Lambda::EventSourceMapping' ||
        resource.Type === 'AWS::Lambda::Permission' ||
        resource.Type === 'Custom::S3AutoDeleteObjects'
      )
        continue;
      for (const key of named) expect(resource.Properties?.[key], `${id}.${key}`).toBeUndefined();
    }
  });

  it('outputs the site, API and WebSocket URLs and the user pool ids', () => {
    for (const output of [
      'SiteUrl',
      'ApiUrl',
      'WebSocketUrl',
      'UserPoolId',
      'UserPoolClientId',
      'PaystackSecretArn',
      'OriginVerifySecretArn',
      'AlarmTopicArn',
    ])
      template.hasOutput(output, {});
    template.hasOutput('UserPoolId', { Value: { Ref: userPoolId } });
  });
});
