import { Amplify } from 'aws-amplify';
import { getRuntimeConfig, type RuntimeConfig } from '../../app/config.ts';

/**
 * Amplify Auth's settings from the runtime config, so one build serves every stage. Locally the
 * local identity provider stands in for Cognito through `userPoolEndpoint`; on AWS it is null and
 * Amplify derives Cognito's regional endpoint from the pool id.
 */
export function amplifyAuthConfig(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.identityEndpoint ? { userPoolEndpoint: config.identityEndpoint } : {}),
      },
    },
  };
}

let configured: Promise<void> | undefined;

/** Configures Amplify once per page load; every auth call awaits this first. */
export function ensureAmplifyConfigured(): Promise<void> {
  configured ??= getRuntimeConfig().then(
    (config) => {
      Amplify.configure(amplifyAuthConfig(config));
    },
    (error: unknown) => {
      configured = undefined;
      throw error;
    },
  );
  return configured;
}
