import { LIVE_RECORD_KINDS, type LiveRecordKind } from '../../domain/contracts/admin.ts';

/**
 * What the admin dashboard's socket receives. Deliberately tiny and free of personal data: it says
 * only which record changed, and the dashboard refetches through the admin API (which checks the
 * admin group again) to see what changed.
 */
export interface ChatSessionChangedMessage {
  readonly type: 'chat_session_changed';
  /** The session's id (= session_id). */
  readonly id: string;
  readonly eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
}

/** The staff-visible records besides chat sessions (those keep `chat_session_changed`). */
export const RECORD_KINDS = LIVE_RECORD_KINDS;
export type RecordKind = LiveRecordKind;

/**
 * A record of one prospect's journey changed. `token` is the journey's resume token (a random
 * UUID, no personal data): the dashboard invalidates the list of `kind` and the timeline of `token`.
 */
export interface RecordChangedMessage {
  readonly type: 'record_changed';
  readonly kind: RecordKind;
  readonly token: string;
  readonly eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
}

export type LiveRefreshMessage = ChatSessionChangedMessage | RecordChangedMessage;
