import { useCallback, type ReactNode } from 'react';
import type { ListCare, Page } from '@domain/contracts/admin.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import type { ListQuery } from '../admin-api.ts';
import type { CsvResult } from '../csv-exports.ts';
import { businessColumn, formatLagosDate, formatLagosTime } from '../format.ts';
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
  readonly business_name?: string | null;
  readonly business_type?: string | null;
  readonly care: ListCare;
  readonly updated_at: string;
}

/** What a tab says of one of its records: its name and its stage (the business reads alike in every list). */
interface ProspectColumns<Item> {
  name: (item: Item) => string;
  stage: (item: Item) => RowStage;
}

/** The columns every prospect list has, from what the tab says of one record. */
function prospectColumns<Item extends ProspectRow>(
  stages: readonly RowStage[],
  row: ProspectColumns<Item>,
): ListColumn<Item>[] {
  return [
    { key: 'name', label: 'Name', width: 'minmax(0,1.4fr)', cell: row.name, sortValue: row.name },
    {
      key: 'business',
      label: 'Business',
      width: 'minmax(0,1.4fr)',
      cell: businessColumn,
      sortValue: businessColumn,
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
  buildCsv,
  stages,
  row,
  renderItem,
}: {
  name: AdminListName;
  /**
   * The list's name: the tab's hidden heading, the list's label and, lowercased, its empty sentences
   * ("No launch requests yet.", "No launch requests match.").
   */
  label: string;
  fetchPage: (query: ListQuery) => Promise<Page<Item>>;
  /** The spec's sentence for a fault; a refusal is told in the server's words. */
  fault: string;
  /** The search box's label and placeholder; its id, like the filters', is the list's name. */
  search: { readonly label: string; readonly placeholder: string };
  /** The CSV of what the search finds, downloaded as `<name>.csv`. */
  buildCsv: (filters: { q: string }) => Promise<CsvResult>;
  stages: readonly RowStage[];
  row: ProspectColumns<Item>;
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
        <SearchBox
          {...search}
          id={`${name}-search`}
          value={view.q}
          onChange={(text) => change({ q: text, open: '' }, 'replace')}
        />
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
        <CsvDownload filename={`${name}.csv`} build={() => buildCsv({ q })} />
      </div>
      <DenseList
        label={label}
        list={list}
        rows={rows}
        columns={prospectColumns(stages, row)}
        itemKey={(item) => item.id}
        rowName={(item) => `${row.name(item)}, ${businessColumn(item)}`}
        renderDetail={renderItem}
        emptyText={`No ${label.toLowerCase()} ${filtered ? 'match' : 'yet'}.`}
        view={view}
        change={change}
      />
    </div>
  );
}
