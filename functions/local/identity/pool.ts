import type { Clock, SendMail } from '../../services/auth/ports.ts';
import { CognitoError, tooManyRequests } from './cognito-error.ts';
import type { RateWindow } from './rate-window.ts';
import { requiredString, type OperationInput } from './request-input.ts';
import type { TokenService } from './tokens.ts';
import type { TriggerRunner, TriggerUser } from './trigger-runner.ts';
import { userAttributes, type PoolUser, type UserDirectory } from './users.ts';

/** Everything the operations share: the pool's identity, its users, tokens, triggers and limits. */
export interface PoolContext {
  readonly userPoolId: string;
  /** the public web client: custom auth (e-mailed code) only */
  readonly clientId: string;
  /** the staff client: USER_PASSWORD_AUTH only, admins only (the PreAuthentication trigger) */
  readonly staffClientId: string;
  readonly siteUrl: string;
  readonly users: UserDirectory;
  readonly tokens: TokenService;
  readonly triggers: TriggerRunner;
  readonly sendMail: SendMail;
  readonly now: Clock;
  /** code and reset e-mails started per client IP: the WAF rate-based rule's stand-in */
  readonly ipSends: RateWindow;
}

/** The caller as the WAF sees it. */
export interface Caller {
  readonly ip: string;
  /** The request carried a SigV4 signature (an SDK with credentials), as Cognito's admin APIs require. */
  readonly signed?: boolean;
}

/** The calling app client's id, when it is one of the pool's. */
export function assertClient(pool: PoolContext, input: OperationInput): string {
  const clientId = requiredString(input, 'ClientId');
  if (clientId !== pool.clientId && clientId !== pool.staffClientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}

export function enforceIpSendLimit(pool: PoolContext, caller: Caller) {
  if (!pool.ipSends.hit(caller.ip, pool.now()).allowed) throw tooManyRequests();
}

export function triggerUserOf(user: PoolUser): TriggerUser {
  return {
    userName: user.username,
    attributes: { ...userAttributes(user), 'cognito:user_status': user.status },
    userNotFound: false,
  };
}
