import { expect } from 'vitest';
import { api } from './http.ts';

/** One page of GET /api/admin/chat-sessions as the staff dashboard reads it. */
export interface ChatSessionsPage {
  items: Array<Record<string, unknown> & { session_id: string; status: string }>;
  nextCursor: string | null;
  today: number;
}

/** Reads the chat sessions list as the admin whose `token` it is, one page or every page. */
export function chatSessionsList(baseUrl: string, token: () => string) {
  const list = async (query: string) => {
    const answer = await api(baseUrl, `/api/admin/chat-sessions?${query}`, { token: token() });
    expect(answer.status).toBe(200);
    return answer.body as ChatSessionsPage;
  };

  async function allPages(query: string): Promise<{ ids: string[]; pages: number; todays: number[] }> {
    const ids: string[] = [];
    const todays: number[] = [];
    let cursor: string | null = null;
    for (let pages = 1; pages <= 20; pages += 1) {
      const page: ChatSessionsPage = await list(
        `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      ids.push(...page.items.map((item) => item.session_id));
      todays.push(page.today);
      if (!page.nextCursor) return { ids, pages, todays };
      cursor = page.nextCursor;
    }
    throw new Error('Still paging after 20 pages');
  }

  return { list, allPages };
}
