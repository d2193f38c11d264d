import { useCallback, useState } from 'react';
import { resumeTokenPreview } from '../../../../../functions/domain/chat-session.ts';
import { onboardingStageBadge } from '../../../../../functions/domain/launch-steps.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { AdminApiError, listOnboarding, type AdminOnboardingRecord } from '../admin-api.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { formatLagosTime } from '../format.ts';
import { useAdminList } from '../use-admin-list.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminList, SearchBox } from './admin-list.tsx';
import { CsvDownload } from './csv-download.tsx';
import { exportOnboarding } from '../csv-exports.ts';
import { AiFailureBadge, AiFailureReports } from './ai-failure-reports.tsx';
import { OnboardingActions } from './onboarding-actions.tsx';
import { SetupCallSummary } from './setup-call-summary.tsx';
import { TimelineToggle } from './timeline-toggle.tsx';

function OnboardingCard({ record }: { record: AdminOnboardingRecord }) {
  const stage = onboardingStageBadge(record.stage_completed);
  const title = record.business_name?.trim() || record.name?.trim() || 'Unnamed business';
  const founder = [record.name, record.email].filter(Boolean).join(' · ');
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-900">{title}</h3>
          {founder && <p className="text-sm text-ink-700">{founder}</p>}
          <p className="font-mono text-xs text-ink-600">Token {resumeTokenPreview(record.resume_token)}</p>
          <p className="text-xs text-ink-600">
            Created {formatLagosTime(record.created_at)} · updated {formatLagosTime(record.updated_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={stage.variant}>{stage.label}</Badge>
          {record.business_type && <Badge variant="secondary">{record.business_type}</Badge>}
          <AiFailureBadge aiFailures={record.ai_failures} />
        </div>
      </div>
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
              <dd>{record.last_step}</dd>
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
    </Card>
  );
}

export function OnboardingTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const onError = useCallback((error: unknown) => {
    const permission = error instanceof AdminApiError && error.isPermission;
    toast({
      title: 'Error',
      description: permission ? ADMIN_MESSAGES.onboardingPermission : ADMIN_MESSAGES.onboardingFailed,
      variant: 'destructive',
    });
  }, []);
  const list = useAdminList('onboarding', listOnboarding, { q }, onError);

  return (
    <div className="grid gap-4">
      {/* The cards are h3s; without this the outline would jump from the page's h1. */}
      <h2 className="sr-only">Onboarding records</h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="onboarding-search"
          label="Search onboarding"
          placeholder="Name, email, business name, business type or token"
          value={search}
          onChange={setSearch}
        />
        <CsvDownload filename="onboarding.csv" build={() => exportOnboarding({ q })} />
      </div>
      <AdminList
        label="Onboarding records"
        items={list.items}
        itemKey={(record) => record.id}
        renderItem={(record) => <OnboardingCard record={record} />}
        loading={list.loading}
        loaded={list.loaded}
        hasMore={list.nextCursor !== null}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
        emptyText={q ? 'No onboarding records match.' : 'No onboarding records yet.'}
      />
    </div>
  );
}
