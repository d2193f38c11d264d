import type { ContentBlock, ConverseStreamOutput, Message } from '@aws-sdk/client-bedrock-runtime';
import type { AssistantInput, ReplyPiece, StreamingAssistant } from '../../services/chat/ports.ts';
import {
  type BedrockAssistantOptions,
  bedrockRuntime,
  converseInput,
  emptyModelReply,
  modelFailure,
  modelTimeout,
} from './bedrock-assistant.ts';
import type { Json } from '../../domain/q/model-tools.ts';
import { MAX_TOOL_ROUNDS, type ToolCall, toolResultsFor } from './model-tools.ts';

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
      const request = converseInput(options, input);
      const messages: Message[] = [...(request.messages ?? [])];
      const { ConverseStreamCommand } = await bedrockRuntime();
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
        // A round that ends in tool calls is answered and the model asked again, within the same time limit.
        for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
          const command = new ConverseStreamCommand({ ...request, messages: [...messages] });
          const output = await Promise.race([
            options.client.send(command, { abortSignal: controller.signal }),
            outOfTime,
          ]);
          const events = (output.stream ?? emptyStream())[Symbol.asyncIterator]();
          let roundText = '';
          const calls = new Map<number, { toolUseId: string; name: string; input: string }>();
          for (;;) {
            const next = await Promise.race([events.next(), outOfTime]);
            if (next.done) break;
            const failure = failureIn(next.value);
            if (failure) throw failure;
            const started = next.value.contentBlockStart;
            if (started?.start?.toolUse?.toolUseId && started.start.toolUse.name) {
              calls.set(started.contentBlockIndex ?? calls.size, {
                toolUseId: started.start.toolUse.toolUseId,
                name: started.start.toolUse.name,
                input: '',
              });
            }
            const delta = next.value.contentBlockDelta;
            const toolInput = delta?.delta?.toolUse?.input;
            const call = calls.get(delta?.contentBlockIndex ?? -1);
            if (toolInput !== undefined && call) call.input += toolInput;
            const text = delta?.delta?.text;
            if (text) {
              said += text;
              roundText += text;
              yield { type: 'text', text };
            }
            if (next.value.messageStop) stopReason = next.value.messageStop.stopReason;
          }
          if (stopReason !== 'tool_use' || calls.size === 0) break;
          const made: ToolCall[] = [...calls.values()].map((made) => ({
            toolUseId: made.toolUseId,
            name: made.name,
            input: parsedInput(made.input),
          }));
          const content: ContentBlock[] = [
            ...(roundText === '' ? [] : [{ text: roundText }]),
            ...made.map((made) => ({
              toolUse: { toolUseId: made.toolUseId, name: made.name, input: made.input },
            })),
          ];
          messages.push({ role: 'assistant', content });
          messages.push({ role: 'user', content: toolResultsFor(made) });
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

/** A tool call's input arrives as JSON text in pieces; anything unreadable is an empty input. */
function parsedInput(text: string): Json {
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as Json);
  } catch {
    return {};
  }
}

async function* emptyStream(): AsyncGenerator<ConverseStreamOutput> {}
