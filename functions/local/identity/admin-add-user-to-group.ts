import { CognitoError, requireSigned } from './cognito-error.ts';
import type { Caller } from './pool.ts';
import { requiredString, type OperationInput } from './request-input.ts';
import type { UserDirectory } from './users.ts';

/**
 * AdminAddUserToGroup: makes an account staff, as `scripts/admin-create` does on AWS, so tests can
 * name more than one staff member (a prospect's owner must be staff, issue #28). Like
 * ListUsersInGroup it answers only an IAM-signed call, never a browser's unsigned one.
 */
export function adminAddUserToGroup(
  users: UserDirectory,
  input: OperationInput,
  caller: Caller,
): Promise<object> {
  requireSigned(caller, 'AdminAddUserToGroup');
  const group = requiredString(input, 'GroupName');
  const user = users.find(requiredString(input, 'Username'));
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  if (!user.groups.includes(group)) user.groups = [...user.groups, group];
  return Promise.resolve({});
}
