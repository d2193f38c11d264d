import { BUSINESS_METRICS, countMetric } from '../observability.ts';
import { logger } from '../log.ts';
import type { Assistant, AssistantInput, ReplyPiece, StreamingAssistant } from '../../services/chat/ports.ts';

export type LogLine = (line: Record<string, unknown>) => void;

export const jsonLog: LogLine = (line) => logger('chat').warn(String(line.msg ?? 'assistant'), line);

/** Enough to tell a timeout from a throttle or a permissions problem, without any message text. */
function failureFacts(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const metadata = (error as { $metadata?: { httpStatusCode?: number; requestId?: string } }).$metadata;
  return {
    error: error.name,
    ...(metadata?.httpStatusCode ? { status: metadata.httpStatusCode } : {}),
    ...(metadata?.requestId ? { requestId: metadata.requestId } : {}),
  };
}

/** One structured line and the fallback metrics, never the conversation. */
function recordFallback(
  log: LogLine,
  provider: string,
  input: AssistantInput,
  started: number,
  error: unknown,
) {
  countMetric(BUSINESS_METRICS.qProviderError);
  countMetric(BUSINESS_METRICS.qFallback);
  log({
    level: 'warn',
    msg: 'assistant fell back to the built-in guide',
    provider,
    context: input.context,
    elapsedMs: Date.now() - started,
    ...failureFacts(error),
  });
}

/**
 * Answers with `primary` and, when it fails for any reason, with `fallback`; the failure is logged
 * as one structured line naming the provider and the error, never the conversation.
 */
export function withFallback(
  primary: Assistant,
  fallback: Assistant,
  provider: string,
  log: LogLine = jsonLog,
): Assistant {
  return {
    async reply(input) {
      const started = Date.now();
      try {
        return await primary.reply(input);
      } catch (error: unknown) {
        recordFallback(log, provider, input, started, error);
        return fallback.reply(input);
      }
    },
  };
}

/**
 * The streamed counterpart of `withFallback`: `primary`'s pieces pass through as they come; when it
 * fails, `fallback` answers whole, as added text if nothing was sent yet, or as a `replace` of the
 * part-reply the visitor has already seen (which may have stopped mid-sentence).
 */
export function withStreamingFallback(
  primary: StreamingAssistant,
  fallback: Assistant,
  provider: string,
  log: LogLine = jsonLog,
): StreamingAssistant {
  return {
    async *streamReply(input): AsyncGenerator<ReplyPiece> {
      const started = Date.now();
      let sentAny = false;
      try {
        for await (const piece of primary.streamReply(input)) {
          sentAny = true;
          yield piece;
        }
      } catch (error: unknown) {
        recordFallback(log, provider, input, started, error);
        const text = await fallback.reply(input);
        yield sentAny ? { type: 'replace', text } : { type: 'text', text };
      }
    },
  };
}
