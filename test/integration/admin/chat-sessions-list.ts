import { expect } from 'vitest';
import type { ChatSessionPage } from '../../../functions/domain/contracts/admin.ts';
import { api } from './http.ts';

/** Reads the chat sessions list as the admin whose `token` it is, one page or every page. */
export function chatSessionsList(baseUrl: string, token: () => string) {
  const list = async (query: string) => {
    const answer = await api(baseUrl, `/api/admin/chat-sessions?${query}`, { token: token() });
    expect(answer.status).toBe(200);
    return answer.body as ChatSessionPage;
  };

  /**
   * Every page of the list, newest first, or the pages up to the one where `until` holds for what
   * has been listed so far (files running beside this one save newer sessions meanwhile).
   */
  async function allPages(
    query: string,
    until?: (items: ChatSessionPage['items']) => boolean,
  ): Promise<{ items: ChatSessionPage['items']; ids: string[]; pages: number; todays: number[] }> {
    const items: ChatSessionPage['items'] = [];
    const todays: number[] = [];
    let cursor: string | null = null;
    for (let pages = 1; pages <= 20; pages += 1) {
      const page: ChatSessionPage = await list(
        `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      items.push(...page.items);
      todays.push(page.today);
      if (!page.nextCursor || until?.(items))
        return { items, ids: items.map((item) => item.session_id), pages, todays };
      cursor = page.nextCursor;
    }
    throw new Error(`Still paging the chat sessions list (${query}) after 20 pages`);
  }

  return { list, allPages };
}
