import type {
  Context,
  CreateAuthChallengeTriggerEvent,
  Handler,
  DefineAuthChallengeTriggerEvent,
  PreSignUpTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import type {
  CodeSends,
  NewOtpChallenge,
  OtpChallenge,
  OtpChallengeStore,
  OutgoingMail,
  RateLimiter,
} from '../../../functions/services/auth/ports.ts';
import type { RateLimitResult } from '../../../functions/services/shared/rate-limits.ts';

/** In-memory stand-ins for the ports, with the same single-use rule as the DynamoDB adapter. */
export class FakeOtpStore implements OtpChallengeStore {
  readonly challenges = new Map<string, OtpChallenge>();

  async putOtpChallenge(challenge: NewOtpChallenge) {
    this.challenges.set(challenge.challenge_id, { ...challenge, attempts: 0, used: false });
  }

  async getOtpChallenge(challengeId: string) {
    return this.challenges.get(challengeId);
  }

  async recordWrongAttempt(challengeId: string) {
    const challenge = this.challenges.get(challengeId);
    if (!challenge) return undefined;
    this.challenges.set(challengeId, { ...challenge, attempts: challenge.attempts + 1 });
    return challenge.attempts + 1;
  }

  async consumeOtpChallenge(challengeId: string, now: Date) {
    const challenge = this.challenges.get(challengeId);
    if (!challenge || challenge.used || Date.parse(challenge.expires_at) <= now.getTime()) return false;
    this.challenges.set(challengeId, { ...challenge, used: true });
    return true;
  }

  /** Test set-up: changes a stored challenge as time and earlier answers would have. */
  change(challengeId: string, change: Partial<OtpChallenge>) {
    const challenge = this.challenges.get(challengeId);
    if (!challenge) throw new Error(`no challenge ${challengeId}`);
    this.challenges.set(challengeId, { ...challenge, ...change });
  }

  /** The store as a plain object of bound functions, the shape the triggers take. */
  ports(): OtpChallengeStore {
    return {
      putOtpChallenge: (challenge) => this.putOtpChallenge(challenge),
      getOtpChallenge: (id) => this.getOtpChallenge(id),
      recordWrongAttempt: (id) => this.recordWrongAttempt(id),
      consumeOtpChallenge: (id, now) => this.consumeOtpChallenge(id, now),
    };
  }

  only(): OtpChallenge {
    const [challenge, ...others] = this.challenges.values();
    if (!challenge || others.length > 0)
      throw new Error(`expected one challenge, found ${this.challenges.size}`);
    return challenge;
  }
}

/** The last code mailed per address, with the adapter's condition: only the send read last is replaced. */
export class FakeCodeSends implements CodeSends {
  readonly sends = new Map<string, { challenge_id: string; sent_at: string }>();

  async latestCodeSend(emailKey: string) {
    return this.sends.get(emailKey);
  }

  async recordCodeSend(emailKey: string, challengeId: string, sentAt: Date, replacing: string | undefined) {
    if (this.sends.get(emailKey)?.challenge_id !== replacing) return false;
    this.sends.set(emailKey, { challenge_id: challengeId, sent_at: sentAt.toISOString() });
    return true;
  }

  ports(): CodeSends {
    return {
      latestCodeSend: (key) => this.latestCodeSend(key),
      recordCodeSend: (key, id, at, replacing) => this.recordCodeSend(key, id, at, replacing),
    };
  }
}

export class FakeRateLimiter implements RateLimiter {
  readonly hits: { key: string; limit: number; windowSeconds: number }[] = [];
  constructor(
    private readonly verdict: (count: number) => RateLimitResult = (count) => ({
      allowed: true,
      retryAfterSeconds: 0,
      count,
    }),
  ) {}

  async hitRateLimit(key: string, rule: { limit: number; windowSeconds: number }) {
    this.hits.push({ key, limit: rule.limit, windowSeconds: rule.windowSeconds });
    return this.verdict(this.hits.filter((hit) => hit.key === key).length);
  }
}

export class CapturedMail {
  readonly sent: OutgoingMail[] = [];
  readonly sendMail = async (mail: OutgoingMail) => {
    this.sent.push(mail);
  };

  lastCode(): string {
    const code = this.sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code was e-mailed');
    return code;
  }
}

const base = {
  version: '1',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_TEST',
  userName: '0b9c7c6e-4a51-4f0e-9d1c-5f3e2d1a0b9c',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client-1' },
};

export const ADA = { email: 'ada@example.com', sub: base.userName };
const userAttributes = {
  sub: ADA.sub,
  email: ADA.email,
  email_verified: 'true',
  'cognito:user_status': 'CONFIRMED',
};

type Session = DefineAuthChallengeTriggerEvent['request']['session'];

export function defineEvent(
  session: Session,
  extra: { userNotFound?: boolean } = {},
): DefineAuthChallengeTriggerEvent {
  return {
    ...base,
    triggerSource: 'DefineAuthChallenge_Authentication',
    request: { userAttributes: extra.userNotFound ? {} : userAttributes, session, ...extra },
    response: { challengeName: undefined, issueTokens: false, failAuthentication: false },
  };
}

export function createEvent(
  session: Session,
  extra: { userNotFound?: boolean } = {},
): CreateAuthChallengeTriggerEvent {
  return {
    ...base,
    ...(extra.userNotFound ? { userName: 'nobody@example.com' } : {}),
    triggerSource: 'CreateAuthChallenge_Authentication',
    request: {
      userAttributes: extra.userNotFound ? {} : userAttributes,
      challengeName: 'CUSTOM_CHALLENGE',
      session,
      ...extra,
    },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
  };
}

export function verifyEvent(
  answer: string,
  privateChallengeParameters: Record<string, string>,
  extra: { userNotFound?: boolean; email?: string; emailVerified?: 'true' | 'false' } = {},
): VerifyAuthChallengeResponseTriggerEvent {
  return {
    ...base,
    triggerSource: 'VerifyAuthChallengeResponse_Authentication',
    request: {
      userAttributes: {
        ...userAttributes,
        ...(extra.email ? { email: extra.email } : {}),
        ...(extra.emailVerified ? { email_verified: extra.emailVerified } : {}),
      },
      privateChallengeParameters,
      challengeAnswer: answer,
      ...(extra.userNotFound ? { userNotFound: true } : {}),
    },
    response: { answerCorrect: false },
  };
}

export function preSignUpEvent(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  attributes: Record<string, string> = { email: ADA.email },
): PreSignUpTriggerEvent {
  return {
    ...base,
    triggerSource,
    request: { userAttributes: attributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

/** Runs a trigger as Lambda would; the triggers use neither context nor callback. */
export async function run<E>(trigger: Handler<E, E>, event: E): Promise<E> {
  const result = await trigger(event, {} as Context, () => undefined);
  if (!result) throw new Error('the trigger returned no event');
  return result;
}
