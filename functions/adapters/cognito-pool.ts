import { cognito } from './cognito-client.ts';

const PASSWORD_FLOWS = new Set([
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  'ALLOW_USER_AUTH',
]);

// An app client's flows change only with a deploy, so one look per client and cold start is enough.
const passwordClients = new Map<string, Promise<boolean>>();

/** Whether the app client accepts a password in any flow (read from the pool, so no id is wired in). */
export function clientTakesPasswords(userPoolId: string, clientId: string): Promise<boolean> {
  const key = `${userPoolId}/${clientId}`;
  let known = passwordClients.get(key);
  if (!known) {
    known = cognito()
      .then(({ sdk, client }) =>
        client.send(new sdk.DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId })),
      )
      .then(({ UserPoolClient }) =>
        (UserPoolClient?.ExplicitAuthFlows ?? []).some((flow) => PASSWORD_FLOWS.has(flow)),
      );
    known.catch(() => passwordClients.delete(key));
    passwordClients.set(key, known);
  }
  return known;
}

export async function isInGroup(userPoolId: string, username: string, group: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username, NextToken: token }),
    );
    if (page.Groups?.some((entry) => entry.GroupName === group)) return true;
    token = page.NextToken;
  } while (token);
  return false;
}

export async function markEmailVerified(userPoolId: string, username: string): Promise<void> {
  const { sdk, client } = await cognito();
  await client.send(
    new sdk.AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: username,
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
    }),
  );
}

/** The e-mail of every user in a group (ListUsersInGroup, all pages), lower-cased, oldest first. */
export async function groupMemberEmails(userPoolId: string, group: string): Promise<string[]> {
  const emails: string[] = [];
  let token: string | undefined;
  const { sdk, client } = await cognito();
  do {
    const page = await client.send(
      new sdk.ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: group, NextToken: token }),
    );
    for (const user of page.Users ?? []) {
      const email = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
      if (email && user.Enabled !== false) emails.push(email.trim().toLowerCase());
    }
    token = page.NextToken;
  } while (token);
  return emails;
}
