import { ConverseStreamCommand, type ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import type { AssistantInput, ReplyPiece, StreamingAssistant } from '../../services/chat/ports.ts';
import {
  type BedrockAssistantOptions,
  converseInput,
  emptyModelReply,
  modelFailure,
  modelTimeout,
} from './bedrock-assistant.ts';

/** An error event inside the stream (throttling, a model error mid-reply): the fallback takes over. */
const modelStreamFailure = (kind: string, message: string | undefined) =>
  modelFailure('ModelStreamError', `The model stream reported ${kind}: ${message ?? 'no detail'}`);

const streamFailureKinds = [
  'internalServerException',
  'modelStreamErrorException',
  'serviceUnavailableException',
  'throttlingException',
  'validationException',
] as const;

function failureIn(event: ConverseStreamOutput): Error | undefined {
  for (const kind of streamFailureKinds) {
    const failure = (event as Partial<Record<(typeof streamFailureKinds)[number], { message?: string }>>)[
      kind
    ];
    if (failure) return modelStreamFailure(kind, failure.message);
  }
  return undefined;
}

/**
 * Q through Bedrock ConverseStream: the same prompt as Converse, each text delta passed on as it
 * arrives. The whole reply shares the plain call's time limit: the clock is raced against every
 * wait for the next event (a stalled stream may never notice an abort), and the request is aborted
 * when it runs out, so a stalled stream still leaves time for the built-in guide. A reply with no
 * text at all is an error, as with Converse.
 */
export function createBedrockStreamingAssistant(options: BedrockAssistantOptions): StreamingAssistant {
  return {
    async *streamReply(input: AssistantInput): AsyncGenerator<ReplyPiece> {
      const command = new ConverseStreamCommand(converseInput(options, input));
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outOfTime = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(modelTimeout(options.timeoutMs));
        }, options.timeoutMs);
      });
      // Unobserved when the reply finishes in time.
      outOfTime.catch(() => undefined);
      let said = '';
      let stopReason: string | undefined;
      try {
        const output = await Promise.race([
          options.client.send(command, { abortSignal: controller.signal }),
          outOfTime,
        ]);
        const events = (output.stream ?? emptyStream())[Symbol.asyncIterator]();
        for (;;) {
          const next = await Promise.race([events.next(), outOfTime]);
          if (next.done) break;
          const failure = failureIn(next.value);
          if (failure) throw failure;
          const text = next.value.contentBlockDelta?.delta?.text;
          if (text) {
            said += text;
            yield { type: 'text', text };
          }
          if (next.value.messageStop) stopReason = next.value.messageStop.stopReason;
        }
      } finally {
        clearTimeout(timer);
        // A reader that stops early (the visitor left) must not leave the model's connection open.
        controller.abort();
      }
      if (said.trim() === '') throw emptyModelReply(stopReason);
    },
  };
}

async function* emptyStream(): AsyncGenerator<ConverseStreamOutput> {}
