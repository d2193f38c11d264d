import type { Assistant, StreamingAssistant } from '../../services/chat/ports.ts';
import { loadedOnFirstUse } from './loaded-on-first-use.ts';

/**
 * The built-in guide and its knowledge (functions/domain/q) are imported the first time the guide
 * answers: with a model configured that is only when the model fails (issue #31).
 */
const builtInGuide = loadedOnFirstUse(() => import('../../domain/q/built-in-guide.ts'));

/** The built-in guide behind the Assistant port: no network, always an answer. */
export const builtInAssistant: Assistant = {
  reply: async ({ messages, context }) => (await builtInGuide()).builtInGuideReply(messages, context),
};

/** The built-in guide answers at once, so its reply goes as one piece. */
export const builtInStreamingAssistant: StreamingAssistant = {
  async *streamReply(input) {
    yield { type: 'text', text: await builtInAssistant.reply(input) };
  },
};
