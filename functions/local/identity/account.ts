import { maskEmail } from '../../services/auth/otp.ts';
import { CognitoError, invalidParameter } from './cognito-error.ts';
import { assertClient, type PoolContext } from './pool.ts';
import {
  attributeList,
  optionalString,
  requiredString,
  stringMap,
  type OperationInput,
} from './request-input.ts';
import { assertPasswordPolicy, unguessablePassword, userAttributes } from './users.ts';
import { isSimpleEmail } from '../../domain/email.ts';

/** Standard attributes a sign-up may set; the rest (sub, email_verified, cognito:*) belong to the pool. */
const WRITABLE_ATTRIBUTES = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'locale',
  'zoneinfo',
]);

/** SignUp, GetUser, ChangePassword, GlobalSignOut and RevokeToken. */
export class AccountOperations {
  constructor(private readonly pool: PoolContext) {}

  async signUp(input: OperationInput) {
    assertClient(this.pool, input);
    const email = requiredString(input, 'Username').trim();
    if (!isSimpleEmail(email)) throw invalidParameter('Username should be an email.');
    if (this.pool.users.find(email)) {
      throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
    }
    const offered = optionalString(input, 'Password');
    if (offered !== undefined) assertPasswordPolicy(offered);
    const attributes = attributeList(input, 'UserAttributes');
    const extraAttributes = Object.fromEntries(
      Object.entries(attributes).filter(([name]) => WRITABLE_ATTRIBUTES.has(name)),
    );

    const decision = await this.pool.triggers.preSignUp(
      email,
      { ...extraAttributes, email },
      {
        validationData: attributeList(input, 'ValidationData'),
        clientMetadata: stringMap(input, 'ClientMetadata'),
      },
    );
    const user = await this.pool.users.create({
      email,
      password: offered ?? unguessablePassword(),
      now: this.pool.now(),
      status: decision.autoConfirmUser ? 'CONFIRMED' : 'UNCONFIRMED',
      emailVerified: decision.autoVerifyEmail,
      extraAttributes,
    });
    return {
      UserConfirmed: user.status === 'CONFIRMED',
      UserSub: user.sub,
      ...(user.status === 'CONFIRMED'
        ? {}
        : {
            CodeDeliveryDetails: {
              Destination: maskEmail(email),
              DeliveryMedium: 'EMAIL',
              AttributeName: 'email',
            },
          }),
    };
  }

  async getUser(input: OperationInput) {
    const user = await this.signedInUser(input);
    return {
      Username: user.username,
      UserAttributes: Object.entries(userAttributes(user)).map(([Name, Value]) => ({ Name, Value })),
    };
  }

  async changePassword(input: OperationInput) {
    const user = await this.signedInUser(input);
    const previous = requiredString(input, 'PreviousPassword');
    const proposed = requiredString(input, 'ProposedPassword');
    if (!(await this.pool.users.passwordMatches(user, previous))) {
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    assertPasswordPolicy(proposed);
    await this.pool.users.setPassword(user, proposed);
    return {};
  }

  async globalSignOut(input: OperationInput) {
    const user = await this.signedInUser(input);
    this.pool.tokens.signOutEverywhere(user.username);
    return {};
  }

  async revokeToken(input: OperationInput) {
    assertClient(this.pool, input);
    this.pool.tokens.revoke(requiredString(input, 'Token'));
    return {};
  }

  private async signedInUser(input: OperationInput) {
    const username = await this.pool.tokens.accessTokenUser(requiredString(input, 'AccessToken'));
    const user = this.pool.users.find(username);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }
}
