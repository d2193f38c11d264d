import type { Assistant, StreamingAssistant } from '../../services/chat/ports.ts';
import { outboundTimeoutsMs } from '../../domain/timeouts.ts';
import { numberEnv, optionalEnv } from '../env.ts';
import { builtInAssistant, builtInStreamingAssistant } from './built-in-assistant.ts';
import { withFallback, withStreamingFallback } from './fallback-assistant.ts';
import { assistantLoadedOnFirstReply, streamingAssistantLoadedOnFirstReply } from './loaded-on-first-use.ts';

/**
 * A Bedrock call longer than this gives way to the built-in guide (functions/domain/timeouts.ts: the
 * chat Lambda's timeout is set to outlast it).
 */
const DEFAULT_BEDROCK_TIMEOUT_MS = outboundTimeoutsMs.bedrock;

/**
 * Q as configured: Bedrock with the built-in guide behind it when BEDROCK_MODEL_ID is set,
 * otherwise the built-in guide alone (local runs and stages without a model). The Bedrock adapter,
 * its SDK and the system prompt's knowledge are imported on the first question (issue #31); a
 * failed import falls back to the built-in guide like any other Bedrock failure.
 */
export function assistantFromEnv(): Assistant {
  const modelId = optionalEnv('BEDROCK_MODEL_ID');
  if (!modelId) return builtInAssistant;
  const timeoutMs = numberEnv('BEDROCK_TIMEOUT_MS', DEFAULT_BEDROCK_TIMEOUT_MS);
  const bedrock = assistantLoadedOnFirstReply(async () => {
    const { createBedrockAssistant, createBedrockClient } = await import('./bedrock-assistant.ts');
    return createBedrockAssistant({ client: await createBedrockClient(timeoutMs), modelId, timeoutMs });
  });
  return withFallback(bedrock, builtInAssistant, 'bedrock');
}

/**
 * Q streamed, as configured: Bedrock ConverseStream with the built-in guide behind it (the same
 * model, time limit and fallback as the plain call, loaded on first use the same way), or the
 * built-in guide alone in one piece.
 */
export function streamingAssistantFromEnv(): StreamingAssistant {
  const modelId = optionalEnv('BEDROCK_MODEL_ID');
  if (!modelId) return builtInStreamingAssistant;
  const timeoutMs = numberEnv('BEDROCK_TIMEOUT_MS', DEFAULT_BEDROCK_TIMEOUT_MS);
  const bedrock = streamingAssistantLoadedOnFirstReply(async () => {
    const [{ createBedrockClient }, { createBedrockStreamingAssistant }] = await Promise.all([
      import('./bedrock-assistant.ts'),
      import('./bedrock-stream-assistant.ts'),
    ]);
    return createBedrockStreamingAssistant({
      client: await createBedrockClient(timeoutMs),
      modelId,
      timeoutMs,
    });
  });
  return withStreamingFallback(bedrock, builtInAssistant, 'bedrock');
}
