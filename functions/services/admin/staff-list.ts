import type { AdminListQuery, Page } from '../../domain/contracts/admin.ts';
import { listPage } from '../shared/faults.ts';
import type { ListRequest, StorePage } from './ports.ts';

/**
 * One page of a staff list (chat sessions, launch requests, onboarding): the store's page for the
 * query's search, cursor and size (a cursor the store did not issue is the caller's 400), its rows
 * as staff see them, and the cursor of the next page.
 */
export async function staffListPage<Stored, Row>(
  query: Pick<AdminListQuery, 'q' | 'cursor' | 'limit'>,
  list: (request: ListRequest) => Promise<StorePage<Stored>>,
  rowsOf: (stored: readonly Stored[]) => Row[] | Promise<Row[]>,
): Promise<Page<Row>> {
  const page = await listPage(list({ q: query.q, cursor: query.cursor, limit: query.limit }));
  return { items: await rowsOf(page.items), nextCursor: page.cursor };
}
