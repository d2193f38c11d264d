import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { listFollowUps, onProspectChanged, type FollowUp, type FollowUps } from '../prospect-api.ts';
import { adminKeys } from '../query-client.ts';
import { ProspectTimelineDialog } from './prospect-dialog.tsx';

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; answer: FollowUps };

const nameOf = (item: FollowUp) => item.business_name?.trim() || item.name?.trim() || 'Unnamed prospect';

/** A refusal in the server's words; the one shared sentence when no answer came. */
const failureText = (error: unknown): string =>
  refusalMessage(error, 'Follow-ups could not be loaded. Please try again.', { noAnswer: 'shared' });

/** The top of the dashboard: prospects whose follow-up date (Lagos) is today or overdue, soonest first. */
export function FollowUpsToday() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<FollowUp | null>(null);
  // Stale when staff save a follow-up here, or a live message says a prospect changed.
  const followUps = useQuery({ queryKey: adminKeys.followUps, queryFn: listFollowUps });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.followUps }),
    [queryClient],
  );
  useEffect(() => onProspectChanged(reload), [reload]);

  const load: Load =
    followUps.data !== undefined
      ? { state: 'loaded', answer: followUps.data }
      : followUps.isError
        ? { state: 'failed', message: failureText(followUps.error) }
        : { state: 'loading' };

  return (
    <section aria-labelledby="follow-ups-today" className="mt-6">
      <Card className="p-4">
        <h2 id="follow-ups-today" className="text-lg font-semibold text-ink-900">
          Follow up today
        </h2>
        {load.state === 'loading' && <Spinner label="Loading follow-ups" showLabel />}
        {load.state === 'failed' && (
          <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-danger-700">
            <p>{load.message}</p>
            <Button size="sm" variant="outline" data-no-scroll onClick={reload}>
              Try again
            </Button>
          </div>
        )}
        {load.state === 'loaded' &&
          (load.answer.items.length === 0 ? (
            <p className="mt-1 text-sm text-ink-600">Nobody is due for a follow-up today.</p>
          ) : (
            <ul aria-label="Prospects to follow up" className="mt-2 grid gap-2">
              {load.answer.items.map((item) => (
                <li key={item.resume_token} className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink-900">{nameOf(item)}</p>
                    <p className="text-xs text-ink-600">
                      {item.follow_up_on < load.answer.today
                        ? `Overdue since ${item.follow_up_on}`
                        : 'Due today'}
                      {item.owner ? ` · ${item.owner}` : ' · no owner'}
                    </p>
                  </div>
                  <Button size="sm" variant="outline" data-no-scroll onClick={() => setOpened(item)}>
                    Open timeline<span className="sr-only"> of {nameOf(item)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </Card>
      <ProspectTimelineDialog
        resumeToken={opened?.resume_token ?? null}
        title={opened ? `Timeline: ${nameOf(opened)}` : 'Timeline'}
        onClose={() => setOpened(null)}
      />
    </section>
  );
}
