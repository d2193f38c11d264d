import { requireSigned } from './cognito-error.ts';
import type { Caller } from './pool.ts';
import { requiredString, type OperationInput } from './request-input.ts';
import { userAttributes, type UserDirectory } from './users.ts';

/**
 * ListUsersInGroup: the staff list for the owner select (issue #26), answered to signed calls only,
 * so the public endpoint Amplify uses does not hand out the staff e-mails.
 */
export function listUsersInGroup(
  users: UserDirectory,
  input: OperationInput,
  caller: Caller,
): Promise<object> {
  requireSigned(caller, 'ListUsersInGroup');
  const group = requiredString(input, 'GroupName');
  return Promise.resolve({
    Users: users.inGroup(group).map((user) => ({
      Username: user.username,
      Enabled: true,
      UserStatus: user.status,
      UserCreateDate: user.createdAt / 1000,
      Attributes: Object.entries(userAttributes(user)).map(([Name, Value]) => ({ Name, Value })),
    })),
  });
}
