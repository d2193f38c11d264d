export { ADMIN_GROUP, isAdminGroups } from './authority.ts';
export {
  chatSessionNotFound,
  listChatSessions,
  readChatSession,
  setChatSessionStatus,
} from './chat-sessions.ts';
export type { ChatSessionListAnswer, ChatSessionListItem } from './chat-sessions.ts';
export { listLaunchRequests } from './launch-requests.ts';
export { listOnboarding, summarizeAiFailures } from './onboarding.ts';
export type { AdminPorts, AdminStore, ListRequest, StorePage, StoredAiFailureReport } from './ports.ts';
export { revealLaunchRequestSensitive } from './launch-request-sensitive.ts';
export type {
  RevealingAdmin,
  SealedLaunchRequest,
  SensitiveRevealAudit,
  SensitiveRevealPorts,
  SensitiveRevealRequest,
} from './launch-request-sensitive.ts';
export { listStaff } from './staff.ts';
export type { StaffPorts } from './staff.ts';
