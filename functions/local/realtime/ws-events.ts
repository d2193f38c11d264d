import type { IncomingMessage } from 'node:http';
import { clientIp, gatewayId, gatewayTime } from '../gateway/api-event.ts';

export interface WsConnectionFacts {
  readonly connectionId: string;
  readonly connectedAt: number;
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly domainName: string;
  /** Request headers with their original casing, as API Gateway passes them to $connect. */
  readonly headers: Record<string, string>;
  readonly multiValueHeaders: Record<string, string[]>;
}

export function connectionFacts(req: IncomingMessage, connectionId: string): WsConnectionFacts {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    const value = req.rawHeaders[index + 1] ?? '';
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const ip = clientIp(req);
  headers['X-Forwarded-For'] = ip;
  multiValueHeaders['X-Forwarded-For'] = [ip];
  headers['X-Forwarded-Proto'] = 'http';
  multiValueHeaders['X-Forwarded-Proto'] = ['http'];
  return {
    connectionId,
    connectedAt: Date.now(),
    sourceIp: ip,
    userAgent: req.headers['user-agent'] ?? '',
    domainName: req.headers.host ?? 'localhost',
    headers,
    multiValueHeaders,
  };
}

function requestContext(facts: WsConnectionFacts, routeKey: string, eventType: 'CONNECT' | 'DISCONNECT') {
  const now = new Date();
  const requestId = gatewayId();
  return {
    routeKey,
    eventType,
    extendedRequestId: requestId,
    requestTime: gatewayTime(now),
    messageDirection: 'IN' as const,
    stage: 'local',
    connectedAt: facts.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: facts.sourceIp, userAgent: facts.userAgent },
    requestId,
    domainName: facts.domainName,
    connectionId: facts.connectionId,
    apiId: 'local',
  };
}

/** The `$connect` event of a WebSocket API Lambda proxy integration. */
export function connectEvent(facts: WsConnectionFacts, rawQueryString: string) {
  const queryStringParameters: Record<string, string> = {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    queryStringParameters[key] = value;
    (multiValueQueryStringParameters[key] ??= []).push(value);
  }
  const hasQuery = Object.keys(queryStringParameters).length > 0;
  return {
    headers: facts.headers,
    multiValueHeaders: facts.multiValueHeaders,
    ...(hasQuery ? { queryStringParameters, multiValueQueryStringParameters } : {}),
    requestContext: requestContext(facts, '$connect', 'CONNECT'),
    isBase64Encoded: false,
  };
}

/** The `$disconnect` event; API Gateway sends it after the socket is gone, so nothing can be sent back. */
export function disconnectEvent(facts: WsConnectionFacts, statusCode: number, reason: string) {
  return {
    headers: { Host: facts.domainName, 'X-Forwarded-For': facts.sourceIp },
    multiValueHeaders: { Host: [facts.domainName], 'X-Forwarded-For': [facts.sourceIp] },
    requestContext: {
      ...requestContext(facts, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}
