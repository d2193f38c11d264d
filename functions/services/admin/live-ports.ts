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
import { InvalidCursorError } from '../../adapters/db/errors.ts';
import { lagosDate } from '../../adapters/db/lagos-date.ts';
import { listLaunchRequests } from '../../adapters/db/launch-requests.ts';
import { listOnboarding } from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { listAiFailureReports } from '../../adapters/db/ai-failure-reports.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import { InvalidListCursorError } from './errors.ts';
import type { AdminPorts, AdminStore } from './ports.ts';

/** The data layer's cursor refusal, in the service's words. */
async function checkedCursor<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    if (error instanceof InvalidCursorError) throw new InvalidListCursorError();
    throw error;
  }
}

export const dynamoAdminStore: AdminStore = {
  listChatSessions: (request) => checkedCursor(() => listChatSessions(request)),
  getChatSession,
  updateChatSessionStatus,
  countChatSessionsCreatedOn,
  listLaunchRequests: (request) => checkedCursor(() => listLaunchRequests(request)),
  listOnboarding: (request) => checkedCursor(() => listOnboarding(request)),
  listAiFailureReports,
  isLaunchPaid: async (resumeToken) => (await findPaidPaymentForLaunch(resumeToken)) !== undefined,
  getSetupCall,
};

export const adminPorts: AdminPorts = {
  store: dynamoAdminStore,
  lagosToday: () => lagosDate(new Date()),
};
