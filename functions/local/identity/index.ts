import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { systemClock, type Clock, type SendMail } from '../../services/auth/ports.ts';
import { AccountOperations } from './account.ts';
import { CognitoError } from './cognito-error.ts';
import { PasswordResets } from './password-reset.ts';
import { productTriggers } from './product-triggers.ts';
import type { Caller, PoolContext } from './pool.ts';
import { POOL_FILE_NAME, PoolFile } from './pool-file.ts';
import { RateWindow } from './rate-window.ts';
import { parseInput, type OperationInput } from './request-input.ts';
import { SignInFlows } from './sign-in.ts';
import type { SavedTokens } from './pool-file.ts';
import { TokenService } from './tokens.ts';
import { TriggerRunner, type AuthTriggers } from './trigger-runner.ts';
import { listUsersInGroup } from './list-users-in-group.ts';
import { adminAddUserToGroup } from './admin-add-user-to-group.ts';
import { UserDirectory } from './users.ts';

export type { AuthTriggers } from './trigger-runner.ts';

export interface IdentityProviderOptions {
  /** `${origin}/_local/cognito/${userPoolId}`; tokens carry it as `iss` and the JWKS is served under it */
  readonly issuer: string;
  readonly userPoolId: string;
  /** the public web client: e-mail code sign-in only */
  readonly clientId: string;
  /** the staff client: password sign-in, admins only; default `${clientId}-staff` */
  readonly staffClientId?: string;
  /** seeded at start, in the `admins` group, signing in with USER_PASSWORD_AUTH */
  readonly admin: { readonly email: string; readonly password: string };
  /** how the pool's own mail (password reset) and, by default, the sign-in codes leave */
  readonly sendMail: SendMail;
  /** the triggers Cognito would call; by default the product's own, on DynamoDB and `sendMail` */
  readonly triggers?: AuthTriggers;
  /** public origin for e-mailed links; SITE_URL, else the issuer's origin */
  readonly siteUrl?: string;
  readonly clock?: Clock;
  /** code and reset e-mails per client IP, the WAF rule's stand-in (20 per 5 minutes) */
  readonly ipSendLimit?: { readonly limit: number; readonly windowSeconds: number };
  /** how long a custom-auth Session string stays usable (the app client's AuthSessionValidity) */
  readonly authSessionSeconds?: number;
  /**
   * Keeps the signing key, users and refresh tokens in `${dataDir}/identity.json`, so sign-ins
   * survive a restart; in memory when unset. Challenges and rate limits are never kept.
   */
  readonly dataDir?: string;
  /** one line about a pool file that could not be used; default console.warn */
  readonly warn?: (line: string) => void;
}

export interface IdentityProvider {
  /** Serves the JWKS (GET) and the Cognito JSON API (POST on the base path); answers 404 elsewhere. */
  handle(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void>;
  readonly jwksPath: string;
  /** the path Amplify's `userPoolEndpoint` and the SDK's `endpoint` point at */
  readonly basePath: string;
  close(): Promise<void>;
}

const AUTH_SESSION_SECONDS = 5 * 60;

type Operation = (input: OperationInput, caller: Caller) => Promise<object>;

/**
 * The local stand-in for the Cognito user pool: the subset of the JSON protocol Amplify v6 and the
 * AWS SDK call, with the product's own trigger handlers run in-process.
 *
 * Unknown users behave as in a pool with PreventUserExistenceErrors: CUSTOM_AUTH for an unknown
 * e-mail still returns a challenge (no mail is sent, a UUID-shaped USERNAME comes back) and ends in
 * NotAuthorizedException after 3 answers; a wrong password and an unknown user read the same. So
 * the web app creates the account first on sign-up (SignUp; PreSignUp confirms it) and then signs in
 * with CUSTOM_WITHOUT_SRP. As on AWS there are two app clients: the web client takes only custom
 * auth, the staff client only USER_PASSWORD_AUTH, and PreAuthentication admits only `admins` there.
 */
export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const issuerPath = new URL(options.issuer).pathname.replace(/\/+$/, '');
  const basePath = issuerPath.slice(0, issuerPath.lastIndexOf('/')) || '/';
  const jwksPath = `${issuerPath}/.well-known/jwks.json`;
  const now = options.clock ?? systemClock;
  const ready = start(options, now);
  ready.catch(() => undefined);

  return {
    jwksPath,
    basePath,
    async handle(req, res, body) {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      const isApi = path === basePath || path === `${basePath}/`;
      if (req.method === 'OPTIONS' && (isApi || path === jwksPath)) return sendPreflight(req, res);
      const { tokens, operations } = await ready;
      if (req.method === 'GET' && path === jwksPath)
        return sendJson(req, res, 200, tokens.jwks(), 'application/json');
      if (req.method === 'POST' && isApi) return dispatch(req, res, body, operations);
      return sendError(req, res, new CognitoError('UnknownOperationException', 'Not found.', 404));
    },
    async close() {
      const { reset, file } = await ready;
      await file?.close();
      reset();
    },
  };
}

