import { randomUUID } from 'node:crypto';

/** A marker no other test (or earlier run against a kept table) will have used. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** ISO instants a fixed number of seconds after a base, for deterministic newest-first order. */
export const at = (base: string, seconds: number) =>
  new Date(Date.parse(base) + seconds * 1000).toISOString();

/** Follows cursors to the end, failing the test rather than looping forever on a cursor bug. */
export async function collectPages<T>(
  fetchPage: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>,
  maxPages = 100,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 1; pages <= maxPages; pages += 1) {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    if (!page.cursor) return { items, pages };
    cursor = page.cursor;
  }
  throw new Error(`Still paging after ${maxPages} pages`);
}
