import { useCallback, useId, useState } from 'react';
import { resumeTokenPreview } from '../../../../../functions/domain/chat-session.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import {
  AdminApiError,
  listLaunchRequests,
  type LaunchRequestRecord,
  type SensitiveField,
} from '../admin-api.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { formatLagosTime } from '../format.ts';
import { useAdminList } from '../use-admin-list.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminList, SearchBox } from './admin-list.tsx';
import { CsvDownload } from './csv-download.tsx';
import { exportLaunchRequests } from '../csv-exports.ts';
import { RevealedDetails, SensitiveBadge, useSensitiveReveal } from './sensitive-reveal.tsx';
import { TimelineToggle } from './timeline-toggle.tsx';

type Presence = { readonly label: string; readonly variant: 'grey' } | { readonly field: SensitiveField };

/**
 * What a launch request holds, as presence badges: BVN, ID document and bank details red, phone
 * and e-mail grey. The list never carries the sensitive three; each red badge is a button that
 * asks the server for its one value (audited there) and shows it below, until hidden or refreshed.
 */
function PresenceBadges({ request }: { request: LaunchRequestRecord }) {
  const { reveals, toggle, hide } = useSensitiveReveal(request);
  const detailsId = `launch-request-${useId()}-details`;
  const badges: [boolean, Presence][] = [
    [request.has_bvn, { field: 'bvn' }],
    [request.has_id_document, { field: 'id_document' }],
    [request.has_bank_details, { field: 'bank_details' }],
    [Boolean(request.phone), { label: 'Phone', variant: 'grey' }],
    [Boolean(request.email), { label: 'Email', variant: 'grey' }],
  ];
  const present = badges.filter(([has]) => has).map(([, badge]) => badge);
  if (present.length === 0)
    return <p className="text-xs text-ink-600">No contact or verification details yet</p>;
  return (
    <>
      <ul aria-label="Details provided" className="flex flex-wrap gap-1.5">
        {present.map((badge) =>
          'field' in badge ? (
            <li key={badge.field}>
              <SensitiveBadge
                field={badge.field}
                open={Boolean(reveals[badge.field])}
                controls={detailsId}
                onToggle={() => toggle(badge.field)}
              />
            </li>
          ) : (
            <li key={badge.label}>
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </li>
          ),
        )}
      </ul>
      <RevealedDetails id={detailsId} reveals={reveals} onHide={hide} />
    </>
  );
}

function LaunchRequestCard({ request }: { request: LaunchRequestRecord }) {
  const title = request.business_name?.trim() || request.name?.trim() || 'Unnamed request';
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-900">{title}</h3>
          {request.name && request.business_name && <p className="text-sm text-ink-700">{request.name}</p>}
          <p className="text-xs text-ink-600">
            Updated {formatLagosTime(request.updated_at)} · created {formatLagosTime(request.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {request.business_type && <Badge variant="secondary">{request.business_type}</Badge>}
          {request.last_step && <Badge variant="outline">Step: {request.last_step}</Badge>}
        </div>
      </div>
      <div className="mt-3">
        <PresenceBadges request={request} />
      </div>
      {request.ai_summary && (
        <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink-700">{request.ai_summary}</p>
      )}
      {request.resume_token && (
        <p className="mt-2 font-mono text-xs text-ink-600">
          Token {resumeTokenPreview(request.resume_token)}
        </p>
      )}
      {request.resume_token && (
        <div className="mt-2">
          <TimelineToggle resumeToken={request.resume_token} />
        </div>
      )}
    </Card>
  );
}

export function LaunchRequestsTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const onError = useCallback((error: unknown) => {
    const permission = error instanceof AdminApiError && error.isPermission;
    toast({
      title: 'Error',
      description: permission ? ADMIN_MESSAGES.launchRequestsPermission : ADMIN_MESSAGES.launchRequestsFailed,
      variant: 'destructive',
    });
  }, []);
  const list = useAdminList('launch-requests', listLaunchRequests, { q }, onError);

  return (
    <div className="grid gap-4">
      {/* The cards are h3s; without this the outline would jump from the page's h1. */}
      <h2 className="sr-only">Launch requests</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="launch-requests-search"
          label="Search launch requests"
          placeholder="Name, email, business name or business type"
          value={search}
          onChange={setSearch}
        />
        <CsvDownload filename="launch-requests.csv" build={() => exportLaunchRequests({ q })} />
      </div>
      <AdminList
        label="Launch requests"
        items={list.items}
        itemKey={(request) => request.id}
        renderItem={(request) => <LaunchRequestCard request={request} />}
        loading={list.loading}
        loaded={list.loaded}
        hasMore={list.nextCursor !== null}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
        emptyText={q ? 'No launch requests match.' : 'No launch requests yet.'}
      />
    </div>
  );
}
