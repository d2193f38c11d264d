import { useCallback, useState } from 'react';
import {
  ADMIN_SETTABLE_STATUSES,
  CHAT_SESSION_STATUSES,
  untitledSessionLabel,
  type AdminSettableStatus,
  type ChatSessionStatus,
} from '@domain/chat-session.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import {
  listChatSessions,
  readChatSession,
  setChatSessionStatus,
  type ChatSessionListItem,
  type ChatSessionRecord,
} from '../admin-api.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import {
  businessTypeLabel,
  formatLagosTime,
  needLabel,
  SESSION_STATUS_BADGES,
  SESSION_STATUS_LABELS,
} from '../format.ts';
import { useAdminList } from '../use-admin-list.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useListView } from '../list-view.ts';
import { carriesWords, previewRows } from '../search-preview.ts';
import { SearchBox } from './admin-list.tsx';
import { DenseList, type ListColumn } from './dense-list.tsx';
import { CsvDownload } from './csv-download.tsx';
import { PanelToggle } from './panel-toggle.tsx';
import { RecordCard } from './record-card.tsx';
import { exportChatSessions } from '../csv-exports.ts';
import { Transcript } from './transcript.tsx';
import { StaffConversation } from './staff-conversation.tsx';
import { WhatsappBadge } from './whatsapp-badge.tsx';

const ACTION_LABELS: Record<AdminSettableStatus, string> = {
  follow_up: 'Mark follow up',
  closed: 'Mark closed',
};

/** Why the button of the session's own status is off, said on the card. */
const ALREADY: Record<AdminSettableStatus, string> = {
  follow_up: 'This chat is already marked for follow-up.',
  closed: 'This chat is already closed.',
};

const sessionTitle = (session: ChatSessionListItem) =>
  session.customer_name?.trim() || untitledSessionLabel(session.session_id);

/** A widget chat as a row (issue #26): who, their business, where the chat stands, what they asked, when. */
const SESSION_COLUMNS: readonly ListColumn<ChatSessionListItem>[] = [
  { key: 'name', label: 'Name', width: 'minmax(0,1.2fr)', cell: sessionTitle, sortValue: sessionTitle },
  {
    key: 'business',
    label: 'Business',
    width: 'minmax(0,1fr)',
    cell: (session) => businessWords(session.business_type),
    sortValue: (session) => businessWords(session.business_type),
  },
  {
    key: 'status',
    label: 'Status',
    width: '6.5rem',
    cell: (session) => SESSION_STATUS_LABELS[session.status],
    sortValue: (session) => SESSION_STATUS_LABELS[session.status],
  },
  {
    key: 'asked',
    label: 'First question',
    width: 'minmax(0,2fr)',
    cell: (session) => session.first_question ?? '—',
    sortValue: (session) => session.first_question ?? '',
  },
  {
    key: 'contact',
    label: 'Contact',
    width: 'minmax(0,1.2fr)',
    cell: (session) => session.customer_email ?? session.customer_phone ?? '—',
    sortValue: (session) => session.customer_email ?? session.customer_phone ?? '',
  },
  {
    key: 'last_activity',
    label: 'Last activity',
    width: '11.5rem',
    cell: (session) => formatLagosTime(session.last_activity_at),
    sortValue: (session) => session.last_activity_at,
  },
];

function businessWords(type: string | null | undefined): string {
  return type && type !== 'none' ? businessTypeLabel(type) : '—';
}

const failed = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

