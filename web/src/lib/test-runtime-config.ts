import type { RuntimeConfig } from './config.ts';

/** The runtime config web tests render with (set it with setRuntimeConfigForTests). Tests only. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  stage: 'test',
  apiBase: '',
  wsUrl: 'ws://localhost/ws',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_test',
  userPoolClientId: 'test-client',
  staffClientId: 'test-client-staff',
  identityEndpoint: 'http://localhost/_local/cognito',
  schedulingUrl: 'http://localhost/schedule',
  schedulingOrigin: 'http://localhost',
  siteUrl: 'http://localhost',
};
