import { builtInGuideReply } from '../../domain/q/built-in-guide.ts';
import type { Assistant } from '../../services/chat/ports.ts';

/** The built-in guide behind the Assistant port: no network, always an answer. */
export const builtInAssistant: Assistant = {
  reply: async ({ messages, context }) => builtInGuideReply(messages, context),
};
