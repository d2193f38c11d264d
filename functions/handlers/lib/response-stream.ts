import type { Writable } from 'node:stream';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/**
 * Lambda's response streaming API: a global the Node.js runtime provides (`awslambda`), absent in
 * plain Node. The local runtime installs a stand-in with the same wire behaviour
 * (functions/local/lambda/streaming.ts).
 */
type LambdaStreamingRuntime = typeof awslambda;

/** The AWS SDK creates an empty `awslambda` object of its own outside Lambda, so the check is the function. */
export function lambdaStreamingRuntime(): LambdaStreamingRuntime | undefined {
  const runtime = (globalThis as { awslambda?: Partial<LambdaStreamingRuntime> }).awslambda;
  return typeof runtime?.streamifyResponse === 'function' ? (runtime as LambdaStreamingRuntime) : undefined;
}

/** A streamed HTTP answer: status and headers once, then text as it is ready. */
export interface ReplyStream {
  readonly opened: boolean;
  open(statusCode: number, headers: Readonly<Record<string, string>>): void;
  write(text: string): Promise<void>;
  end(): Promise<void>;
}

function replyStreamOver(responseStream: Writable, runtime: LambdaStreamingRuntime): ReplyStream {
  let body: Writable | undefined;
  let ended = false;
  return {
    get opened() {
      return body !== undefined;
    },
    open(statusCode, headers) {
      if (body) throw new Error('The response was already opened');
      body = runtime.HttpResponseStream.from(responseStream, { statusCode, headers: { ...headers } });
    },
    write(text) {
      const target = body;
      if (!target) return Promise.reject(new Error('Open the response before writing'));
      // Resolves once handed to the runtime, so a slow viewer holds back the producer.
      return new Promise((resolve, reject) =>
        target.write(text, (error) => (error ? reject(error) : resolve())),
      );
    },
    end() {
      if (ended) return Promise.resolve();
      ended = true;
      const target = body ?? responseStream;
      return new Promise((resolve) => target.end(() => resolve()));
    },
  };
}

export type StreamedHandler = (
  event: APIGatewayProxyEventV2,
  reply: ReplyStream,
  context?: Context,
) => Promise<void>;

type LambdaStreamedEntry = (
  event: APIGatewayProxyEventV2,
  responseStream: awslambda.HttpResponseStream,
  context: Context,
) => void | Promise<void>;

/**
 * A Lambda entry for a function URL in RESPONSE_STREAM mode. Outside a runtime that streams the
 * module still loads (bundle checks import every entry), and an invocation says what is missing.
 */
export function streamingHandler(run: StreamedHandler): LambdaStreamedEntry {
  const runtime = lambdaStreamingRuntime();
  if (!runtime) {
    return async () => {
      throw new Error('This handler streams its answer and needs Lambda response streaming (awslambda)');
    };
  }
  return runtime.streamifyResponse<APIGatewayProxyEventV2, void>(async (event, responseStream, context) => {
    const reply = replyStreamOver(responseStream, runtime);
    try {
      await run(event, reply, context);
    } finally {
      await reply.end();
    }
  });
}
