import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { streamRoutes } from '../functions/handlers/routes.ts';
import type { HouseFunction } from './house-function.ts';
import { createHandler, type WiringDeps } from './wiring.ts';

/**
 * Q's streamed replies (POST /api/chat/stream). API Gateway HTTP APIs buffer a whole response, so
 * the chat-stream Lambda answers through its own function URL in RESPONSE_STREAM mode, reached only
 * through CloudFront: the URL takes IAM auth and CloudFront signs each request with origin access
 * control (lib/site.ts), so the URL itself refuses everyone else and needs no origin secret.
 */
export class ChatStream extends Construct {
  public readonly function: HouseFunction;
  public readonly functionUrl: lambda.FunctionUrl;
  /** The path CloudFront sends to the function URL. */
  public readonly path: string;

  constructor(scope: Construct, id: string, props: WiringDeps) {
    super(scope, id);
    const [route] = streamRoutes;
    this.path = route.path;
    this.function = createHandler(this, 'ChatStream', route.handler, props);
    this.functionUrl = this.function.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.AWS_IAM,
      invokeMode: lambda.InvokeMode.RESPONSE_STREAM,
    });
  }
}
