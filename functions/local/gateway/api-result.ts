/**
 * Turns whatever a payload-2.0 handler returned into an HTTP response, with API Gateway's rules:
 * an object with a numeric statusCode is a structured response; anything else is a 200 JSON body.
 */
export interface GatewayResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly cookies: readonly string[];
  readonly body: Buffer;
}

function isStructured(result: unknown): result is {
  statusCode: number;
  headers?: Record<string, unknown>;
  cookies?: unknown[];
  body?: unknown;
  isBase64Encoded?: boolean;
} {
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { statusCode?: unknown }).statusCode === 'number'
  );
}

export function gatewayResponse(result: unknown): GatewayResponse {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const text = typeof result.body === 'string' ? result.body : '';
  return {
    status: result.statusCode,
    headers,
    cookies: (result.cookies ?? []).map(String),
    body: result.isBase64Encoded ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'),
  };
}
