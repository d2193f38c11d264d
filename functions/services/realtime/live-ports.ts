/**
 * Production bindings of the realtime ports: connections in DynamoDB through the data layer, tokens
 * checked against the user pool's JWKS, messages out through the WebSocket API's @connections
 * endpoint (locally the gateway's, by WS_MANAGEMENT_ENDPOINT). Built on first use, after the local
 * runtime has set the environment.
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, listConnections, putConnection } from '../../adapters/db/ws-connections.ts';
import { region, requiredEnv } from '../../adapters/env.ts';
import { TokenVerificationError, verifyCognitoToken } from '../../adapters/token-verifier.ts';
import { InvalidTokenError, type ConnectPorts } from './connect.ts';
import { managementApiPusher } from './management-api.ts';
import type { ConnectionStore, FanOutLog, FanOutPorts } from './ports.ts';
import { logger } from '../../adapters/log.ts';

const connectionStore: ConnectionStore = {
  list: () => listConnections(),
  remove: deleteConnection,
};

const consoleLog: FanOutLog = logger('realtime');

function groupsOf(claims: Record<string, unknown>): string[] {
  const groups = claims['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
}

let connect: ConnectPorts | undefined;

export function connectPorts(): ConnectPorts {
  if (!connect) {
    const options = {
      issuer: requiredEnv('COGNITO_ISSUER'),
      // Staff sign in on the staff client; an admin may also sign in with an e-mail code on the web client.
      clientId: [requiredEnv('USER_POOL_CLIENT_ID'), requiredEnv('STAFF_CLIENT_ID')],
    };
    connect = {
      async verifyToken(token) {
        try {
          const claims = await verifyCognitoToken(token, options);
          return { sub: claims.sub, groups: groupsOf(claims) };
        } catch (error: unknown) {
          if (error instanceof TokenVerificationError) throw new InvalidTokenError(error.reason);
          throw error;
        }
      },
      saveConnection: putConnection,
      removeConnection: deleteConnection,
      now: Date.now,
    };
  }
  return connect;
}

let fanOut: FanOutPorts | undefined;

export function fanOutPorts(): FanOutPorts {
  fanOut ??= {
    connections: connectionStore,
    pusher: managementApiPusher(
      new ApiGatewayManagementApiClient({
        endpoint: requiredEnv('WS_MANAGEMENT_ENDPOINT'),
        region: region(),
      }),
    ),
    log: consoleLog,
  };
  return fanOut;
}
