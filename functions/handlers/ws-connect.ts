import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { admitAdminConnection, ConnectionRefusedError } from '../services/realtime/index.ts';
import { connectPorts } from '../services/realtime/live-ports.ts';
import {
  cameThroughCloudFrontNow,
  errorResponse,
  forbidden,
  HttpError,
  offSiteRequest,
  unauthorized,
  type WithHeaders,
} from './lib/http.ts';
import { logger, withLambdaLog } from '../adapters/log.ts';

/** $connect carries the handshake's headers, which the aws-lambda type leaves out. */
export type ConnectEvent = APIGatewayProxyWebsocketEventV2 & WithHeaders;

/**
 * WebSocket $connect (/ws?ticket=...): this handler is the authorizer. 2xx lets the socket open;
 * 403 when the handshake skipped CloudFront (no origin-verify secret, as the HTTP routes), 401
 * without an unused, unexpired live ticket (POST /api/admin/live-ticket, admins only) and for the
 * old ?token= URL. The ticket itself is never logged.
 */
export const handler = withLambdaLog(connect);

async function connect(event: ConnectEvent): Promise<APIGatewayProxyStructuredResultV2> {
  if (!(await cameThroughCloudFrontNow(event))) return errorResponse(offSiteRequest());
  try {
    const query = event.queryStringParameters ?? {};
    await admitAdminConnection(connectPorts(), {
      connectionId: event.requestContext.connectionId,
      ticket: query.ticket,
      ...('token' in query ? { token: query.token } : {}),
    });
    return { statusCode: 200 };
  } catch (error: unknown) {
    if (error instanceof ConnectionRefusedError) {
      return errorResponse(error.status === 403 ? forbidden(error.message) : unauthorized(error.message));
    }
    logger('realtime').error('ws connect failed', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return errorResponse(new HttpError(500, 'internal', 'Something went wrong. Please try again.'));
  }
}
