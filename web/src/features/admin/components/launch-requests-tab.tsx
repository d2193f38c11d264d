import { useId } from 'react';
import { resumeTokenPreview } from '@domain/chat-session.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  listLaunchRequests,
  type AdminLaunchRequest,
  type LaunchRequestRecord,
  type SensitiveField,
} from '../admin-api.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { formatLagosTime } from '../format.ts';
import { LAUNCH_REQUEST_STAGES, launchRequestStage } from '../row-stages.ts';
import { exportLaunchRequests } from '../csv-exports.ts';
import { RecordCard } from './record-card.tsx';
import { RecordsTab } from './records-tab.tsx';
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

function LaunchRequestCard({ request }: { request: AdminLaunchRequest }) {
  const title = request.business_name?.trim() || request.name?.trim() || 'Unnamed request';
  return (
    <RecordCard
      title={title}
      facts={
        <>
          {request.name && request.business_name && <p className="text-sm text-ink-700">{request.name}</p>}
          <p className="text-xs text-ink-600">
            Updated {formatLagosTime(request.updated_at)} · created {formatLagosTime(request.created_at)}
          </p>
        </>
      }
      badges={
        <div className="flex flex-wrap gap-1.5">
          {request.business_type && <Badge variant="secondary">{request.business_type}</Badge>}
          {request.last_step && <Badge variant="outline">{launchRequestStage(request).label}</Badge>}
        </div>
      }
    >
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
    </RecordCard>
  );
}

export function LaunchRequestsTab() {
  return (
    <RecordsTab
      name="launch-requests"
      label="Launch requests"
      fetchPage={listLaunchRequests}
      fault={ADMIN_MESSAGES.launchRequestsFailed}
      search={{
        label: 'Search launch requests',
        placeholder: 'Name, email, business name or business type',
      }}
      buildCsv={exportLaunchRequests}
      stages={LAUNCH_REQUEST_STAGES}
      row={{
        // Never the e-mail: a launch request shows contact details only as presence badges.
        name: (request) => request.name?.trim() || 'No name yet',
        stage: launchRequestStage,
      }}
      renderItem={(request) => <LaunchRequestCard request={request} />}
    />
  );
}
