/**
 * Creates (or promotes) a staff account in a deployed user pool and puts it in the `admins` group.
 *
 *   npm run admin:create -- --email ada@example.com [--stage dev] [--user-pool-id eu-west-1_AbC]
 *                           [--outputs-file cdk-outputs.json] [--region eu-west-1] [--temporary]
 *
 * The pool id comes from --user-pool-id, else from the outputs file that
 * `cdk deploy --outputs-file cdk-outputs.json` writes (key Quarter-<stage>.UserPoolId); the project has
 * no CloudFormation client to ask the stack. Credentials are the usual AWS ones (profile, env, SSO).
 *
 * A new account gets a generated password, printed once. It is permanent by default because the admin
 * login page signs in with e-mail and password and has no "choose a new password" step; --temporary
 * makes Cognito demand a change at first sign-in instead. An existing account keeps its password.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';

export const ADMINS_GROUP = 'admins';

export interface AdminCreateOptions {
  readonly email: string;
  readonly stage: string;
  readonly userPoolId: string;
  readonly region: string;
  readonly temporary: boolean;
}

export function parseOptions(
  argv: readonly string[],
  readFile: (file: string) => string | undefined,
): AdminCreateOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      email: { type: 'string' },
      stage: { type: 'string', default: 'dev' },
      'user-pool-id': { type: 'string' },
      'outputs-file': { type: 'string', default: 'cdk-outputs.json' },
      region: { type: 'string' },
      temporary: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error("Pass --email with the staff member's address");
  const stage = values.stage ?? 'dev';
  const userPoolId =
    values['user-pool-id'] ?? poolIdFromOutputs(readFile(values['outputs-file'] ?? ''), stage);
  if (!userPoolId) {
    throw new Error(
      `No user pool id: pass --user-pool-id, or deploy with \`cdk deploy --outputs-file cdk-outputs.json\` so Quarter-${stage}.UserPoolId can be read`,
    );
  }
  // A pool id starts with its region ("eu-west-1_AbC123").
  const region = values.region ?? userPoolId.split('_')[0] ?? process.env.AWS_REGION;
  if (!region) throw new Error('Pass --region');
  return { email, stage, userPoolId, region, temporary: values.temporary ?? false };
}

function poolIdFromOutputs(text: string | undefined, stage: string): string | undefined {
  if (text === undefined) return undefined;
  const outputs = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
  const value = outputs[`Quarter-${stage}`]?.UserPoolId;
  return typeof value === 'string' ? value : undefined;
}

const classes = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!@#%^*-_=+?'];

/** 20 characters from a CSPRNG with every class the user pool's password policy requires. */
export function generatePassword(length = 20): string {
  const all = classes.join('');
  const chars = classes.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export interface AdminCreateResult {
  readonly created: boolean;
  /** Only for a new account: shown once, never stored. */
  readonly password?: string;
}

export async function createAdmin(
  client: CognitoIdentityProviderClient,
  options: AdminCreateOptions,
): Promise<AdminCreateResult> {
  const password = generatePassword();
  let created = true;
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: options.userPoolId,
        Username: options.email,
        UserAttributes: [
          { Name: 'email', Value: options.email },
          { Name: 'email_verified', Value: 'true' },
        ],
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
      }),
    );
    if (!options.temporary) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: options.userPoolId,
          Username: options.email,
          Password: password,
          Permanent: true,
        }),
      );
    }
  } catch (error: unknown) {
    if (!(error instanceof UsernameExistsException)) throw error;
    created = false;
  }
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: options.userPoolId,
      Username: options.email,
      GroupName: ADMINS_GROUP,
    }),
  );
  return created ? { created, password } : { created };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), (file) =>
    existsSync(file) ? readFileSync(file, 'utf8') : undefined,
  );
  const result = await createAdmin(new CognitoIdentityProviderClient({ region: options.region }), options);
  if (result.created) {
    console.log(`Created ${options.email} in ${options.userPoolId} and added it to ${ADMINS_GROUP}.`);
    console.log(`${options.temporary ? 'Temporary' : 'Password'} (shown once): ${result.password}`);
  } else {
    console.log(
      `${options.email} already existed in ${options.userPoolId}: added it to ${ADMINS_GROUP}; its password is unchanged.`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
