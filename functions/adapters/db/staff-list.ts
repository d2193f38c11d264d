import { queryPage, type Page, type PageRequest } from './page.ts';
import { searchTerm } from './search-text.ts';
import { isStoredAs, queryCount, searchFilter, type StoredLayout } from './stored-item.ts';

/** A staff list's request: a page, and what staff typed in its search box. */
export interface StaffListRequest extends PageRequest {
  q?: string | null;
}

/** Where a staff list lives: the index and the one partition of it that holds every listed item. */
export interface StaffListSource {
  readonly index: 'gsi1' | 'gsi2';
  readonly partition: string;
  /** Only items stored as this record are listed (the partition is shared with nothing else today). */
  readonly layout: Pick<StoredLayout<object>, 'entity' | 'version'>;
}

/**
 * One page of a staff list (chat sessions, launch requests, onboarding), newest first by the index's
 * sort key. `q` filters inside the Query and the page keeps filling across DynamoDB pages, so a
 * match far down the list is still found.
 */
export function listNewestFirst<T>(
  request: StaffListRequest,
  { index, partition, layout }: StaffListSource,
  map: (raw: Record<string, unknown>) => T,
): Promise<Page<T>> {
  return queryPage(
    request,
    {
      keyFields: ['pk', 'sk', `${index}pk`, `${index}sk`],
      partition: { field: `${index}pk`, value: partition },
    },
    ({ cursor, count }) =>
      queryCount({
        index,
        keyCondition: '#pk = :pk',
        names: { '#pk': `${index}pk` },
        values: { ':pk': partition },
        filter: searchFilter(searchTerm(request.q)),
        cursor,
        count,
        descending: true,
        owned: (item) => isStoredAs(layout, item),
      }),
    map,
  );
}
