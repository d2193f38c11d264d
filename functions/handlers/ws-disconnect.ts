import { withLambdaLog } from '../adapters/log.ts';
import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { forgetConnection } from '../services/realtime/connect.ts';
import { connectPorts } from '../services/realtime/live-ports.ts';

/** WebSocket $disconnect: forget the connection so the fan-out stops posting to it. */
export const handler = withLambdaLog(
  async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    await forgetConnection(connectPorts(), event.requestContext.connectionId);
    return { statusCode: 200 };
  },
);
