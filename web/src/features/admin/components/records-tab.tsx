import { useCallback, useState, type ReactNode } from 'react';
import type { Page } from '../../../../../functions/domain/contracts/admin.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { AdminApiError, type ListQuery } from '../admin-api.ts';
import type { CsvResult } from '../csv-exports.ts';
import type { AdminListName } from '../query-client.ts';
import { useAdminList } from '../use-admin-list.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminList, SearchBox } from './admin-list.tsx';
import { CsvDownload } from './csv-download.tsx';

/**
 * A tab that lists one kind of record with a search, a CSV download of what the search finds and
 * "Load more" (launch requests, onboarding). A failed load says whether the admin group is
 * missing or the call failed, in a toast, and the list stays as it was.
 */
export function RecordsTab<Item extends { readonly id: string }>({
  name,
  label,
  fetchPage,
  failure,
  search,
  csvFilename,
  buildCsv,
  empty,
  renderItem,
}: {
  name: AdminListName;
  /** The list's name: the tab's hidden heading and the list's label. */
  label: string;
  fetchPage: (query: ListQuery) => Promise<Page<Item>>;
  failure: { readonly permission: string; readonly other: string };
  search: { readonly id: string; readonly label: string; readonly placeholder: string };
  csvFilename: string;
  buildCsv: (filters: { q: string }) => Promise<CsvResult>;
  empty: { readonly none: string; readonly noMatch: string };
  renderItem: (item: Item) => ReactNode;
}) {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText);
  const { permission, other } = failure;
  const onError = useCallback(
    (error: unknown) => {
      const noAccess = error instanceof AdminApiError && error.isPermission;
      toast({ title: 'Error', description: noAccess ? permission : other, variant: 'destructive' });
    },
    [permission, other],
  );
  const list = useAdminList(name, fetchPage, { q }, onError);

  return (
    <div className="grid gap-4">
      {/* The cards are h3s; without this the outline would jump from the page's h1. */}
      <h2 className="sr-only">{label}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox {...search} value={searchText} onChange={setSearchText} />
        <CsvDownload filename={csvFilename} build={() => buildCsv({ q })} />
      </div>
      <AdminList
        label={label}
        list={list}
        itemKey={(item) => item.id}
        renderItem={renderItem}
        emptyText={q ? empty.noMatch : empty.none}
      />
    </div>
  );
}
