import { z } from 'zod';
import type { AdminSettableStatus, ChatSessionStatus } from '@domain/chat-session.ts';
import {
  chatSessionPageSchema,
  chatSessionRecordSchema,
  isAdminAnswerSchema,
  launchRequestPageSchema,
  onboardingPageSchema,
  type AdminLaunchRequest,
  type AdminOnboardingRecord,
  type AiFailures,
  type ChatSessionListItem,
  type ChatSessionPage,
  type ChatSessionRecord,
  type LaunchRequestRecord,
  type OnboardingRecord,
  type Page,
} from '@domain/contracts/admin.ts';
import {
  sensitiveDetailsSchema,
  type SensitiveDetails,
  type SensitiveField,
} from '@domain/contracts/launch-request-sensitive.ts';
import { funnelAnswerSchema, type FunnelAnswer, type FunnelPeriod } from '@domain/contracts/funnel.ts';
import { paymentLinkAnswerSchema, type PaymentLinkAnswer } from '@domain/contracts/payments.ts';
import { markLiveAnswerSchema, type MarkLiveAnswer } from '@domain/contracts/mark-live.ts';
import { staffAnswerSchema } from '@domain/contracts/staff.ts';
import { ApiError, apiCall, BAD_ANSWER_MESSAGE, type ApiCallOptions } from '../../lib/api-client.ts';
import { accessToken } from '../../shared/auth/index.ts';

export type {
  AdminLaunchRequest,
  AdminOnboardingRecord,
  AiFailures,
  SensitiveDetails,
  SensitiveField,
  ChatSessionListItem,
  ChatSessionPage,
  ChatSessionRecord,
  LaunchRequestRecord,
  OnboardingRecord,
  Page,
};

/** A refused or failed admin call: the app's one API error (status 0 when the network failed). */
export { ApiError as AdminApiError };

/** One admin call with the signed-in admin's token, its answer checked against the contract. */
export async function call<S extends z.ZodType>(
  path: `/api/${string}`,
  schema: S,
  options: ApiCallOptions = {},
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiCall(path, { ...options, token: accessToken }));
  if (!parsed.success) throw new ApiError(200, 'bad_answer', BAD_ANSWER_MESSAGE);
  return parsed.data;
}

export const jsonBody = (method: 'POST' | 'PATCH', body: unknown): ApiCallOptions => ({ method, body });

export interface ListQuery {
  readonly q?: string;
  readonly status?: string;
  readonly cursor?: string | null;
  readonly limit?: number;
}

function listPath(base: `/api/admin/${string}`, query: ListQuery): `/api/${string}` {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The spec's is_admin: no arguments, a boolean. */
export async function fetchIsAdmin(): Promise<boolean> {
  return (await call('/api/admin/is-admin', isAdminAnswerSchema)).isAdmin;
}

export const listChatSessions = (query: ListQuery): Promise<ChatSessionPage> =>
  call(listPath('/api/admin/chat-sessions', query), chatSessionPageSchema);

export const readChatSession = (id: string): Promise<ChatSessionRecord> =>
  call(`/api/admin/chat-sessions/${encodeURIComponent(id)}`, chatSessionRecordSchema);

export const setChatSessionStatus = (id: string, status: AdminSettableStatus): Promise<ChatSessionRecord> =>
  call(
    `/api/admin/chat-sessions/${encodeURIComponent(id)}`,
    chatSessionRecordSchema,
    jsonBody('PATCH', { status }),
  );

export const listLaunchRequests = (query: ListQuery): Promise<Page<AdminLaunchRequest>> =>
  call(listPath('/api/admin/launch-requests', query), launchRequestPageSchema);

/**
 * One sensitive value of one launch request (GET /api/admin/launch-requests/{id}/sensitive), asked
 * for when an admin presses its badge; each call is audited on the server, nothing is cached.
 */
export const revealSensitiveDetail = (id: string, field: SensitiveField): Promise<SensitiveDetails> =>
  call(
    `/api/admin/launch-requests/${encodeURIComponent(id)}/sensitive?fields=${field}`,
    sensitiveDetailsSchema,
    {
      cache: 'no-store',
    },
  );

export const listOnboarding = (query: ListQuery): Promise<Page<AdminOnboardingRecord>> =>
  call(listPath('/api/admin/onboarding', query), onboardingPageSchema);

/** E-mails the checkout link of an onboarding record (to its own e-mail) with the offer agreed on the call. */
export const sendPaymentLink = (
  resumeToken: string,
  offer: { plan: string; setupFee: number },
): Promise<PaymentLinkAnswer> =>
  call(
    '/api/admin/payment-links',
    paymentLinkAnswerSchema,
    jsonBody('POST', { resume_token: resumeToken, plan: offer.plan, setup_fee: offer.setupFee }),
  );

/**
 * POST /api/admin/onboarding/{token}/live: marks the business live; its referral, if any, is
 * completed and earns the commission once.
 */
export const markBusinessLive = (resumeToken: string): Promise<MarkLiveAnswer> =>
  call(`/api/admin/onboarding/${encodeURIComponent(resumeToken)}/live`, markLiveAnswerSchema, {
    method: 'POST',
  });

export type { ChatSessionStatus };

/** GET /api/admin/funnel?days=: the launch funnel of the last 7, 30 or 90 Lagos days (issue #19). */
export const readFunnel = (days: FunnelPeriod): Promise<FunnelAnswer> =>
  call(`/api/admin/funnel?days=${days}`, funnelAnswerSchema, { cache: 'no-store' });

/** GET /api/admin/staff: the staff e-mails a prospect's owner is chosen from. */
export const listStaff = async (): Promise<readonly string[]> =>
  (await call('/api/admin/staff', staffAnswerSchema)).staff;
