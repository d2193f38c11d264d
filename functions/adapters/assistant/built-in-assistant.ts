import { builtInGuideReply } from '../../domain/q/built-in-guide.ts';
import type { Assistant, StreamingAssistant } from '../../services/chat/ports.ts';

/** The built-in guide behind the Assistant port: no network, always an answer. */
export const builtInAssistant: Assistant = {
  reply: async ({ messages, context }) => builtInGuideReply(messages, context),
};

/** The built-in guide answers at once, so its reply goes as one piece. */
export const builtInStreamingAssistant: StreamingAssistant = {
  async *streamReply(input) {
    yield { type: 'text', text: await builtInAssistant.reply(input) };
  },
};
