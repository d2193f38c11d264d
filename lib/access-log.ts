import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';

/** One JSON line per request: enough to trace a caller and an error without logging bodies or tokens. */
export const jsonAccessLogFormat = (fields: Readonly<Record<string, string>> = {}) =>
  AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      requestTime: '$context.requestTime',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
      error: '$context.error.message',
      ...fields,
    }),
  );
