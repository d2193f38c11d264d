import { describe, expect, it } from 'vitest';
import { preSignUp } from '../../../functions/services/auth/pre-sign-up.ts';
import { preSignUpEvent, run } from './fakes.ts';

describe('PreSignUp', () => {
  it('confirms an e-mail sign-up and marks the address verified', async () => {
    const { response } = await run(preSignUp(), preSignUpEvent('PreSignUp_SignUp'));
    expect(response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });

  it('verifies the address of a user an administrator creates, whom Cognito confirms itself', async () => {
    const { response } = await run(preSignUp(), preSignUpEvent('PreSignUp_AdminCreateUser'));
    expect(response).toEqual({ autoConfirmUser: false, autoVerifyEmail: true, autoVerifyPhone: false });
  });

  it('refuses a sign-up without an e-mail address', async () => {
    await expect(run(preSignUp(), preSignUpEvent('PreSignUp_SignUp', {}))).rejects.toThrow(
      'An e-mail address is required to sign up.',
    );
  });
});
