import { useState } from 'react';
import type { FunnelJourneys } from '@domain/contracts/funnel.ts';
import { formatNaira } from '@domain/money.ts';
import { conversionText } from './funnel-text.ts';

type JourneyStage = FunnelJourneys['stages'][number];

/**
 * The launch journeys that started in the period (issue #26): each stage a subset of the one
 * above, so a step is never over 100%; the overall conversion and the naira those founders paid;
 * and each stage a button that lists its prospects, each opening the prospect's timeline.
 */
export function FunnelJourneysView({
  journeys,
  chatted,
  onOpenProspect,
}: {
  journeys: FunnelJourneys;
  chatted: number | undefined;
  onOpenProspect?: ((resumeToken: string) => void) | undefined;
}) {
  const [openStage, setOpenStage] = useState<string | null>(null);
  const largest = Math.max(1, ...journeys.stages.map((stage) => stage.count));
  const shown = journeys.stages.find((stage) => stage.stage === openStage);
  return (
    <div className="grid gap-4" data-testid="funnel-journeys">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Overall conversion (launch chat started → paid)" testId="funnel-overall">
          {conversionText(journeys.overall_conversion)}
        </Figure>
        <Figure label="Paid by these founders" testId="funnel-paid-naira">
          {formatNaira(journeys.paid_naira)}
        </Figure>
        {chatted !== undefined && (
          <Figure label="Visitors who chatted with Q (not a step of this funnel)" testId="funnel-chatted">
            {chatted}
          </Figure>
        )}
      </dl>
      <ol aria-label="Launch journeys by stage" className="grid gap-1.5">
        {journeys.stages.map((stage) => (
          <li key={stage.stage} data-stage={stage.stage}>
            <button
              type="button"
              data-no-scroll
              aria-expanded={openStage === stage.stage}
              aria-controls="funnel-stage-prospects"
              onClick={() => setOpenStage((was) => (was === stage.stage ? null : stage.stage))}
              // On a phone the count sits beside the label and the bar takes the row below, so every
              // bar is scaled against the same track (a bar beside a long count was drawn shorter).
              className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-ink-50 focus-visible:outline-2 sm:grid-cols-[14rem_minmax(0,1fr)_7.5rem]"
            >
              <span className="font-medium text-ink-900">{stage.label}</span>
              <span
                className="text-right font-semibold whitespace-nowrap text-ink-900 sm:order-last sm:text-left"
                data-testid={`journey-count-${stage.stage}`}
              >
                {stage.count}
                {stage.conversion === null ? '' : ` · ${conversionText(stage.conversion)}`}
              </span>
              <span aria-hidden="true" className="col-span-2 block min-w-0 sm:col-span-1">
                <span
                  className="block h-5 rounded bg-brand-600"
                  style={{ width: `${Math.round((stage.count / largest) * 100)}%`, minWidth: '2px' }}
                />
              </span>
            </button>
          </li>
        ))}
      </ol>
      <div id="funnel-stage-prospects" hidden={!shown}>
        {shown && <StageProspects stage={shown} onOpenProspect={onOpenProspect} />}
      </div>
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-ink-200 px-3 py-2">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="text-2xl font-bold text-ink-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function StageProspects({
  stage,
  onOpenProspect,
}: {
  stage: JourneyStage;
  onOpenProspect?: ((resumeToken: string) => void) | undefined;
}) {
  return (
    <section
      aria-label={`Prospects: ${stage.label}`}
      className="grid gap-2 rounded-xl border border-ink-200 p-3"
    >
      <h3 className="font-semibold text-ink-900">
        {stage.label}: {stage.count} {stage.count === 1 ? 'prospect' : 'prospects'}
      </h3>
      {stage.prospects.length === 0 ? (
        <p className="text-sm text-ink-600">No prospect reached this stage in the period.</p>
      ) : (
        <ul className="grid max-h-80 gap-1 overflow-y-auto text-sm">
          {stage.prospects.map((prospect) => {
            const name = prospect.name ?? 'No name yet';
            const business = prospect.business_name ?? 'no business name yet';
            return (
              <li key={prospect.resume_token}>
                <button
                  type="button"
                  data-no-scroll
                  disabled={!onOpenProspect}
                  onClick={() => onOpenProspect?.(prospect.resume_token)}
                  className="w-full rounded px-2 py-1 text-left text-brand-800 underline-offset-2 hover:bg-ink-50 hover:underline disabled:text-ink-700 disabled:no-underline"
                >
                  {name} · {business}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
