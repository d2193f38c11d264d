import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { admitAdminConnection } from '../services/realtime/connect.ts';
import { connectPorts } from '../services/realtime/live-ports.ts';
import { errorResponse } from './lib/errors.ts';
import { cameThroughCloudFrontNow, header, offSiteRequest, type WithHeaders } from './lib/http.ts';
import { withLambdaLog } from '../adapters/log.ts';

/** $connect carries the handshake's headers, which the aws-lambda type leaves out. */
export type ConnectEvent = APIGatewayProxyWebsocketEventV2 & WithHeaders;

/**
 * WebSocket $connect (/ws?ticket=...): this handler is the authorizer. 2xx lets the socket open;
 * 403 when the handshake skipped CloudFront (no origin-verify secret, as the HTTP routes) or came
 * from another site's page (its Origin is not SITE_URL's), 401
 * without an unused, unexpired live ticket (POST /api/admin/live-ticket, admins only) and for the
 * old ?token= URL. The ticket itself is never logged.
 */
export const handler = withLambdaLog(connect);

async function connect(event: ConnectEvent): Promise<APIGatewayProxyStructuredResultV2> {
  const route = event.requestContext.routeKey;
  if (!(await cameThroughCloudFrontNow(event)))
    return errorResponse(offSiteRequest(), route, { handshake: true });
  try {
    const query = event.queryStringParameters ?? {};
    await admitAdminConnection(connectPorts(), {
      connectionId: event.requestContext.connectionId,
      origin: header(event, 'origin'),
      ticket: query.ticket,
      ...('token' in query ? { token: query.token } : {}),
    });
    return { statusCode: 200 };
  } catch (error: unknown) {
    return errorResponse(error, route, { handshake: true });
  }
}
