/**
 * The production bindings of the prospect ports: key reads of each record of one resume token's
 * journey, over DynamoDB. Unit tests build their own ports instead.
 */
import { randomUUID } from 'node:crypto';
import { getChatSession } from '../../adapters/db/chat-sessions.ts';
import { toLaunchRequestSummary } from '../../adapters/db/entities/launch-request.ts';
import { lagosDate } from '../../adapters/db/lagos-date.ts';
import { getLaunchRequest } from '../../adapters/db/launch-requests.ts';
import { getOnboarding } from '../../adapters/db/onboardings.ts';
import { listPaymentsForLaunch } from '../../adapters/db/payments.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import {
  addProspectNote,
  getProspectCare,
  listFollowUpsDueBy,
  listProspectNotes,
  saveProspectCare,
} from '../../adapters/db/prospects.ts';
import { findActivityByResumeToken, getApplicantById } from '../../adapters/db/referrals.ts';
import { listAiFailureReports } from '../../adapters/db/ai-failure-reports.ts';
import type { ProspectPorts, ProspectStore } from './prospect-ports.ts';

export const dynamoProspectStore: ProspectStore = {
  getOnboarding,
  // Only the presence flags leave the adapter: the encrypted values never reach the service.
  getLaunchRequest: async (resumeToken) => {
    const request = await getLaunchRequest(resumeToken);
    return request ? toLaunchRequestSummary(request) : undefined;
  },
  listAiFailureReports,
  getChatSession,
  listPayments: listPaymentsForLaunch,
  getSetupCall: async (resumeToken) => (await getSetupCall(resumeToken)) ?? undefined,
  findReferral: findActivityByResumeToken,
  referralPartnerName: async (referrerId) => (await getApplicantById(referrerId))?.full_name,
  getCare: getProspectCare,
  listNotes: listProspectNotes,
  saveCare: (resumeToken, change) => saveProspectCare(resumeToken, change),
  addNote: async (resumeToken, note) => {
    await addProspectNote({ resume_token: resumeToken, ...note });
  },
  listFollowUpsDueBy,
};

export const prospectPorts: ProspectPorts = {
  store: dynamoProspectStore,
  lagosToday: () => lagosDate(new Date()),
  now: () => new Date().toISOString(),
  newId: () => randomUUID(),
};
