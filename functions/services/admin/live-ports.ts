/**
 * The production bindings of the admin ports: the data layer over DynamoDB. The composition root
 * the admin Lambdas use; unit tests build their own ports instead.
 */
import {
  countChatSessionsCreatedOn,
  getChatSession,
  listChatSessions,
  updateChatSessionStatus,
} from '../../adapters/db/chat-sessions.ts';
import { lagosDate } from '../../adapters/db/lagos-date.ts';
import { listLaunchRequests } from '../../adapters/db/launch-requests.ts';
import { listOnboarding } from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { listAiFailureReports } from '../../adapters/db/ai-failure-reports.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import type { AdminPorts, AdminStore } from './ports.ts';

export const dynamoAdminStore: AdminStore = {
  listChatSessions,
  getChatSession,
  updateChatSessionStatus,
  countChatSessionsCreatedOn,
  listLaunchRequests,
  listOnboarding,
  listAiFailureReports,
  isLaunchPaid: async (resumeToken) => (await findPaidPaymentForLaunch(resumeToken)) !== undefined,
  getSetupCall,
};

export const adminPorts: AdminPorts = {
  store: dynamoAdminStore,
  lagosToday: () => lagosDate(new Date()),
};
