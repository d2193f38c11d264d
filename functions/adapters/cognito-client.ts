import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { awsCallLimits } from '../domain/timeouts.ts';
import { endpoints, region } from './env.ts';

let client: CognitoIdentityProviderClient | undefined;

/**
 * One Cognito client per Lambda; locally it points at the local identity provider. Bounded
 * (functions/domain/timeouts.ts), so a hung Cognito call ends before the Lambda does.
 */
export function cognito(): CognitoIdentityProviderClient {
  const endpoint = endpoints.cognito();
  client ??= new CognitoIdentityProviderClient({
    region: region(),
    maxAttempts: awsCallLimits.maxAttempts,
    requestHandler: {
      connectionTimeout: awsCallLimits.connectionTimeoutMs,
      requestTimeout: awsCallLimits.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(endpoint ? { endpoint } : {}),
  });
  return client;
}
