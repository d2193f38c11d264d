import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { boundedClientConfig } from './aws-client-config.ts';
import { endpoints } from './env.ts';

let client: CognitoIdentityProviderClient | undefined;

/**
 * One Cognito client per Lambda; locally it points at the local identity provider. Bounded
 * (functions/domain/timeouts.ts), so a hung Cognito call ends before the Lambda does.
 */
export function cognito(): CognitoIdentityProviderClient {
  const endpoint = endpoints.cognito();
  client ??= new CognitoIdentityProviderClient(boundedClientConfig(endpoint));
  return client;
}
