export { ADMIN_GROUP, isAdminGroups } from './authority.ts';
export { listChatSessions, readChatSession, setChatSessionStatus } from './chat-sessions.ts';
export type { ChatSessionListAnswer, ChatSessionListItem } from './chat-sessions.ts';
export { ChatSessionNotFoundError, InvalidListCursorError } from './errors.ts';
export { listLaunchRequests } from './launch-requests.ts';
export { listOnboarding } from './onboarding.ts';
export type { AdminPorts, AdminStore, ListRequest, StorePage } from './ports.ts';
export { revealLaunchRequestSensitive, UnknownLaunchRequestError } from './launch-request-sensitive.ts';
export type {
  RevealingAdmin,
  SealedLaunchRequest,
  SensitiveRevealAudit,
  SensitiveRevealPorts,
  SensitiveRevealRequest,
} from './launch-request-sensitive.ts';
