import { launchStepLabel } from '@domain/launch-chat-steps.ts';
import { resumeTokenPreview } from '@domain/chat-session.ts';
import { onboardingStageBadge } from '@domain/launch-chat-steps.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { listOnboarding, type AdminOnboardingRecord } from '../admin-api.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { formatLagosTime } from '../format.ts';
import { ONBOARDING_STAGES, onboardingStage } from '../row-stages.ts';
import { exportOnboarding } from '../csv-exports.ts';
import { AiFailureBadge, AiFailureReports } from './ai-failure-reports.tsx';
import { EmailBouncedBadge } from './email-bounced-badge.tsx';
import { OnboardingActions } from './onboarding-actions.tsx';
import { RecordCard } from './record-card.tsx';
import { RecordsTab } from './records-tab.tsx';
import { SetupCallSummary } from './setup-call-summary.tsx';
import { TimelineToggle } from './timeline-toggle.tsx';

function OnboardingCard({ record }: { record: AdminOnboardingRecord }) {
  const stage = onboardingStageBadge(record.stage_completed);
  const title = record.business_name?.trim() || record.name?.trim() || 'Unnamed business';
  const founder = [record.name, record.email].filter(Boolean).join(' · ');
  return (
    <RecordCard
      title={title}
      facts={
        <>
          {founder && (
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-700">
              <span>{founder}</span>
              <EmailBouncedBadge bounced={record.email_bounced} />
            </p>
          )}
          <p className="font-mono text-xs text-ink-600">Token {resumeTokenPreview(record.resume_token)}</p>
          <p className="text-xs text-ink-600">
            Created {formatLagosTime(record.created_at)} · updated {formatLagosTime(record.updated_at)}
          </p>
        </>
      }
      badges={
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={stage.variant}>{stage.label}</Badge>
          {record.business_type && <Badge variant="secondary">{record.business_type}</Badge>}
          <AiFailureBadge aiFailures={record.ai_failures} />
        </div>
      }
    >
      {(record.idea || record.last_step || record.needs_help_with.length > 0) && (
        <dl className="mt-3 grid gap-1 text-sm text-ink-700">
          {record.idea && (
            <div className="flex gap-1">
              <dt className="font-medium">Idea:</dt>
              <dd className="min-w-0 break-words">{record.idea}</dd>
            </div>
          )}
          {record.last_step && (
            <div className="flex gap-1">
              <dt className="font-medium">Last step:</dt>
              <dd>{launchStepLabel(record.last_step)}</dd>
            </div>
          )}
          {record.needs_help_with.length > 0 && (
            <div className="flex flex-wrap gap-1">
              <dt className="font-medium">Needs help with:</dt>
              <dd>{record.needs_help_with.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
      <SetupCallSummary setupCall={record.setup_call} />
      <AiFailureReports aiFailures={record.ai_failures} />
      <div className="mt-3">
        <OnboardingActions record={record} />
      </div>
      <div className="mt-2">
        <TimelineToggle resumeToken={record.resume_token} />
      </div>
    </RecordCard>
  );
}

export function OnboardingTab() {
  return (
    <RecordsTab
      name="onboarding"
      label="Onboarding records"
      fetchPage={listOnboarding}
      fault={ADMIN_MESSAGES.onboardingFailed}
      search={{
        label: 'Search onboarding',
        placeholder: 'Name, email, business name, business type or token',
      }}
      buildCsv={exportOnboarding}
      stages={ONBOARDING_STAGES}
      row={{
        name: (record) => record.name?.trim() || record.email || 'No name yet',
        stage: onboardingStage,
      }}
      renderItem={(record) => <OnboardingCard record={record} />}
    />
  );
}
