import { Badge } from '../../../components/ui/badge.tsx';
import type { AiFailures } from '../admin-api.ts';
import { formatLagosTime } from '../format.ts';

const times = (count: number) => (count === 1 ? '1 time' : `${count} times`);

/** The badge on an onboarding card whose launch chat fell back to its fixed sector text. */
export function AiFailureBadge({ aiFailures }: { aiFailures: AiFailures }) {
  if (aiFailures.count === 0) return null;
  return <Badge variant="destructive">Q fell back to fixed text: {times(aiFailures.count)}</Badge>;
}

/**
 * The reports behind the badge, closed until staff open them. Every value is rendered as text
 * (the error summary comes from a visitor's browser), never as HTML.
 */
export function AiFailureReports({ aiFailures }: { aiFailures: AiFailures }) {
  if (aiFailures.count === 0) return null;
  const partial = aiFailures.count > aiFailures.reports.length;
  return (
    <details className="mt-3 rounded-md border border-ink-200 p-3 text-sm text-ink-700">
      <summary className="cursor-pointer font-medium text-ink-900">
        AI failure reports ({aiFailures.count})
      </summary>
      {partial && (
        <p className="mt-2 text-xs text-ink-600">
          Showing the newest {aiFailures.reports.length} of {aiFailures.count}.
        </p>
      )}
      <ol className="mt-2 grid gap-2">
        {aiFailures.reports.map((report, index) => (
          <li key={`${report.created_at}-${index}`} className="grid gap-0.5 border-t border-ink-100 pt-2">
            <p className="text-xs text-ink-600">
              <time dateTime={report.created_at}>{formatLagosTime(report.created_at)}</time>
              {' · '}Step: {report.last_step}
              {report.sector && <> · Sector: {report.sector}</>}
              {' · '}
              {report.attempts === 1 ? '1 attempt' : `${report.attempts} attempts`}
            </p>
            <p className="font-mono text-xs break-words whitespace-pre-wrap text-ink-900">
              {report.error_summary}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}
