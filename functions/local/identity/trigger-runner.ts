import { randomUUID } from 'node:crypto';
import type {
  Context,
  CreateAuthChallengeTriggerEvent,
  CreateAuthChallengeTriggerHandler,
  DefineAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerHandler,
  Handler,
  PreAuthenticationTriggerEvent,
  PreAuthenticationTriggerHandler,
  PreSignUpTriggerEvent,
  PreSignUpTriggerHandler,
  VerifyAuthChallengeResponseTriggerEvent,
  VerifyAuthChallengeResponseTriggerHandler,
} from 'aws-lambda';
import type { SessionEntry } from '../../services/auth/challenge-session.ts';
import { CognitoError } from './cognito-error.ts';

/** The user pool triggers, exactly the handlers deployed as Lambdas on AWS. */
export interface AuthTriggers {
  readonly defineAuthChallenge: DefineAuthChallengeTriggerHandler;
  readonly createAuthChallenge: CreateAuthChallengeTriggerHandler;
  readonly verifyAuthChallenge: VerifyAuthChallengeResponseTriggerHandler;
  readonly preSignUp: PreSignUpTriggerHandler;
  readonly preAuthentication: PreAuthenticationTriggerHandler;
}

/** Who a trigger is called about; `attributes` is empty for an unknown user. */
export interface TriggerUser {
  readonly userName: string;
  readonly attributes: Record<string, string>;
  readonly userNotFound: boolean;
}

type TriggerName =
  | 'DefineAuthChallenge'
  | 'CreateAuthChallenge'
  | 'VerifyAuthChallengeResponse'
  | 'PreSignUp'
  | 'PreAuthentication';

function lambdaContext(functionName: string): Context {
  const fail = () => undefined;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 5_000,
    done: fail,
    fail,
    succeed: fail,
  };
}

/**
 * Calls the triggers in-process with the events Cognito would send, and turns a thrown error into
 * what Cognito answers then: UserLambdaValidationException "<Trigger> failed with error <message>."
 */
export class TriggerRunner {
  constructor(
    private readonly triggers: AuthTriggers,
    private readonly pool: { userPoolId: string; clientId: string },
  ) {}

  async define(user: TriggerUser, session: SessionEntry[], clientMetadata?: Record<string, string>) {
    const event: DefineAuthChallengeTriggerEvent = {
      ...this.base('DefineAuthChallenge_Authentication', user),
      request: { userAttributes: user.attributes, session, clientMetadata, ...this.notFound(user) },
      response: { challengeName: undefined, issueTokens: false, failAuthentication: false },
    };
    return (await this.invoke('DefineAuthChallenge', this.triggers.defineAuthChallenge, event)).response;
  }

  async create(user: TriggerUser, session: SessionEntry[], clientMetadata?: Record<string, string>) {
    const event: CreateAuthChallengeTriggerEvent = {
      ...this.base('CreateAuthChallenge_Authentication', user),
      request: {
        userAttributes: user.attributes,
        challengeName: 'CUSTOM_CHALLENGE',
        session,
        clientMetadata,
        ...this.notFound(user),
      },
      response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
    };
    return (await this.invoke('CreateAuthChallenge', this.triggers.createAuthChallenge, event)).response;
  }

  async verify(
    user: TriggerUser,
    privateChallengeParameters: Record<string, string>,
    answer: string,
    clientMetadata?: Record<string, string>,
  ) {
    const event: VerifyAuthChallengeResponseTriggerEvent = {
      ...this.base('VerifyAuthChallengeResponse_Authentication', user),
      request: {
        userAttributes: user.attributes,
        privateChallengeParameters,
        challengeAnswer: answer,
        clientMetadata,
        ...this.notFound(user),
      },
      response: { answerCorrect: false },
    };
    return (await this.invoke('VerifyAuthChallengeResponse', this.triggers.verifyAuthChallenge, event))
      .response;
  }

  /** Runs before every sign-in of a known user, on the client the caller used. */
  async preAuthentication(user: TriggerUser, clientId: string, clientMetadata?: Record<string, string>) {
    const event: PreAuthenticationTriggerEvent = {
      ...this.base('PreAuthentication_Authentication', user, clientId),
      request: { userAttributes: user.attributes, validationData: clientMetadata, ...this.notFound(user) },
      response: {},
    };
    await this.invoke('PreAuthentication', this.triggers.preAuthentication, event);
  }

  async preSignUp(
    userName: string,
    attributes: Record<string, string>,
    extra: { validationData?: Record<string, string>; clientMetadata?: Record<string, string> },
  ) {
    const event: PreSignUpTriggerEvent = {
      ...this.base('PreSignUp_SignUp', { userName, attributes, userNotFound: false }),
      request: {
        userAttributes: attributes,
        validationData: extra.validationData,
        clientMetadata: extra.clientMetadata,
      },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    return (await this.invoke('PreSignUp', this.triggers.preSignUp, event)).response;
  }

  private base<T extends string>(triggerSource: T, user: TriggerUser, clientId = this.pool.clientId) {
    return {
      version: '1',
      region: this.pool.userPoolId.split('_')[0] ?? 'local',
      userPoolId: this.pool.userPoolId,
      triggerSource,
      userName: user.userName,
      callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId },
    };
  }

  private notFound(user: TriggerUser) {
    return user.userNotFound ? { userNotFound: true } : {};
  }

  private async invoke<E>(name: TriggerName, trigger: Handler<E, E | void>, event: E): Promise<E> {
    try {
      return await new Promise<E>((resolve, reject) => {
        const settle = (error?: unknown, result?: E | void) =>
          error ? reject(error) : resolve(result ?? event);
        const returned = trigger(event, lambdaContext(name), settle);
        if (returned) returned.then((result) => resolve(result ?? event), reject);
      });
    } catch (error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      throw new CognitoError('UserLambdaValidationException', `${name} failed with error ${message}.`);
    }
  }
}
