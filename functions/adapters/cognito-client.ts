import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { boundedClientConfig } from './aws-client-config.ts';
import { endpoints } from './env.ts';

export type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');
let cognitoClient: Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> | undefined;

/**
 * One Cognito client per Lambda; locally it points at the local identity provider. Bounded
 * (functions/domain/timeouts.ts), so a hung Cognito call ends before the Lambda does. The SDK (its
 * commands and errors too) is loaded on the first call, not at module load (issue #31).
 */
export function cognito(): Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> {
  cognitoClient ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: new sdk.CognitoIdentityProviderClient(boundedClientConfig(endpoints.cognito())),
  }));
  return cognitoClient;
}
