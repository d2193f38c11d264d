import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resumeTokenPreview } from '@domain/chat-session.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatLagosTime } from '../format.ts';
import { readProspectTimeline, type ProspectTimeline, type TimelineEvent } from '../prospect-api.ts';
import { adminKeys } from '../query-client.ts';
import { eventLabel } from '../timeline-labels.ts';
import { EmailBouncedBadge } from './email-bounced-badge.tsx';
import { LaunchChatAnswers } from './launch-chat-answers.tsx';
import { ProspectCareForm, ProspectNoteForm } from './prospect-care-form.tsx';

/** A refusal in the server's words; the one shared sentence when no answer came. */
const failureText = (error: unknown): string =>
  refusalMessage(error, 'The timeline could not be loaded. Please try again.', { noAnswer: 'shared' });

function TimelineEvents({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0)
    return <p className="text-sm text-ink-600">Nothing has happened on this journey yet.</p>;
  return (
    <ol
      aria-label="Timeline events, newest first"
      className="grid min-w-0 gap-2 border-l-2 border-ink-200 pl-3"
    >
      {events.map((event) => {
        const { title, detail } = eventLabel(event);
        return (
          <li key={event.id} data-event-kind={event.kind} className="grid min-w-0 gap-0.5">
            <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-ink-900">
              <span>{title}</span>
              {event.kind === 'referral' && <EmailBouncedBadge bounced={event.email_bounced} />}
            </p>
            {detail && <p className="text-sm break-words whitespace-pre-wrap text-ink-700">{detail}</p>}
            {event.kind === 'chat_session' && (
              <LaunchChatAnswers sessionId={event.session_id} answers={event.founder_answers} />
            )}
            <p className="text-xs text-ink-600">
              <time dateTime={event.at}>{formatLagosTime(event.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One prospect's journey (every record sharing its resume token), newest first, with the note
 * form, owner and next follow-up date. Loaded only when staff open it, in its own chunk.
 */
export function ProspectTimelinePanel({ resumeToken }: { resumeToken: string }) {
  const queryClient = useQueryClient();
  const queryKey = adminKeys.timeline(resumeToken);
  // Invalidated by every live message for this resume token (use-live-refresh.ts).
  const load = useQuery({
    queryKey,
    queryFn: () => readProspectTimeline(resumeToken),
  });

  if (load.data === undefined && load.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm text-danger-700">
        <p>{failureText(load.error)}</p>
        <div>
          <Button size="sm" variant="outline" data-no-scroll onClick={() => void load.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  if (load.data === undefined) return <Spinner label="Loading the timeline" showLabel />;

  const { prospect, events } = load.data;
  const update = (change: (timeline: ProspectTimeline) => ProspectTimeline) =>
    queryClient.setQueryData<ProspectTimeline>(queryKey, (cached) => cached && change(cached));
  return (
    <section aria-label="Timeline" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <dl className="grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="font-medium">Founder:</dt>
          <dd className="min-w-0 break-words">
            {[prospect.name, prospect.email].filter(Boolean).join(' · ') || '—'}
            {prospect.email_bounced && (
              <>
                {' '}
                <EmailBouncedBadge bounced />
              </>
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Business:</dt>
          <dd className="min-w-0 break-words">{prospect.business_name ?? '—'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Resume token:</dt>
          <dd className="font-mono text-xs leading-5" title={prospect.resume_token}>
            {resumeTokenPreview(prospect.resume_token)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Referral partner:</dt>
          <dd>
            {prospect.referral_partner ?? 'None'}{' '}
            <EmailBouncedBadge bounced={prospect.referral_partner_email_bounced} />
          </dd>
        </div>
      </dl>
      <ProspectCareForm
        resumeToken={resumeToken}
        care={prospect}
        onSaved={(care) => update((now) => ({ ...now, prospect: { ...now.prospect, ...care } }))}
      />
      <ProspectNoteForm
        resumeToken={resumeToken}
        onAdded={(note) =>
          update((now) => ({ ...now, events: [note, ...now.events.filter((event) => event.id !== note.id)] }))
        }
      />
      <TimelineEvents events={events} />
    </section>
  );
}
