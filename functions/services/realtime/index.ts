export {
  admitAdminConnection,
  CONNECTION_TTL_SECONDS,
  forgetConnection,
  issueLiveTicket,
  LIVE_TICKET_TTL_SECONDS,
} from './connect.ts';
export type { ConnectPorts, StoredTicket, TicketPorts } from './connect.ts';
export { fanOutChanges } from './fan-out.ts';
export { RECORD_KINDS } from './messages.ts';
export type {
  ChatSessionChangedMessage,
  LiveRefreshMessage,
  RecordChangedMessage,
  RecordKind,
} from './messages.ts';
export type { ConnectionPusher, ConnectionStore, FanOutLog, FanOutPorts, PostOutcome } from './ports.ts';
export { chatSessionChange, liveRefreshMessage, recordChange } from './stream-changes.ts';
