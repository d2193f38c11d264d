import { awsCallLimits, cognitoTriggerLimits, type CallLimits } from '../domain/timeouts.ts';
import { region } from './env.ts';

let cognitoTriggerProcess = false;

/**
 * A Cognito trigger's composition root calls this before its first AWS call: from then on every AWS
 * client this process makes (DynamoDB, SES, Cognito) takes `cognitoTriggerLimits` (one attempt,
 * short limits) instead of the limits it asks for. On AWS each trigger is a Lambda of its own, so
 * this touches nothing else; the local product runs the triggers without it.
 */
export function limitAwsCallsForCognitoTrigger(): void {
  cognitoTriggerProcess = true;
}

/**
 * The configuration every regional AWS client here shares: the region, the attempts, and
 * connection and request limits (functions/domain/timeouts.ts) with throwOnRequestTimeout, so a
 * hung call ends before the Lambda does. `endpoint` points a client at its local stand-in.
 */
export function boundedClientConfig(endpoint?: string, limits: CallLimits = awsCallLimits) {
  const applied = cognitoTriggerProcess ? cognitoTriggerLimits : limits;
  return {
    region: region(),
    maxAttempts: applied.maxAttempts,
    requestHandler: {
      connectionTimeout: applied.connectionTimeoutMs,
      requestTimeout: applied.requestTimeoutMs,
      // Without it the SDK only logs a warning and a hung server hangs the call.
      throwOnRequestTimeout: true,
    },
    ...(endpoint ? { endpoint } : {}),
  };
}
