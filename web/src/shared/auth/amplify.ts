import { Amplify } from 'aws-amplify';
import { getRuntimeConfig, type RuntimeConfig } from '../../lib/config.ts';

/**
 * Who is signing in decides the app client: customers use the web client (e-mailed code only);
 * staff use the staff client (password, admins only). A password therefore never reaches the client
 * that opens customer accounts.
 */
export type AuthAudience = 'customers' | 'staff';

/** Staff pages and the password reset (only staff have passwords) talk to the staff client. */
export function audienceOfPath(pathname: string): AuthAudience {
  return /^\/(?:admin(?:\/|$)|quarteradmin(?:\/|$)|password-reset(?:\/|$))/.test(pathname)
    ? 'staff'
    : 'customers';
}

function currentAudience(): AuthAudience {
  return typeof location === 'undefined' ? 'customers' : audienceOfPath(location.pathname);
}

/**
 * Amplify Auth's settings from the runtime config, so one build serves every stage. Locally the
 * local identity provider stands in for Cognito through `userPoolEndpoint`; on AWS it is null and
 * Amplify derives Cognito's regional endpoint from the pool id.
 */
export function amplifyAuthConfig(config: RuntimeConfig, audience: AuthAudience = 'customers') {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: audience === 'staff' ? config.staffClientId : config.userPoolClientId,
        ...(config.identityEndpoint ? { userPoolEndpoint: config.identityEndpoint } : {}),
      },
    },
  };
}

let configured: { audience: AuthAudience; ready: Promise<void> } | undefined;

/**
 * Configures Amplify for `audience` (by default the one the current page belongs to); every auth
 * call awaits this first. Amplify keeps each client's tokens under its own keys, so switching
 * between the staff pages and the site never mixes the two sessions.
 */
export function ensureAmplifyConfigured(audience: AuthAudience = currentAudience()): Promise<void> {
  if (configured?.audience === audience) return configured.ready;
  const ready = getRuntimeConfig().then(
    (config) => {
      Amplify.configure(amplifyAuthConfig(config, audience));
    },
    (error: unknown) => {
      configured = undefined;
      throw error;
    },
  );
  configured = { audience, ready };
  return ready;
}
