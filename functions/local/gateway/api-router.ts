import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { APIGatewayEventRequestContextJWTAuthorizer, Context } from 'aws-lambda';
import { malformedEscapeMessage } from '../../domain/percent-escape.ts';
import { httpApiEvent } from './api-event.ts';
import { gatewayResponse } from './api-result.ts';
import { createRouteMatcher } from './api-routes.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import { isStreamingHandler, LocalResponseStream } from '../lambda/streaming.ts';
import { BodyTooLargeError, readBody, sendBody, sendError } from '../http-io.ts';
import type { Logger } from '../logger.ts';

/** API Gateway refuses large payloads before any Lambda runs; handlers keep their own, smaller caps. */
export const GATEWAY_BODY_LIMIT_BYTES = 1024 * 1024;

export interface ApiRouterOptions {
  readonly loadHandler: (name: string) => Promise<LambdaHandler | undefined>;
  readonly authorize: (
    authorization: string | undefined,
  ) => Promise<APIGatewayEventRequestContextJWTAuthorizer | undefined>;
  /** Headers the edge owns (security headers); a handler cannot override them, as with CloudFront. */
  readonly edgeHeaders: ReadonlySet<string>;
  readonly log: Logger;
  readonly bodyLimitBytes?: number;
}

export function createApiRouter(options: ApiRouterOptions) {
  const match = createRouteMatcher();
  const bodyLimit = options.bodyLimitBytes ?? GATEWAY_BODY_LIMIT_BYTES;

  return async (
    req: IncomingMessage,
    res: ServerResponse,
    rawPath: string,
    rawQueryString: string,
  ): Promise<void> => {
    const matched = match(req.method ?? 'GET', rawPath);
    if (!matched) {
      req.resume();
      sendError(req, res, 404, 'not_found', `No API route for ${req.method ?? 'GET'} ${rawPath}.`);
      return;
    }
    if (matched.malformedParameter !== undefined) {
      // The path itself cannot be read: refused before anything else looks at the request.
      req.resume();
      sendError(req, res, 400, 'validation', malformedEscapeMessage(matched.malformedParameter));
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, bodyLimit);
    } catch (error: unknown) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      // No Connection: close: the body is still being drained, and closing now would reset the
      // client before it reads this answer.
      sendError(req, res, 413, 'too_large', 'That request is too large.');
      return;
    }

    let authorizer: APIGatewayEventRequestContextJWTAuthorizer | undefined;
    if (matched.route.auth === 'user' || matched.route.auth === 'admin') {
      authorizer = await options.authorize(req.headers.authorization);
      if (!authorizer) {
        sendError(req, res, 401, 'unauthorized', 'Sign in to continue.', {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
        return;
      }
    }

    const handler = await options.loadHandler(matched.route.handler).catch((error: unknown) => {
      options.log.error(`handler ${matched.route.handler} failed to load`, error);
      return null;
    });
    if (handler === undefined) {
      sendError(req, res, 501, 'unavailable', `The ${matched.route.handler} handler is not built yet.`);
      return;
    }
    let result: unknown;
    try {
      if (handler === null) throw new Error('handler failed to load');
      const event = httpApiEvent({ req, rawPath, rawQueryString, body, matched, authorizer });
      if (isStreamingHandler(handler)) {
        await streamAnswer(handler, event, res, matched.route.handler, options.edgeHeaders);
        return;
      }
      result = await handler(event, lambdaContext(matched.route.handler));
    } catch (error: unknown) {
      // Part of a streamed answer is out: cut the connection, as Lambda does when a stream fails.
      if (res.headersSent) {
        options.log.error(`${matched.routeKey} failed while streaming`, error);
        res.destroy();
        return;
      }
      options.log.error(`${matched.routeKey} threw`, error);
      sendError(req, res, 500, 'internal', 'Something went wrong. Please try again.');
      return;
    }

    const response = gatewayResponse(result);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!options.edgeHeaders.has(name) && name !== 'content-length') headers[name] = value;
    }
    if (response.cookies.length > 0) headers['set-cookie'] = [...response.cookies];
    if (headers['content-encoding']) {
      headers['content-length'] = response.body.length;
      res.writeHead(response.status, headers);
      res.end(req.method === 'HEAD' ? undefined : response.body);
      return;
    }
    sendBody(req, res, response.status, headers, response.body);
  };
}

/**
 * A streamed handler (a function URL in RESPONSE_STREAM mode on AWS) writes to the response as it
 * goes; the answer ends when the handler's stream does, or when the handler returns.
 */
async function streamAnswer(
  handler: LambdaHandler,
  event: unknown,
  res: ServerResponse,
  name: string,
  edgeHeaders: ReadonlySet<string>,
): Promise<void> {
  const stream = new LocalResponseStream(res, edgeHeaders);
  const streamed = handler as unknown as (
    event: unknown,
    stream: Writable,
    context: Context,
  ) => Promise<void>;
  await streamed(event, stream, lambdaContext(name));
  if (!stream.writableEnded) await new Promise<void>((resolve) => stream.end(resolve));
}