/** The users and token service, restored from DATA_DIR when a usable pool file is there. */
async function openPool(options: IdentityProviderOptions, now: Clock) {
  const users = new UserDirectory();
  const createTokens = (saved?: SavedTokens) =>
    TokenService.create({
      issuer: options.issuer,
      clientId: options.clientId,
      otherClientIds: [staffClientOf(options)],
      now,
      saved,
    });
  const file = options.dataDir
    ? new PoolFile(path.join(options.dataDir, POOL_FILE_NAME), options.warn ?? console.warn)
    : undefined;
  let restoredTokens: TokenService | undefined;
  const restored = await file?.load(async (saved) => {
    restoredTokens = await createTokens(saved.tokens);
    users.restore(saved.users);
  });
  if (!restored) users.clear();
  const tokens = (restored && restoredTokens) || (await createTokens());
  const save = async () => {
    await file?.save({ version: 1, tokens: tokens.snapshot(), users: users.snapshot() });
  };
  return { users, tokens, file, save };
}

export const staffClientOf = (options: Pick<IdentityProviderOptions, 'clientId' | 'staffClientId'>) =>
  options.staffClientId ?? `${options.clientId}-staff`;

async function start(options: IdentityProviderOptions, now: Clock) {
  const { users, tokens, file, save } = await openPool(options, now);
  const staffClientId = staffClientOf(options);
  const triggers =
    options.triggers ??
    productTriggers({
      sendMail: options.sendMail,
      now,
      pool: {
        clientTakesPasswords: async (_poolId, clientId) => clientId === staffClientId,
        isInGroup: async (_poolId, username, group) => users.find(username)?.groups.includes(group) ?? false,
        markEmailVerified: async (_poolId, username) => {
          const user = users.find(username);
          if (user) user.emailVerified = true;
        },
      },
    });
  const pool: PoolContext = {
    userPoolId: options.userPoolId,
    clientId: options.clientId,
    staffClientId,
    siteUrl: (options.siteUrl ?? process.env.SITE_URL ?? new URL(options.issuer).origin).replace(/\/+$/, ''),
    users,
    tokens,
    triggers: new TriggerRunner(triggers, options),
    sendMail: options.sendMail,
    now,
    ipSends: new RateWindow(options.ipSendLimit ?? RATE_LIMITS.signInCodePerIp),
  };
  await users.ensureAdmin(options.admin, now());
  await save();

  const signIn = new SignInFlows(pool, options.authSessionSeconds ?? AUTH_SESSION_SECONDS);
  const account = new AccountOperations(pool);
  const resets = new PasswordResets(pool);
  const operations: Record<string, Operation> = saving(save, {
    InitiateAuth: (input, caller) => signIn.initiateAuth(input, caller),
    RespondToAuthChallenge: (input) => signIn.respondToAuthChallenge(input),
    GetTokensFromRefreshToken: (input) => signIn.getTokensFromRefreshToken(input),
    SignUp: (input) => account.signUp(input),
    GetUser: (input) => account.getUser(input),
    ChangePassword: (input) => account.changePassword(input),
    GlobalSignOut: (input) => account.globalSignOut(input),
    RevokeToken: (input) => account.revokeToken(input),
    ForgotPassword: (input, caller) => resets.forgotPassword(input, caller),
    ConfirmForgotPassword: (input) => resets.confirmForgotPassword(input),
    ListUsersInGroup: (input, caller) => listUsersInGroup(users, input, caller),
    AdminAddUserToGroup: (input, caller) => adminAddUserToGroup(users, input, caller),
  });
  const reset = () => {
    signIn.clear();
    resets.clear();
    tokens.clear();
    users.clear();
  };
  return { tokens, operations, reset, file };
}

/** Every operation answers only after what it changed (a sign-in's refresh grant, a new password) is saved. */
function saving(save: () => Promise<void>, operations: Record<string, Operation>): Record<string, Operation> {
  return Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      async (input: OperationInput, caller: Caller) => {
        try {
          return await operation(input, caller);
        } finally {
          await save();
        }
      },
    ]),
  );
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  operations: Record<string, Operation>,
) {
  const target = String(req.headers['x-amz-target'] ?? '');
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
  try {
    if (!operation) {
      throw new CognitoError(
        'UnknownOperationException',
        `The local identity provider does not implement ${target || 'this request'}.`,
      );
    }
    const signed = /^AWS4-HMAC-SHA256 /.test(String(req.headers.authorization ?? ''));
    const result = await operation(parseInput(body), { ip: req.socket.remoteAddress ?? 'unknown', signed });
    sendJson(req, res, 200, result);
  } catch (error: unknown) {
    if (error instanceof CognitoError) return sendError(req, res, error);
    console.error(`[identity] ${name} failed`, error);
    sendError(req, res, new CognitoError('InternalErrorException', 'Internal error.', 500));
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-expose-headers': 'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date',
    vary: 'Origin',
  };
}

function sendPreflight(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(204, {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': String(
      req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target',
    ),
    'access-control-max-age': '600',
  });
  res.end();
}

function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: object,
  type = 'application/x-amz-json-1.1',
  extra: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    'content-type': type,
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
    'x-amzn-requestid': randomUUID(),
    ...extra,
  });
  res.end(payload);
}

function sendError(req: IncomingMessage, res: ServerResponse, error: CognitoError) {
  sendJson(
    req,
    res,
    error.status,
    { __type: error.type, message: error.message },
    'application/x-amz-json-1.1',
    {
      'x-amzn-errortype': error.type,
    },
  );
}
