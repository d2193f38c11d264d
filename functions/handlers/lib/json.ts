import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Every JSON answer of the API: never cached, by the browser or CloudFront. */
export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  };
}