function SessionCard({
  session,
  onStatusChanged,
}: {
  session: ChatSessionListItem;
  onStatusChanged: (updated: ChatSessionRecord) => void;
}) {
  const [updating, setUpdating] = useState<AdminSettableStatus | null>(null);
  const [transcript, setTranscript] = useState<ChatSessionRecord['conversation_data'] | null>(null);
  const [open, setOpen] = useState(false);
  const [loadingTranscript, setLoadingTranscript] = useState(false);
  const title = sessionTitle(session);
  const transcriptId = `transcript-${session.id}`;
  const currentStatusId = `current-status-${session.id}`;
  // Issue #30: the live conversation below the transcript keeps it current.
  const showConversation = useCallback(
    (record: ChatSessionRecord) => setTranscript(record.conversation_data),
    [],
  );

  async function changeStatus(status: AdminSettableStatus) {
    setUpdating(status);
    try {
      onStatusChanged(await setChatSessionStatus(session.id, status));
      toast({ title: 'Success', description: ADMIN_MESSAGES.statusUpdated });
    } catch (error: unknown) {
      failed(refusalMessage(error, ADMIN_MESSAGES.statusUpdateFailed));
    } finally {
      setUpdating(null);
    }
  }

  async function toggleTranscript() {
    if (open) return setOpen(false);
    setOpen(true);
    setLoadingTranscript(true);
    try {
      setTranscript((await readChatSession(session.id)).conversation_data);
    } catch (error: unknown) {
      setOpen(false);
      failed(refusalMessage(error, 'Failed to load the transcript', { noAnswer: 'shared' }));
    } finally {
      setLoadingTranscript(false);
    }
  }

  return (
    <RecordCard
      data-session-id={session.session_id}
      title={title}
      facts={
        <>
          {session.first_question && (
            <p className="line-clamp-2 text-sm text-ink-700">“{session.first_question}”</p>
          )}
          {session.customer_email && (
            <p className="truncate text-sm text-ink-700">{session.customer_email}</p>
          )}
          {session.channel === 'whatsapp' && session.customer_phone && (
            <p className="truncate text-sm text-ink-700">{session.customer_phone}</p>
          )}
          <p className="text-xs text-ink-600">
            Last activity {formatLagosTime(session.last_activity_at)} · started{' '}
            {formatLagosTime(session.created_at)}
          </p>
        </>
      }
      badges={
        <>
          <Badge variant={SESSION_STATUS_BADGES[session.status]}>
            {SESSION_STATUS_LABELS[session.status]}
          </Badge>
          <WhatsappBadge channel={session.channel} />
        </>
      }
    >
      <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink-600">
        {session.business_type && session.business_type !== 'none' && (
          <div className="flex items-center gap-1.5">
            <dt>Business type</dt>
            <dd>
              <Badge variant="secondary">{session.business_type}</Badge>
            </dd>
          </div>
        )}
        {session.identified_needs.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5">
            <dt>Needs</dt>
            {session.identified_needs.map((need) => (
              <dd key={need}>
                <Badge variant="outline">{needLabel(need)}</Badge>
              </dd>
            ))}
          </div>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {ADMIN_SETTABLE_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="outline"
            data-no-scroll
            disabled={updating !== null || session.status === status}
            aria-describedby={session.status === status ? currentStatusId : undefined}
            onClick={() => void changeStatus(status)}
          >
            {updating === status ? 'Saving…' : ACTION_LABELS[status]}
          </Button>
        ))}
        <PanelToggle open={open} panelId={transcriptId} onToggle={() => void toggleTranscript()}>
          {open ? 'Hide transcript' : 'View transcript'}
        </PanelToggle>
      </div>
      {/* A disabled action says why, in words on the card (issue #26). */}
      {session.status === 'follow_up' || session.status === 'closed' ? (
        <p id={currentStatusId} className="mt-2 text-xs text-ink-600">
          {ALREADY[session.status]}
        </p>
      ) : null}
      <div id={transcriptId} hidden={!open} className="mt-3">
        {loadingTranscript ? (
          <p className="text-sm text-ink-600">Loading transcript…</p>
        ) : (
          transcript && <Transcript messages={transcript} />
        )}
        {open && <StaffConversation session={session} onChanged={showConversation} />}
      </div>
    </RecordCard>
  );
}

/** Chat Sessions: newest activity first, status filter, Today, status changes; live messages refresh it. */
export function ChatSessionsTab() {
  const { view, change } = useListView({ sort: 'last_activity', dir: 'desc' });
  const status = (CHAT_SESSION_STATUSES as readonly string[]).includes(view.stage)
    ? (view.stage as ChatSessionStatus)
    : '';
  const q = useDebouncedValue(view.q);
  const onError = useCallback(
    (error: unknown) => failed(refusalMessage(error, ADMIN_MESSAGES.chatSessionsFailed)),
    [],
  );
  const list = useAdminList('chat-sessions', listChatSessions, { q, status: status || undefined }, onError);
  const { updateItems } = list;
  // Until the server answers the search and status chosen, the loaded rows that fit them show.
  const answered = (list.current && q === view.q) || list.failed;
  const rows = answered
    ? list.items
    : previewRows(list.items, (item) => carriesWords(item, view.q) && (!status || item.status === status));

  const onStatusChanged = (updated: ChatSessionRecord) =>
    updateItems((item) =>
      item.id === updated.id
        ? { ...item, status: updated.status, last_activity_at: updated.last_activity_at }
        : item,
    );

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Card className="flex items-center gap-4 px-4 py-2">
          <div>
            <h2 className="font-semibold text-ink-900">Today</h2>
            <p className="text-xs text-ink-600">Sessions started today (Lagos time)</p>
          </div>
          <p className="text-3xl font-bold text-ink-900" data-testid="today-count">
            {list.head ? list.head.today : '–'}
          </p>
        </Card>
        <SearchBox
          id="chat-sessions-search"
          label="Search sessions"
          placeholder="Name, email, business type or need"
          value={view.q}
          onChange={(text) => change({ q: text, open: '' }, 'replace')}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="chat-sessions-status">Status</Label>
          <select
            id="chat-sessions-status"
            value={status}
            onChange={(event) => change({ stage: event.target.value, open: '' })}
            className="h-11 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900"
          >
            <option value="">All statuses</option>
            {CHAT_SESSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SESSION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <CsvDownload
          filename="chat-sessions.csv"
          build={() => exportChatSessions({ q, status: status || undefined })}
        />
      </div>
      <DenseList
        label="Chat sessions"
        list={list}
        rows={rows}
        columns={SESSION_COLUMNS}
        itemKey={(session) => session.id}
        rowName={sessionTitle}
        renderDetail={(session) => <SessionCard session={session} onStatusChanged={onStatusChanged} />}
        emptyText={q || status ? 'No chat sessions match.' : 'No chat sessions yet.'}
        view={view}
        change={change}
      />
    </div>
  );
}
