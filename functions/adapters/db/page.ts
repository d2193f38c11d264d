import { decodeCursor, encodeCursor, type CursorShape, type PageKey } from './cursor.ts';

export interface PageRequest {
  cursor?: string | null;
  limit?: number;
}

/** One page of a list; `cursor` fetches the next page and is null on the last one. */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
}

function keyOf(item: Record<string, unknown>, fields: readonly string[]): PageKey {
  const key: PageKey = {};
  for (const field of fields) {
    const value = item[field];
    if (typeof value !== 'string') throw new Error(`Listed item lacks its key field ${field}`);
    key[field] = value;
  }
  return key;
}

/** What a query runner receives: where to start and how many matching items to gather. */
export interface PageQuery {
  cursor: string | null;
  count: number;
}

/**
 * Runs a Query (ElectroDB `count` keeps reading past filtered-out items until it has enough or
 * the partition ends) and asks for one extra item, so the last page says so instead of handing
 * out a cursor to an empty page. The next cursor is the key of the last item returned: no gaps,
 * no repeats. The runner must return raw items with their keys (`data: 'includeKeys'`).
 */
export async function queryPage<T>(
  request: PageRequest,
  shape: CursorShape,
  run: (query: PageQuery) => Promise<{ data: unknown[] }>,
  map: (raw: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const limit = pageSize(request.limit);
  const start = request.cursor ? encodeCursor(decodeCursor(request.cursor, shape)) : null;
  const { data } = await run({ cursor: start, count: limit + 1 });
  const raw = data.slice(0, limit) as Record<string, unknown>[];
  const last = raw[raw.length - 1];
  return {
    items: raw.map(map),
    cursor: data.length > limit && last ? encodeCursor(keyOf(last, shape.keyFields)) : null,
  };
}
