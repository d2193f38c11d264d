import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { identityClient, localClientId, signUpIfNew } from './identity.ts';

/**
 * Makes each e-mail a staff account in the local pool (an account in the `admins` group), as
 * `scripts/admin-create` does on AWS: a prospect's owner must be one (issue #28).
 */
export async function makeStaff(baseUrl: string, ...emails: readonly string[]): Promise<void> {
  const client = identityClient(baseUrl);
  const clientId = await localClientId(baseUrl);
  try {
    for (const email of emails) {
      await signUpIfNew(client, clientId, email);
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: 'local_pool', Username: email, GroupName: 'admins' }),
      );
    }
  } finally {
    client.destroy();
  }
}
