import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An API Gateway HTTP API (v2) event as the local router and API Gateway build it. */
export function apiEvent(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  sourceIp = '198.51.100.7',
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

export interface JsonResult {
  statusCode: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export function readResult(result: unknown): JsonResult {
  const structured = result as { statusCode: number; headers?: Record<string, string>; body?: string };
  return {
    statusCode: structured.statusCode,
    headers: structured.headers ?? {},
    body: structured.body ? (JSON.parse(structured.body) as Record<string, unknown>) : {},
  };
}

export const wordCount = (text: string) => text.split(/\s+/).filter((token) => token !== '').length;
export const bulletLines = (text: string) => text.split('\n').filter((line) => /^\s*[-*•]\s/.test(line));
export const tipLines = (text: string) => text.split('\n').filter((line) => line.startsWith('**Tip:**'));
