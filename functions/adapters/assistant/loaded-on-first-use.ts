import type { Assistant, StreamingAssistant } from '../../services/chat/ports.ts';

/**
 * Q's adapters are imported the first time Q is asked, not when a chat Lambda's module loads: the
 * Bedrock runtime client and Q's built-in knowledge were most of the chat, chat-stream and
 * whatsapp-worker cold starts (issue #31). A load that fails is tried again on the next question;
 * until then the caller's fallback (fallback-assistant.ts) answers.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** An Assistant whose adapter is loaded (once) on its first reply. */
export function assistantLoadedOnFirstReply(load: () => Promise<Assistant>): Assistant {
  const loaded = loadedOnFirstUse(load);
  return { reply: async (input) => (await loaded()).reply(input) };
}

/** A StreamingAssistant whose adapter is loaded (once) on its first reply. */
export function streamingAssistantLoadedOnFirstReply(
  load: () => Promise<StreamingAssistant>,
): StreamingAssistant {
  const loaded = loadedOnFirstUse(load);
  return {
    async *streamReply(input) {
      yield* (await loaded()).streamReply(input);
    },
  };
}
