import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, generatePassword, parseOptions } from '../../scripts/admin-create.ts';

const cognito = mockClient(CognitoIdentityProviderClient);
const outputs = JSON.stringify({
  'Quarter-dev': { UserPoolId: 'eu-west-1_Dev' },
  'Quarter-prod': { UserPoolId: 'eu-west-1_Prod' },
});
const options = {
  email: 'ada@quarter.example',
  stage: 'dev',
  userPoolId: 'eu-west-1_Dev',
  region: 'eu-west-1',
  temporary: false,
};

describe('admin:create options', () => {
  it('reads the pool of the chosen stage from the cdk outputs file and its region from the pool id', () => {
    const parsed = parseOptions(['--email', ' Ada@Quarter.Example ', '--stage', 'prod'], () => outputs);
    expect(parsed).toEqual({ ...options, stage: 'prod', userPoolId: 'eu-west-1_Prod' });
  });

  it('prefers an explicit --user-pool-id', () => {
    expect(
      parseOptions(['--email', 'ada@quarter.example', '--user-pool-id', 'us-east-1_X'], () => outputs),
    ).toMatchObject({
      userPoolId: 'us-east-1_X',
      region: 'us-east-1',
    });
  });

  it('refuses a missing address or pool id with a message saying what to pass', () => {
    expect(() => parseOptions(['--email', 'nope'], () => outputs)).toThrow(/--email/);
    expect(() => parseOptions(['--email', 'ada@quarter.example'], () => undefined)).toThrow(/--user-pool-id/);
  });
});

describe('admin:create', () => {
  beforeEach(() => {
    cognito.reset();
  });

  it('creates a verified user without an invitation e-mail, sets a permanent password and adds it to admins', async () => {
    // Prepare
    cognito.resolves({});
    // Act
    const result = await createAdmin(new CognitoIdentityProviderClient({ region: 'eu-west-1' }), options);
    // Assess
    expect(result.created).toBe(true);
    const create = cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input;
    expect(create).toMatchObject({
      UserPoolId: 'eu-west-1_Dev',
      Username: 'ada@quarter.example',
      MessageAction: 'SUPPRESS',
    });
    expect(create.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({
      Password: result.password,
      Permanent: true,
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_Dev',
      Username: 'ada@quarter.example',
      GroupName: 'admins',
    });
  });

  it('leaves the password temporary when asked', async () => {
    cognito.resolves({});
    await createAdmin(new CognitoIdentityProviderClient({ region: 'eu-west-1' }), {
      ...options,
      temporary: true,
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('promotes an existing user without touching its password', async () => {
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }))
      .on(AdminAddUserToGroupCommand)
      .resolves({});
    const result = await createAdmin(new CognitoIdentityProviderClient({ region: 'eu-west-1' }), options);
    expect(result).toEqual({ created: false });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(1);
  });

  it('generates passwords the pool policy accepts', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(20);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^a-zA-Z0-9]/);
    }
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
