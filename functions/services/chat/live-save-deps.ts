/** Production bindings of the save-chat-session ports: the data layer's merging upsert and rate counters. */
import { saveChatSession } from '../../adapters/db/chat-sessions.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import type { SaveChatSessionDeps } from './save-chat-session.ts';

export function saveChatSessionDeps(): SaveChatSessionDeps {
  return {
    limiter: (key, rule) => hitRateLimit(key, rule),
    store: (record) =>
      saveChatSession({
        ...record,
        conversation_data: [...record.conversation_data],
        identified_needs: [...record.identified_needs],
      }),
  };
}
