import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { ADMIN_LIST_HEIGHT_PX } from '../../../lib/display-sizes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ListView, SortDirection } from '../list-view.ts';
import { LoadMore, type ShownList } from './admin-list.tsx';

/** One column of a dense list: its header, its cell and what it sorts by. */
export interface ListColumn<T> {
  readonly key: string;
  readonly label: string;
  readonly cell: (item: T) => ReactNode;
  readonly sortValue: (item: T) => string | number;
  /** The column's share of the row on a laptop (a CSS grid track), e.g. '2fr' or '9rem'. */
  readonly width: string;
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/** Rows in the column's order; rows with nothing to sort by ('' ) go last whichever the direction. */
export function sortRows<T>(rows: readonly T[], column: ListColumn<T> | undefined, dir: SortDirection): T[] {
  if (!column) return [...rows];
  return [...rows].sort((x, y) => {
    const a = column.sortValue(x);
    const b = column.sortValue(y);
    if (a === '' && b !== '') return 1;
    if (b === '' && a !== '') return -1;
    const order = compare(a, b);
    return dir === 'asc' ? order : -order;
  });
}

function SortHeader<T>({
  column,
  view,
  onSort,
}: {
  column: ListColumn<T>;
  view: ListView;
  onSort: (key: string, dir: SortDirection) => void;
}) {
  const active = view.sort === column.key;
  const next: SortDirection = active && view.dir === 'asc' ? 'desc' : 'asc';
  return (
    <button
      type="button"
      data-no-scroll
      data-sort-key={column.key}
      aria-pressed={active}
      aria-label={`${column.label}, ${active ? `sorted ${view.dir === 'asc' ? 'ascending' : 'descending'}` : 'sort by this column'}`}
      onClick={() => onSort(column.key, active ? next : 'asc')}
      className="flex min-w-0 items-center gap-1 truncate rounded text-left font-semibold text-ink-700 hover:text-ink-900 focus-visible:outline-2"
    >
      <span className="truncate">{column.label}</span>
      <span aria-hidden="true">{active ? (view.dir === 'asc' ? '▲' : '▼') : ''}</span>
    </button>
  );
}

/**
 * A staff list as dense rows (issue #26): one line a record on a laptop, columns that sort when
 * their header is clicked, two short lines on a phone. Opening a row shows the record's full
 * detail (every action the card had) right under it. What is sorted and which row is open live in
 * the URL (list-view.ts). A list that shows exactly one record (a search for a name or an e-mail
 * usually does) shows it open: that is the record staff were looking for.
 */
export function DenseList<T>({
  label,
  list,
  rows,
  columns,
  itemKey,
  rowName,
  renderDetail,
  emptyText,
  view,
  change,
}: {
  label: string;
  list: ShownList<T>;
  /** The loaded items the filters kept. */
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  itemKey: (item: T) => string;
  /** How a screen reader names the row's open button. */
  rowName: (item: T) => string;
  renderDetail: (item: T) => ReactNode;
  emptyText: string;
  view: ListView;
  change: (next: Partial<ListView>, how?: 'push' | 'replace') => void;
}) {
  const [closedAuto, setClosedAuto] = useState('');
  const { loading, loaded } = list;
  const hasMore = list.nextCursor !== null;
  const sorted = sortRows(
    rows,
    columns.find((column) => column.key === view.sort),
    view.dir,
  );
  const only = sorted.length === 1 ? itemKey(sorted[0] as T) : '';
  const autoOpen = !view.open && only !== '' && only !== closedAuto ? only : '';
  const openKey = view.open || autoOpen;
  // Kept open in the URL, so the record stays open when a live change adds rows around it.
  useEffect(() => {
    if (autoOpen) change({ open: autoOpen }, 'replace');
  }, [autoOpen, change]);
  const grid = { '--cols': columns.map((column) => column.width).join(' ') } as CSSProperties;
  const onSort = (key: string, dir: SortDirection) => change({ sort: key, dir });
  const toggle = (key: string) => {
    if (openKey === key) {
      setClosedAuto(key);
      change({ open: '' });
    } else change({ open: key });
  };

  return (
    // Focusable and named: a keyboard user must be able to scroll the 600px list.
    <div
      role="region"
      aria-label={`${label} list`}
      tabIndex={0}
      className="overflow-y-auto rounded-2xl border border-ink-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2"
      style={{ height: ADMIN_LIST_HEIGHT_PX }}
      aria-busy={loading}
    >
      <div className="sticky top-0 z-10 border-b border-ink-200 bg-ink-50">
        <div className="flex items-center justify-between px-3 py-1.5 text-sm text-ink-600">
          <span aria-live="polite">
            {loaded
              ? `${rows.length === list.items.length ? list.items.length : `${rows.length} of ${list.items.length}`} shown${hasMore ? ', more available' : ''}`
              : 'Loading…'}
          </span>
          {loading && loaded && <Spinner label="Refreshing" />}
        </div>
        <div
          className="hidden gap-3 px-3 pb-1.5 text-xs md:grid md:[grid-template-columns:var(--cols)]"
          style={grid}
          data-testid="list-headers"
        >
          {columns.map((column) => (
            <SortHeader key={column.key} column={column} view={view} onSort={onSort} />
          ))}
        </div>
      </div>
      {!loaded && loading ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner label={`Loading ${label}`} showLabel />
        </div>
      ) : sorted.length === 0 ? (
        <p className="px-3 py-10 text-center text-ink-600">{emptyText}</p>
      ) : (
        <ul aria-label={label} className="divide-y divide-ink-100">
          {sorted.map((item) => {
            const key = itemKey(item);
            const open = openKey === key;
            const detailId = `row-detail-${key.replace(/[^A-Za-z0-9_-]/g, '')}`;
            return (
              <li key={key} data-row-key={key}>
                {open ? (
                  // Open, the row is its full card: the summary would only repeat what the card says.
                  <div className="grid gap-1 bg-ink-50 px-2 py-2 sm:px-3">
                    <div className="flex justify-end">
                      <button
                        type="button"
                        data-no-scroll
                        aria-expanded
                        aria-controls={detailId}
                        aria-label={`${rowName(item)}: close details`}
                        onClick={() => toggle(key)}
                        className="rounded px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-ink-100 focus-visible:outline-2"
                      >
                        Close details ▲
                      </button>
                    </div>
                    <div id={detailId}>{renderDetail(item)}</div>
                  </div>
                ) : (
                  <button
                    type="button"
                    data-no-scroll
                    data-row
                    aria-expanded={false}
                    aria-label={`${rowName(item)}: open details`}
                    onClick={() => toggle(key)}
                    className="grid w-full grid-cols-2 gap-x-3 gap-y-0.5 px-3 py-2 text-left text-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 md:items-center md:[grid-template-columns:var(--cols)]"
                    style={grid}
                  >
                    {columns.map((column, index) => (
                      <span
                        key={column.key}
                        data-cell={column.key}
                        className={
                          index === 0
                            ? 'min-w-0 truncate font-semibold text-ink-900'
                            : // On a phone a cell wraps rather than cut its date short ("26 Nov 20…").
                              'min-w-0 text-ink-700 max-md:text-xs max-md:break-words md:truncate'
                        }
                      >
                        {index > 1 && <span className="text-ink-600 md:hidden">{column.label}: </span>}
                        {column.cell(item)}
                      </span>
                    ))}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={list} className="my-3" />
    </div>
  );
}
