import type { ReactNode } from 'react';
import { ADMIN_LIST_HEIGHT_PX } from '../../../lib/display-sizes.ts';
import { SEARCH_MAX_CHARS } from '@domain/field-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/form-controls.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-[min(100%,16rem)] flex-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        maxLength={SEARCH_MAX_CHARS}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}

/** What an admin list shows of useAdminList's state. */
export interface ShownList<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  readonly loaded: boolean;
  readonly nextCursor: string | null;
  readonly loadingMore: boolean;
  readonly loadMore: () => Promise<void>;
}

/** "Load more" below an admin list while its cursor has a next page; `className` places it. */
export function LoadMore({
  list,
  className,
}: {
  list: Pick<ShownList<unknown>, 'nextCursor' | 'loadingMore' | 'loadMore'>;
  className: string;
}) {
  const { loadingMore } = list;
  const loadMore = () => void list.loadMore();
  if (list.nextCursor === null) return null;
  return (
    <div className={`${className} flex justify-center`}>
      <Button variant="outline" size="sm" data-no-scroll disabled={loadingMore} onClick={loadMore}>
        {loadingMore ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}

/**
 * A 600px scrolling list (spec) with the count of what is shown, an empty state and "Load more"
 * for the next page of the cursor.
 */
export function AdminList<T>({
  label,
  list,
  itemKey,
  renderItem,
  emptyText,
}: {
  label: string;
  list: ShownList<T>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}) {
  const { items, loading, loaded } = list;
  const hasMore = list.nextCursor !== null;
  return (
    // Focusable and named: rows such as launch requests hold no links or buttons, and a keyboard user
    // must still be able to scroll the 600px list.
    <div
      role="region"
      aria-label={`${label} list`}
      tabIndex={0}
      className="overflow-y-auto rounded-2xl border border-ink-200 bg-ink-50 p-3 focus-visible:outline-2 focus-visible:outline-offset-2"
      style={{ height: ADMIN_LIST_HEIGHT_PX }}
      aria-busy={loading}
    >
      <div className="mb-2 flex items-center justify-between px-1 text-sm text-ink-600">
        <span aria-live="polite">
          {loaded ? `${items.length} shown${hasMore ? ', more available' : ''}` : 'Loading…'}
        </span>
        {loading && loaded && <Spinner label="Refreshing" />}
      </div>
      {!loaded && loading ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner label={`Loading ${label}`} showLabel />
        </div>
      ) : items.length === 0 ? (
        <p className="px-1 py-10 text-center text-ink-600">{emptyText}</p>
      ) : (
        <ul aria-label={label} className="grid gap-3">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <LoadMore list={list} className="mt-3" />
    </div>
  );
}
