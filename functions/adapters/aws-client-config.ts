import { awsCallLimits } from '../domain/timeouts.ts';
import { region } from './env.ts';

/**
 * The configuration every regional AWS client here shares: the region, two attempts, and
 * connection and request limits (functions/domain/timeouts.ts) with throwOnRequestTimeout, so a
 * hung call ends before the Lambda does. `endpoint` points a client at its local stand-in.
 */
export function boundedClientConfig(endpoint?: string) {
  return {
    region: region(),
    maxAttempts: awsCallLimits.maxAttempts,
    requestHandler: {
      connectionTimeout: awsCallLimits.connectionTimeoutMs,
      requestTimeout: awsCallLimits.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(endpoint ? { endpoint } : {}),
  };
}
