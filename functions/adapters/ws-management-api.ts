import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionPusher } from '../services/realtime/ports.ts';
import { region, requiredEnv } from './env.ts';

function isGone(error: unknown): boolean {
  if (error instanceof GoneException) return true;
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'GoneException' || status === 410;
}

/** PostToConnection through the WebSocket API's @connections endpoint; 410 Gone is an answer, not a failure. */
export function managementApiPusher(client: ApiGatewayManagementApiClient): ConnectionPusher {
  const encoder = new TextEncoder();
  return {
    async post(connectionId, data) {
      try {
        await client.send(
          new PostToConnectionCommand({ ConnectionId: connectionId, Data: encoder.encode(data) }),
        );
        return 'sent';
      } catch (error: unknown) {
        if (isGone(error)) return 'gone';
        throw error;
      }
    },
  };
}

/**
 * The pusher of the WebSocket API's @connections endpoint (locally the gateway's, by
 * WS_MANAGEMENT_ENDPOINT), its client built on first use, after the local runtime set the variable.
 */
export function wsManagementPusher(): ConnectionPusher {
  return managementApiPusher(
    new ApiGatewayManagementApiClient({ endpoint: requiredEnv('WS_MANAGEMENT_ENDPOINT'), region: region() }),
  );
}
