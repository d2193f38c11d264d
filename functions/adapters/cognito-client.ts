import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { endpoints, region } from './env.ts';

let client: CognitoIdentityProviderClient | undefined;

/** One Cognito client per Lambda; locally it points at the local identity provider. */
export function cognito(): CognitoIdentityProviderClient {
  const endpoint = endpoints.cognito();
  client ??= new CognitoIdentityProviderClient({
    region: region(),
    maxAttempts: 2,
    ...(endpoint ? { endpoint } : {}),
  });
  return client;
}
