import { describe, expect, it } from 'vitest';
import { preSignUp } from '../../../functions/services/auth/pre-sign-up.ts';
import { preSignUpEvent, run } from './fakes.ts';

describe('PreSignUp', () => {
  // Anyone can sign up with anyone's e-mail: only an answered code proves the address (issue #14).
  it('confirms an e-mail sign-up but does not mark the address verified', async () => {
    const { response } = await run(preSignUp(), preSignUpEvent('PreSignUp_SignUp'));
    expect(response).toEqual({ autoConfirmUser: true, autoVerifyEmail: false, autoVerifyPhone: false });
  });

  it('leaves a user an administrator creates to Cognito, unverified until proven', async () => {
    const { response } = await run(preSignUp(), preSignUpEvent('PreSignUp_AdminCreateUser'));
    expect(response).toEqual({ autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false });
  });

  it('refuses a sign-up without an e-mail address', async () => {
    await expect(run(preSignUp(), preSignUpEvent('PreSignUp_SignUp', {}))).rejects.toThrow(
      'An e-mail address is required to sign up.',
    );
  });
});
