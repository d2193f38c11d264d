import type { QChatLink } from '../../../domain/contracts/records/q-chat-link.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/q-chat-link.ts stores it: one item per token, no index. */
export const qChatLinkLayout: StoredLayout<Pick<QChatLink, 'token'>> = {
  entity: 'q_chat_link',
  version: '1',
  schema: attributes(['token', 'session_id', 'created_at']),
  key: ({ token }) => ({ pk: `qlink#${token}`, sk: 'link' }),
};
