import { useCallback, type ReactNode } from 'react';
import type { ListCare, Page } from '@domain/contracts/admin.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import type { ListQuery } from '../admin-api.ts';
import type { CsvResult } from '../csv-exports.ts';
import { formatLagosDate, formatLagosTime } from '../format.ts';
import { useListView } from '../list-view.ts';
import { carriesWords, previewRows } from '../search-preview.ts';
import type { AdminListName } from '../query-client.ts';
import { stageRank, type RowStage } from '../row-stages.ts';
import { useAdminList } from '../use-admin-list.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useStaff } from '../use-staff.ts';
import { SearchBox } from './admin-list.tsx';
import { CsvDownload } from './csv-download.tsx';
import { DenseList, type ListColumn } from './dense-list.tsx';
import { OwnerFilter, ownerMatches, StageFilter } from './list-filters.tsx';

/** What every row of a prospect list shows (issue #26): who, which business, how far, whose, when. */
export interface ProspectRow {
  readonly id: string;
  readonly care: ListCare;
  readonly updated_at: string;
}

/** The columns every prospect list has, from what the tab says of one record. */
function prospectColumns<Item extends ProspectRow>(
  stages: readonly RowStage[],
  row: { name: (item: Item) => string; business: (item: Item) => string; stage: (item: Item) => RowStage },
): ListColumn<Item>[] {
  return [
    { key: 'name', label: 'Name', width: 'minmax(0,1.4fr)', cell: row.name, sortValue: row.name },
    {
      key: 'business',
      label: 'Business',
      width: 'minmax(0,1.4fr)',
      cell: row.business,
      sortValue: row.business,
    },
    {
      key: 'stage',
      label: 'Stage',
      width: 'minmax(0,1fr)',
      cell: (item) => row.stage(item).label,
      sortValue: (item) => stageRank(stages, row.stage(item).id),
    },
    {
      key: 'owner',
      label: 'Owner',
      width: 'minmax(0,1.3fr)',
      cell: (item) => item.care.owner ?? 'Nobody yet',
      sortValue: (item) => item.care.owner ?? '',
    },
    {
      key: 'follow_up',
      label: 'Follow-up',
      width: '7.5rem',
      cell: (item) => (item.care.follow_up_on ? formatLagosDate(item.care.follow_up_on) : '—'),
      sortValue: (item) => item.care.follow_up_on ?? '',
    },
    {
      key: 'last_activity',
      label: 'Last activity',
      width: '11.5rem',
      cell: (item) => formatLagosTime(item.updated_at),
      sortValue: (item) => item.updated_at,
    },
  ];
}

/**
 * A tab that lists one kind of prospect record as dense rows (name, business, stage, owner,
 * follow-up, last activity) with sortable columns, stage and owner filters over the loaded rows,
 * the server-side search, a CSV of what the search finds and "Load more" (launch requests,
 * onboarding). Opening a row shows the record's card. A failed load says whether the admin group
 * is missing or the call failed, in a toast, and the list stays as it was.
 */
export function RecordsTab<Item extends ProspectRow>({
  name,
  label,
  fetchPage,
  fault,
  search,
  csvFilename,
  buildCsv,
  empty,
  stages,
  row,
  renderItem,
}: {
  name: AdminListName;
  /** The list's name: the tab's hidden heading and the list's label. */
  label: string;
  fetchPage: (query: ListQuery) => Promise<Page<Item>>;
  /** The spec's sentence for a fault; a refusal is told in the server's words. */
  fault: string;
  search: { readonly id: string; readonly label: string; readonly placeholder: string };
  csvFilename: string;
  buildCsv: (filters: { q: string }) => Promise<CsvResult>;
  empty: { readonly none: string; readonly noMatch: string };
  stages: readonly RowStage[];
  row: { name: (item: Item) => string; business: (item: Item) => string; stage: (item: Item) => RowStage };
  renderItem: (item: Item) => ReactNode;
}) {
  const { view, change } = useListView({ sort: 'last_activity', dir: 'desc' });
  const q = useDebouncedValue(view.q);
  const staff = useStaff();
  const onError = useCallback(
    (error: unknown) =>
      toast({ title: 'Error', description: refusalMessage(error, fault), variant: 'destructive' }),
    [fault],
  );
  const list = useAdminList(name, fetchPage, { q }, onError);
  // Until the server answers the search typed, the loaded rows that carry its words show; if it
  // refuses, the list stays as it was.
  const answered = (list.current && q === view.q) || list.failed;
  const searched = answered ? list.items : previewRows(list.items, (item) => carriesWords(item, view.q));
  const rows = searched.filter(
    (item) => (!view.stage || row.stage(item).id === view.stage) && ownerMatches(item.care.owner, view.owner),
  );
  const owners = [...staff, ...list.items.flatMap((item) => (item.care.owner ? [item.care.owner] : []))];
  const filtered = Boolean(q || view.stage || view.owner);

  return (
    <div className="grid gap-3">
      {/* The open card's title is an h3; without this the outline would jump from the page's h1. */}
      <h2 className="sr-only">{label}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox {...search} value={view.q} onChange={(text) => change({ q: text, open: '' }, 'replace')} />
        <StageFilter
          id={`${name}-stage`}
          stages={stages}
          value={view.stage}
          onChange={(stage) => change({ stage, open: '' })}
        />
        <OwnerFilter
          id={`${name}-owner`}
          owners={owners}
          value={view.owner}
          onChange={(owner) => change({ owner, open: '' })}
        />
        <CsvDownload filename={csvFilename} build={() => buildCsv({ q })} />
      </div>
      <DenseList
        label={label}
        list={list}
        rows={rows}
        columns={prospectColumns(stages, row)}
        itemKey={(item) => item.id}
        rowName={(item) => `${row.name(item)}, ${row.business(item)}`}
        renderDetail={renderItem}
        emptyText={filtered ? empty.noMatch : empty.none}
        view={view}
        change={change}
      />
    </div>
  );
}
