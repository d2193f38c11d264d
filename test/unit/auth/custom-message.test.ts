import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { customMessage } from '../../../functions/services/auth/custom-message.ts';

function eventFor(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'user-1',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { email: 'ada+1@example.com' },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}

describe('customMessage', () => {
  const build = customMessage('https://quarter.example/');

  it('links the password-reset e-mail to /password-reset with the address and code placeholder', async () => {
    const { response } = await build(eventFor('CustomMessage_ForgotPassword'));

    expect(response.emailSubject).toBe('Reset your Quarter password');
    expect(response.emailMessage).toContain(
      'href="https://quarter.example/password-reset?email=ada%2B1%40example.com&amp;code={####}"',
    );
    expect(response.emailMessage).toContain('<strong>{####}</strong>');
  });

  it('leaves every other message to Cognito', async () => {
    const { response } = await build(eventFor('CustomMessage_SignUp'));

    expect(response.emailMessage).toBeNull();
    expect(response.emailSubject).toBeNull();
  });
});
