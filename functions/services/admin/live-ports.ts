/**
 * The production bindings of the admin ports: the lists, the prospect timeline and the
 * sensitive-details reveal, over DynamoDB; the reveal also over the field key (KMS on AWS, the local
 * AES key otherwise) and the upload bucket. The one composition root of the admin Lambdas; each
 * calls only its own function here, so only the reveal Lambda carries the decrypting code and the
 * privileges that go with it (lib/handler-needs.ts). Unit tests build their own ports instead.
 */
import { bouncedAmong } from '../../adapters/db/mail-events.ts';
import { groupMemberEmails } from '../../adapters/cognito-pool.ts';
import { requiredEnv } from '../../adapters/env.ts';
import { randomUUID } from 'node:crypto';
import {
  countChatSessionsCreatedOn,
  getChatSession,
  listChatSessions,
  updateChatSessionStatus,
} from '../../adapters/db/chat-sessions.ts';
import { lagosDate } from '../../domain/lagos-date.ts';
import {
  getLaunchRequest,
  getLaunchRequestsOf,
  listLaunchRequests,
} from '../../adapters/db/launch-requests.ts';
import {
  getOnboarding,
  getOnboardingsOf,
  launchOfEmail,
  listOnboarding,
} from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch, listPaymentsForLaunch } from '../../adapters/db/payments.ts';
import { isLaunchPaid } from '../launch/paid.ts';
import { listAiFailureReports } from '../../adapters/db/ai-failure-reports.ts';
import { adminLaunchRequestView } from '../../domain/launch-request-views.ts';
import {
  addProspectNote,
  getProspectCare,
  getProspectCaresOf,
  listFollowUpsDueBy,
  listProspectNotes,
  saveProspectCare,
} from '../../adapters/db/prospects.ts';
import { findActivityByResumeToken, getApplicantById } from '../../adapters/db/referrals.ts';
import { listPayouts } from '../../adapters/db/payouts.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import { decryptField } from '../../adapters/field-crypto.ts';
import { logger } from '../../adapters/log.ts';
import { presignDownload } from '../../adapters/uploads.ts';
import type { SensitiveRevealPorts } from './launch-request-sensitive.ts';
import { ADMIN_GROUP } from './authority.ts';
import type { StaffPorts } from './staff.ts';
import type { AdminPorts, AdminStore } from './ports.ts';
import type { ProspectPorts, ProspectStore } from './prospect-ports.ts';
import { Q_CHATS_BY_EMAIL } from './prospect-timeline.ts';

const dynamoAdminStore: AdminStore = {
  listChatSessions,
  getChatSession,
  updateChatSessionStatus,
  countChatSessionsCreatedOn,
  listLaunchRequests,
  listOnboarding,
  listAiFailureReports,
  isLaunchPaid: (resumeToken) => isLaunchPaid(findPaidPaymentForLaunch, resumeToken),
  getSetupCall,
  bouncedAmong,
  async personOfLaunch(resumeToken) {
    const onboarding = await getOnboarding(resumeToken);
    return onboarding && { name: onboarding.name, email: onboarding.email, phone: onboarding.phone };
  },
  async personOfEmail(email) {
    const onboarding = await launchOfEmail(email);
    return onboarding && { name: onboarding.name, email: onboarding.email, phone: onboarding.phone };
  },
  getCare: getProspectCare,
  listNotes: listProspectNotes,
};

const lagosToday = () => lagosDate(new Date());

let admin: AdminPorts | undefined;

/** The lists: chat sessions, launch requests and onboarding records. */
export function adminPorts(): AdminPorts {
  admin ??= { store: dynamoAdminStore, lagosToday };
  return admin;
}

/** Key reads of each record of one resume token's journey, and what staff keep about it. */
const dynamoProspectStore: ProspectStore = {
  getOnboarding,
  // Only the presence flags leave the adapter: the encrypted values never reach the service.
  getLaunchRequest: async (resumeToken) => {
    const request = await getLaunchRequest(resumeToken);
    return request ? adminLaunchRequestView(request) : undefined;
  },
  listAiFailureReports,
  getChatSession,
  async chatSessionsOfEmail(email) {
    const wanted = email.trim().toLowerCase();
    const { items } = await listChatSessions({ q: wanted, limit: Q_CHATS_BY_EMAIL });
    return items.filter((chat) => chat.customer_email?.trim().toLowerCase() === wanted);
  },
  listPayments: listPaymentsForLaunch,
  getSetupCall: async (resumeToken) => (await getSetupCall(resumeToken)) ?? undefined,
  findReferral: findActivityByResumeToken,
  referralPartnerName: async (referrerId) => (await getApplicantById(referrerId))?.full_name,
  referralPartnerEmail: async (referrerId) => (await getApplicantById(referrerId))?.email,
  bouncedAmong,
  listPayouts,
  getCare: getProspectCare,
  getCaresOf: getProspectCaresOf,
  getOnboardingsOf,
  getLaunchRequestsOf: async (resumeTokens) => {
    const requests = await getLaunchRequestsOf(resumeTokens, { consistent: true });
    return new Map([...requests].map(([token, request]) => [token, adminLaunchRequestView(request)]));
  },
  listNotes: listProspectNotes,
  saveCare: (resumeToken, change) => saveProspectCare(resumeToken, change),
  addNote: async (resumeToken, note) => {
    await addProspectNote({ resume_token: resumeToken, ...note });
  },
  listFollowUpsDueBy,
};

/** How long this Lambda trusts the staff list it read for an owner it finds there. */
const STAFF_LIST_KEPT_MS = 60_000;
let staffList: { readonly read: number; readonly emails: Promise<readonly string[]> } | undefined;

/** The staff accounts, read once a minute at most unless asked `fresh` (an owner check per save would ask Cognito each time). */
function recentStaffEmails(fresh = false): Promise<readonly string[]> {
  if (fresh || !staffList || Date.now() - staffList.read > STAFF_LIST_KEPT_MS) {
    const emails = staffPorts().adminEmails();
    const read = { read: Date.now(), emails };
    staffList = read;
    // A failed read is not kept: the next check asks again.
    emails.catch(() => {
      if (staffList === read) staffList = undefined;
    });
  }
  return staffList.emails;
}

let prospect: ProspectPorts | undefined;

/** The prospect timeline, its notes and follow-ups. */
export function prospectPorts(): ProspectPorts {
  prospect ??= {
    store: dynamoProspectStore,
    staffEmails: recentStaffEmails,
    lagosToday,
    now: () => new Date().toISOString(),
    newId: () => randomUUID(),
  };
  return prospect;
}

let reveal: SensitiveRevealPorts | undefined;

/** The sensitive-details reveal: one launch request's BVN, bank details or ID document link, audited. */
export function sensitiveRevealPorts(): SensitiveRevealPorts {
  const audit = logger('admin-audit');
  reveal ??= {
    getLaunchRequest,
    decrypt: decryptField,
    presignDownload,
    // A structured line for the audit trail (CloudWatch Logs on AWS); it names fields, never values.
    audit: ({ event, ...fields }) => audit.info(String(event), { event, ...fields }),
    now: () => new Date(),
  };
  return reveal;
}

let staff: StaffPorts | undefined;

/** The staff accounts: the user pool's `admins` group (USER_POOL_ID), the owner select's choices. */
export function staffPorts(): StaffPorts {
  staff ??= { adminEmails: () => groupMemberEmails(requiredEnv('USER_POOL_ID'), ADMIN_GROUP) };
  return staff;
}
