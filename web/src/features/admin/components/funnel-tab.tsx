import { refusalMessage } from '../../../lib/api-client.ts';
import { useEffect, useId, useState } from 'react';
import { FUNNEL_PERIODS, type FunnelAnswer, type FunnelPeriod } from '@domain/contracts/funnel.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/form-controls.tsx';
import { readFunnel } from '../admin-api.ts';
import { funnelCsv } from '../csv-exports.ts';
import { formatLagosDate } from '../format.ts';
import { CsvDownload } from './csv-download.tsx';
import { FunnelJourneysView } from './funnel-journeys.tsx';

import { conversionText } from './funnel-text.ts';

export { conversionText };

/**
 * A day-count stage's share of the stage above, when it can be read as one (issue #26): never for
 * launch chats started (a launch chat need not begin in the widget, so it is its own figure), and
 * never over 100% (counted by day, a stage can outrun the one above; the journeys below cannot).
 */
function stepConversion(stage: FunnelAnswer['stages'][number]): number | null {
  if (stage.stage === 'launch_started' || stage.conversion === null || stage.conversion > 1) return null;
  return stage.conversion;
}

const ROW = 44;
const LABEL_WIDTH = 220;
const BAR_WIDTH = 420;
const VALUE_WIDTH = 180;

/**
 * The funnel as a horizontal bar chart: plain SVG, one bar per stage scaled to the largest count,
 * each labelled with its count and conversion. The SVG is a list for screen readers (role list,
 * each row a listitem with the full sentence as its name), so nothing depends on seeing the bars.
 */
function FunnelChart({ funnel }: { funnel: FunnelAnswer }) {
  const titleId = useId();
  const largest = Math.max(1, ...funnel.stages.map((stage) => stage.count));
  const height = funnel.stages.length * ROW;
  return (
    <svg
      role="list"
      aria-labelledby={titleId}
      viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH} ${height}`}
      // Never narrower than its text can be read at: on a phone the chart scrolls inside its card
      // (whose wrapper contains its inline size, so the wide chart never widens the page).
      className="h-auto w-full max-w-4xl min-w-[44rem]"
      data-testid="funnel-chart"
    >
      <title id={titleId}>
        Launch funnel, {funnel.from} to {funnel.to} (Lagos days)
      </title>
      {funnel.stages.map((stage, index) => {
        const width = Math.round((stage.count / largest) * BAR_WIDTH);
        const y = index * ROW;
        const step = stepConversion(stage);
        const conversion = conversionText(step);
        const name = `${stage.label}: ${stage.count}${step === null ? '' : `, ${conversion} of the previous stage`}`;
        return (
          <g key={stage.stage} role="listitem" aria-label={name} data-stage={stage.stage}>
            <text x={0} y={y + ROW / 2} dominantBaseline="middle" className="fill-ink-900 text-[14px]">
              {stage.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 8}
              width={Math.max(width, 2)}
              height={ROW - 16}
              rx={4}
              className="fill-brand-600"
            />
            <text
              x={LABEL_WIDTH + Math.max(width, 2) + 8}
              y={y + ROW / 2}
              dominantBaseline="middle"
              className="fill-ink-900 text-[14px] font-semibold"
              data-testid={`funnel-count-${stage.stage}`}
            >
              {stage.count}
              {step === null ? '' : ` · ${conversion}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Funnel: the launch journey's stages over the last 7, 30 or 90 Lagos days, from the stream's counters. */
export function FunnelTab({ onOpenProspect }: { onOpenProspect?: (resumeToken: string) => void } = {}) {
  const [days, setDays] = useState<FunnelPeriod>(30);
  const [funnel, setFunnel] = useState<FunnelAnswer | null>(null);
  /** Why the funnel could not be shown, in the words that came; null while it can be. */
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setFailed(null);
    readFunnel(days).then(
      (answer) => {
        if (current) setFunnel(answer);
      },
      (error: unknown) => {
        if (current)
          setFailed(
            refusalMessage(error, 'The funnel could not be loaded. Please try again.', {
              noAnswer: 'shared',
            }),
          );
      },
    );
    return () => {
      current = false;
    };
  }, [days]);

  const shown = funnel?.days === days ? funnel : null;
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Funnel</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="funnel-period">Period</Label>
          <select
            id="funnel-period"
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as FunnelPeriod)}
            className="h-11 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900"
          >
            {FUNNEL_PERIODS.map((value) => (
              <option key={value} value={value}>
                Last {value} days
              </option>
            ))}
          </select>
        </div>
        {shown && (
          <CsvDownload
            filename={`funnel-${shown.from}-to-${shown.to}.csv`}
            build={async () => funnelCsv(shown)}
          />
        )}
      </div>
      <Card className="p-4">
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {failed}
          </p>
        ) : shown ? (
          <>
            {shown.journeys && (
              <>
                <h3 className="mb-1 font-semibold text-ink-900">Launch journeys started in the period</h3>
                <p className="mb-3 text-sm text-ink-700">
                  Founders whose launch chat started {formatLagosDate(shown.from)} to{' '}
                  {formatLagosDate(shown.to)} (Lagos), each counted in every stage up to the furthest they
                  reached. Choose a stage to see its prospects.
                </p>
                <FunnelJourneysView
                  journeys={shown.journeys}
                  chatted={shown.chatted}
                  onOpenProspect={onOpenProspect}
                />
                <h3 className="mt-6 mb-1 font-semibold text-ink-900">Activity by day</h3>
              </>
            )}
            <p className="mb-3 text-sm text-ink-700">
              {formatLagosDate(shown.from)} to {formatLagosDate(shown.to)} (Lagos calendar days), each stage
              counted on the day it happened. A percentage is the share of the stage above where it can be
              one.
            </p>
            {/* Scrolls sideways on a phone, so it takes focus and keys can scroll it too. */}
            <div
              className="overflow-x-auto [contain:inline-size]"
              tabIndex={0}
              role="region"
              aria-label="Activity by day chart"
            >
              <FunnelChart funnel={shown} />
            </div>
          </>
        ) : (
          <p className="text-sm text-ink-700" aria-live="polite">
            Loading the funnel…
          </p>
        )}
      </Card>
    </div>
  );
}
