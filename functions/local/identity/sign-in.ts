import { createHmac, randomBytes } from 'node:crypto';
import type { SessionEntry } from '../../services/auth/challenge-session.ts';
import { normaliseEmail } from '../../services/auth/otp.ts';
import { CognitoError, incorrectCredentials, invalidParameter } from './cognito-error.ts';
import { assertClient, enforceIpSendLimit, triggerUserOf, type Caller, type PoolContext } from './pool.ts';
import { requiredString, stringMap, type OperationInput } from './request-input.ts';
import { PasswordLockout } from './password-lockout.ts';
import type { TriggerUser } from './trigger-runner.ts';

/** One custom-auth sign-in between two calls, known to the client only by its Session string. */
interface PendingSignIn extends SignInAttempt {
  readonly session: SessionEntry[];
  readonly privateChallengeParameters: Record<string, string>;
  readonly challengeMetadata: string;
  readonly expiresAt: number;
}

/** Who is signing in: the triggers' view, what they typed, and the USERNAME the client gets back. */
interface SignInAttempt {
  readonly user: TriggerUser;
  readonly loginName: string;
  readonly publicUsername: string;
}

const flowNotEnabled = (flow: string) => invalidParameter(`${flow} flow not enabled for this client`);

const invalidSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

/**
 * InitiateAuth, RespondToAuthChallenge and GetTokensFromRefreshToken. The custom-auth loop is
 * Cognito's: Define decides, Create issues a challenge, Verify judges each answer, and every step
 * returns a new Session string (the old one stops working).
 */
export class SignInFlows {
  private readonly pending = new Map<string, PendingSignIn>();
  // Unknown e-mails get a stable, UUID-shaped username so the reply does not tell them apart.
  private readonly decoySecret = randomBytes(32);
  // Cognito locks an account out of password sign-in for a while after repeated wrong passwords.
  private readonly passwordLockout = new PasswordLockout();

  constructor(
    private readonly pool: PoolContext,
    private readonly authSessionSeconds: number,
  ) {}

