import { useCallback, useState } from 'react';
import {
  ADMIN_SETTABLE_STATUSES,
  CHAT_SESSION_STATUSES,
  untitledSessionLabel,
  type AdminSettableStatus,
  type ChatSessionStatus,
} from '../../../../../functions/domain/chat-session.ts';
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
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { formatLagosTime, needLabel, SESSION_STATUS_BADGES, SESSION_STATUS_LABELS } from '../format.ts';
import { useAdminList } from '../use-admin-list.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminList, SearchBox } from './admin-list.tsx';
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
  const title = session.customer_name?.trim() || untitledSessionLabel(session.session_id);
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
    } catch {
      failed(ADMIN_MESSAGES.statusUpdateFailed);
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
    } catch {
      setOpen(false);
      failed('Failed to load the transcript');
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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ChatSessionStatus | ''>('');
  const q = useDebouncedValue(search);
  const onError = useCallback(() => failed(ADMIN_MESSAGES.chatSessionsFailed), []);
  const list = useAdminList('chat-sessions', listChatSessions, { q, status: status || undefined }, onError);
  const { updateItems } = list;

  const onStatusChanged = (updated: ChatSessionRecord) =>
    updateItems((item) =>
      item.id === updated.id
        ? { ...item, status: updated.status, last_activity_at: updated.last_activity_at }
        : item,
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Card className="flex items-center gap-4 px-4 py-3">
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
          value={search}
          onChange={setSearch}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="chat-sessions-status">Status</Label>
          <select
            id="chat-sessions-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ChatSessionStatus | '')}
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
      <AdminList
        label="Chat sessions"
        list={list}
        itemKey={(session) => session.id}
        renderItem={(session) => <SessionCard session={session} onStatusChanged={onStatusChanged} />}
        emptyText={q || status ? 'No chat sessions match.' : 'No chat sessions yet.'}
      />
    </div>
  );
}
