import type {
  BedrockRuntimeClient,
  Message,
  ConverseCommandInput,
  ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { buildSystemPrompt } from '../../domain/q/system-prompt.ts';
import type { Assistant, AssistantInput, ChatTurn } from '../../services/chat/ports.ts';
import { endpoints, region } from '../env.ts';
import { loadedOnFirstUse } from './loaded-on-first-use.ts';
import { MAX_TOOL_ROUNDS, Q_TOOL_CONFIG, toolCallsIn, toolResultsFor } from './model-tools.ts';

export interface BedrockAssistantOptions {
  readonly client: BedrockRuntimeClient;
  readonly modelId: string;
  /** The whole call, so a slow model leaves time for the built-in guide within the API's 30 s. */
  readonly timeoutMs: number;
  readonly maxTokens?: number;
}

/**
 * The model's failures are not refusals to a caller: the fallback (fallback-assistant.ts) catches
 * every one, logs its name and answers with the built-in guide. So they stay plain Errors, told
 * apart by `name` (the log's `error` field).
 */
export type ModelFailureName = 'EmptyModelReplyError' | 'ModelTimeoutError' | 'ModelStreamError';

export function modelFailure(name: ModelFailureName, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** The model answered with nothing usable; the fallback takes over. */
export const emptyModelReply = (stopReason: string | undefined) =>
  modelFailure(
    'EmptyModelReplyError',
    `The model returned no text (stop reason ${stopReason ?? 'unknown'}).`,
  );

/**
 * The Bedrock runtime SDK, imported when Q is first asked. A static import would not do: esbuild
 * hoists a package's import to the top of the bundle even from a module it loads lazily, and the
 * SDK was the largest part of the chat Lambdas' cold start (issue #31).
 */
export const bedrockRuntime = loadedOnFirstUse(() => import('@aws-sdk/client-bedrock-runtime'));

/**
 * One client per container. No SDK retries: a failed call falls back to the built-in guide at
 * once, and the launch chat has its own retry with back-off.
 */
export async function createBedrockClient(timeoutMs: number): Promise<BedrockRuntimeClient> {
  const { BedrockRuntimeClient } = await bedrockRuntime();
  return new BedrockRuntimeClient({
    region: region(),
    endpoint: endpoints.bedrock(),
    maxAttempts: 1,
    requestHandler: { connectionTimeout: Math.min(2_000, timeoutMs), requestTimeout: timeoutMs },
  });
}

/**
 * Converse wants the conversation to open with the user and to alternate roles. The widget's
 * history opens with Q's greeting and may hold two user messages in a row after a failed reply.
 */
export function toConverseMessages(turns: readonly ChatTurn[]): Message[] {
  const messages: Message[] = [];
  for (const turn of turns) {
    const text = turn.content.trim();
    if (text === '') continue;
    if (messages.length === 0 && turn.role !== 'user') continue;
    const previous = messages[messages.length - 1];
    const previousBlock = previous?.content?.[0];
    if (previous && previous.role === turn.role && previousBlock && 'text' in previousBlock) {
      previous.content = [{ text: `${previousBlock.text ?? ''}\n\n${text}` }];
    } else {
      messages.push({ role: turn.role, content: [{ text }] });
    }
  }
  while (messages.length > 0 && messages[messages.length - 1]?.role !== 'user') messages.pop();
  return messages;
}

function replyText(output: ConverseCommandOutput): string {
  const blocks = output.output?.message?.content ?? [];
  return blocks
    .map((block) => ('text' in block && typeof block.text === 'string' ? block.text : ''))
    .join('')
    .trim();
}

/** The model took longer than the adapter allows; the request is aborted and the fallback answers. */
export const modelTimeout = (timeoutMs: number) =>
  modelFailure('ModelTimeoutError', `The model did not answer within ${timeoutMs} ms.`);

/**
 * Races the call against the clock and aborts it when the clock wins, so a hung connection
 * cannot hold the Lambda until API Gateway gives up.
 */
async function withinTimeout<T>(timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(modelTimeout(timeoutMs));
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What Converse and ConverseStream are both asked: the same prompt, history and limits. */
export function converseInput(options: BedrockAssistantOptions, input: AssistantInput): ConverseCommandInput {
  const messages = toConverseMessages(input.messages);
  if (messages.length === 0) throw emptyModelReply('no user message');
  return {
    modelId: options.modelId,
    system: [{ text: buildSystemPrompt(input.context, input.messages) }],
    messages,
    inferenceConfig: { maxTokens: options.maxTokens ?? 700, temperature: 0.4 },
    toolConfig: Q_TOOL_CONFIG,
  };
}

export function createBedrockAssistant(options: BedrockAssistantOptions): Assistant {
  return {
    async reply(input: AssistantInput): Promise<string> {
      const request = converseInput(options, input);
      const messages: Message[] = [...(request.messages ?? [])];
      const { ConverseCommand } = await bedrockRuntime();
      // Tool calls and the answer share one time limit: the fallback still has time to answer.
      const output = await withinTimeout(options.timeoutMs, async (abortSignal) => {
        for (let round = 0; ; round += 1) {
          const answer = await options.client.send(
            new ConverseCommand({ ...request, messages: [...messages] }),
            {
              abortSignal,
            },
          );
          const content = answer.output?.message?.content ?? [];
          const calls = toolCallsIn(content);
          if (answer.stopReason !== 'tool_use' || calls.length === 0 || round >= MAX_TOOL_ROUNDS)
            return answer;
          messages.push({ role: 'assistant', content });
          messages.push({ role: 'user', content: toolResultsFor(calls) });
        }
      });
      const text = replyText(output);
      if (text === '') throw emptyModelReply(output.stopReason);
      return text;
    },
  };
}