  async initiateAuth(input: OperationInput, caller: Caller) {
    const clientId = assertClient(this.pool, input);
    const flow = requiredString(input, 'AuthFlow');
    const parameters = stringMap(input, 'AuthParameters') ?? {};
    const clientMetadata = stringMap(input, 'ClientMetadata');
    const isStaffClient = clientId === this.pool.staffClientId;
    switch (flow) {
      // As on AWS: the web client takes no password, the staff client nothing but a password.
      case 'USER_PASSWORD_AUTH':
        if (!isStaffClient) throw flowNotEnabled(flow);
        return this.passwordSignIn(parameters, clientId, clientMetadata);
      case 'CUSTOM_AUTH':
        if (isStaffClient) throw flowNotEnabled(flow);
        return this.startCustomAuth(parameters, clientMetadata, caller, clientId);
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN': {
        const refreshToken = parameters.REFRESH_TOKEN;
        if (!refreshToken) throw invalidParameter('Missing required parameter REFRESH_TOKEN');
        return { ChallengeParameters: {}, AuthenticationResult: await this.refresh(refreshToken) };
      }
      default:
        throw invalidParameter(`${flow} flow not enabled for this client`);
    }
  }

  async respondToAuthChallenge(input: OperationInput) {
    assertClient(this.pool, input);
    const challengeName = requiredString(input, 'ChallengeName');
    if (challengeName !== 'CUSTOM_CHALLENGE')
      throw invalidParameter(`${challengeName} is not a challenge of this sign-in`);
    const sessionKey = requiredString(input, 'Session');
    const responses = stringMap(input, 'ChallengeResponses') ?? {};
    const clientMetadata = stringMap(input, 'ClientMetadata');

    const pending = this.pending.get(sessionKey);
    this.pending.delete(sessionKey);
    if (!pending || pending.expiresAt <= this.pool.now()) throw invalidSession();
    const { USERNAME: username, ANSWER: answer } = responses;
    if (!username) throw invalidParameter('Missing required parameter USERNAME');
    if (username !== pending.publicUsername && normaliseEmail(username) !== pending.loginName)
      throw invalidSession();
    if (answer === undefined) throw invalidParameter('Missing required parameter ANSWER');

    const { answerCorrect } = await this.pool.triggers.verify(
      pending.user,
      pending.privateChallengeParameters,
      answer,
      clientMetadata,
    );
    const session: SessionEntry[] = [
      ...pending.session,
      {
        challengeName: 'CUSTOM_CHALLENGE',
        challengeResult: answerCorrect,
        challengeMetadata: pending.challengeMetadata,
      },
    ];
    return this.nextStep(pending, session, clientMetadata);
  }

  async getTokensFromRefreshToken(input: OperationInput) {
    assertClient(this.pool, input);
    return { AuthenticationResult: await this.refresh(requiredString(input, 'RefreshToken')) };
  }

  clear() {
    this.pending.clear();
    this.passwordLockout.clear();
  }

  private async passwordSignIn(
    parameters: Record<string, string>,
    clientId: string,
    clientMetadata: Record<string, string> | undefined,
  ) {
    const { USERNAME: username, PASSWORD: password } = parameters;
    if (!username) throw invalidParameter('Missing required parameter USERNAME');
    if (!password) throw invalidParameter('Missing required parameter PASSWORD');
    const user = this.pool.users.find(username);
    const lockKey = normaliseEmail(username);
    this.passwordLockout.assertOpen(lockKey, this.pool.now());
    if (user) await this.pool.triggers.preAuthentication(triggerUserOf(user), clientId, clientMetadata);
    if (!user || !(await this.pool.users.passwordMatches(user, password))) {
      this.passwordLockout.failed(lockKey, this.pool.now());
      throw incorrectCredentials();
    }
    this.passwordLockout.succeeded(lockKey);
    if (user.status !== 'CONFIRMED')
      throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    return { ChallengeParameters: {}, AuthenticationResult: await this.pool.tokens.signIn(user, clientId) };
  }

  private async startCustomAuth(
    parameters: Record<string, string>,
    clientMetadata: Record<string, string> | undefined,
    caller: Caller,
    clientId: string,
  ) {
    if (parameters.SRP_A) throw invalidParameter('CUSTOM_AUTH with SRP is not enabled for this client');
    const username = parameters.USERNAME;
    if (!username) throw invalidParameter('Missing required parameter USERNAME');
    enforceIpSendLimit(this.pool, caller);
    const user = this.pool.users.find(username);
    if (user && user.status !== 'CONFIRMED')
      throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    if (user) await this.pool.triggers.preAuthentication(triggerUserOf(user), clientId, clientMetadata);
    const attempt: SignInAttempt = user
      ? { user: triggerUserOf(user), loginName: user.email, publicUsername: user.username }
      : {
          // Cognito hands the triggers what was typed; the client gets a username shaped like a real one.
          user: { userName: username, attributes: {}, userNotFound: true },
          loginName: normaliseEmail(username),
          publicUsername: this.decoyUsername(username),
        };
    return this.nextStep(attempt, [], clientMetadata);
  }

  private async nextStep(
    attempt: SignInAttempt,
    session: SessionEntry[],
    clientMetadata?: Record<string, string>,
  ) {
    const { user } = attempt;
    const decision = await this.pool.triggers.define(user, session, clientMetadata);
    if (decision.failAuthentication) throw incorrectCredentials();
    if (decision.issueTokens) {
      const poolUser = user.userNotFound ? undefined : this.pool.users.find(user.userName);
      if (!poolUser) throw incorrectCredentials();
      return { ChallengeParameters: {}, AuthenticationResult: await this.pool.tokens.signIn(poolUser) };
    }
    if (decision.challengeName !== 'CUSTOM_CHALLENGE') {
      throw new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');
    }

    const challenge = await this.pool.triggers.create(user, session, clientMetadata);
    this.forgetExpired();
    const sessionKey = randomBytes(96).toString('base64url');
    this.pending.set(sessionKey, {
      user: attempt.user,
      loginName: attempt.loginName,
      publicUsername: attempt.publicUsername,
      session,
      privateChallengeParameters: challenge.privateChallengeParameters,
      challengeMetadata: challenge.challengeMetadata,
      expiresAt: this.pool.now() + this.authSessionSeconds * 1000,
    });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: sessionKey,
      ChallengeParameters: { ...challenge.publicChallengeParameters, USERNAME: attempt.publicUsername },
    };
  }

  private async refresh(refreshToken: string) {
    const grant = this.pool.tokens.refreshGrant(refreshToken);
    const user = this.pool.users.find(grant.username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    return this.pool.tokens.refresh(user, grant);
  }

  private forgetExpired() {
    const now = this.pool.now();
    for (const [key, pending] of this.pending) if (pending.expiresAt <= now) this.pending.delete(key);
  }

  private decoyUsername(loginName: string): string {
    const hex = createHmac('sha256', this.decoySecret).update(normaliseEmail(loginName)).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}
