/**
 * What the admin dashboard's socket receives. Deliberately tiny and free of personal data: it says
 * only which session changed, and the dashboard refetches through the admin API (which checks the
 * admin group again) to see what changed.
 */
export interface ChatSessionChangedMessage {
  readonly type: 'chat_session_changed';
  /** The session's id (= session_id). */
  readonly id: string;
  readonly eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
}

export type LiveRefreshMessage = ChatSessionChangedMessage;
