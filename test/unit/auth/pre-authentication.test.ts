import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  preAuthentication,
  STAFF_ONLY_PASSWORD,
  type PasswordSignInPorts,
} from '../../../functions/services/auth/pre-authentication.ts';
import { run } from './fakes.ts';

const STAFF_CLIENT = 'staff-client';
const WEB_CLIENT = 'web-client';

function event(clientId: string, userName: string, userNotFound = false): PreAuthenticationTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_TEST',
    userName,
    triggerSource: 'PreAuthentication_Authentication',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId },
    request: {
      userAttributes: { email: `${userName}@example.com` },
      ...(userNotFound ? { userNotFound } : {}),
    },
    response: {},
  };
}

const ports: PasswordSignInPorts = {
  clientTakesPasswords: async (_pool, clientId) => clientId === STAFF_CLIENT,
  isInGroup: async (_pool, username, group) => username === 'ada-admin' && group === 'admins',
};

describe('PreAuthentication: a password signs in staff and nobody else', () => {
  it('refuses a customer on the client that takes passwords', async () => {
    await expect(run(preAuthentication(ports), event(STAFF_CLIENT, 'mallory'))).rejects.toThrow(
      STAFF_ONLY_PASSWORD,
    );
  });

  it('lets an admin sign in with a password', async () => {
    await expect(run(preAuthentication(ports), event(STAFF_CLIENT, 'ada-admin'))).resolves.toBeTruthy();
  });

  it('lets anyone start the e-mail code sign-in on the web client, which takes no password', async () => {
    await expect(run(preAuthentication(ports), event(WEB_CLIENT, 'mallory'))).resolves.toBeTruthy();
  });

  it('leaves unknown users to Cognito, which answers them like a wrong password', async () => {
    await expect(run(preAuthentication(ports), event(STAFF_CLIENT, 'nobody', true))).resolves.toBeTruthy();
  });
});
