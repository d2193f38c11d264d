import type { QChatLink } from '../../domain/contracts/records/q-chat-link.ts';
import { qChatLinkLayout as layout } from './layouts/q-chat-link.ts';
import { createItem, getItem, isStoredAs } from './stored-item.ts';

/**
 * The links Q sends outside the site (issue #30), through the plain document client: the launch
 * chat's save reads one by its token, and neither it nor the WhatsApp worker needs ElectroDB.
 */

/** Keeps a freshly minted link; a token is written once and never changed. */
export async function recordQChatLink(link: QChatLink): Promise<void> {
  await createItem(layout, link);
}

/** The chat session a link was sent in; undefined for a token no link has. */
export async function chatSessionOfLink(token: string): Promise<string | undefined> {
  const item = await getItem(layout.key({ token }));
  if (!isStoredAs(layout, item)) return undefined;
  return typeof item.session_id === 'string' ? item.session_id : undefined;
}
