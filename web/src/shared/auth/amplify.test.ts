import { describe, expect, it } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../lib/test-runtime-config.ts';
import { amplifyAuthConfig, audienceOfPath } from './amplify.ts';

describe('which app client a page signs in with', () => {
  it('sends staff pages and the password reset to the staff client, everything else to the web client', () => {
    expect(audienceOfPath('/admin/login')).toBe('staff');
    expect(audienceOfPath('/quarteradmin')).toBe('staff');
    expect(audienceOfPath('/password-reset')).toBe('staff');
    expect(audienceOfPath('/sign-in')).toBe('customers');
    expect(audienceOfPath('/launch-request/abc')).toBe('customers');
    expect(audienceOfPath('/administrator')).toBe('customers');
  });

  it('never hands a password flow the customers client id', () => {
    expect(amplifyAuthConfig(TEST_RUNTIME_CONFIG, 'staff').Auth.Cognito.userPoolClientId).toBe(
      TEST_RUNTIME_CONFIG.staffClientId,
    );
    expect(amplifyAuthConfig(TEST_RUNTIME_CONFIG).Auth.Cognito.userPoolClientId).toBe(
      TEST_RUNTIME_CONFIG.userPoolClientId,
    );
  });
});
