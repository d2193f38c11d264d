import { AppError } from '../../domain/app-error.ts';
import { summarizeAiFailureError } from '../../domain/ai-failure-summary.ts';
import type {
  Prospect,
  ProspectTimeline,
  TimelineEvent,
  TimelineEventKind,
} from '../../domain/contracts/prospect.ts';
import { offerOf, platformName } from '../../domain/platforms.ts';
import { whatsappIdOfPhone } from '../../domain/whatsapp/phone.ts';
import { whatsappSessionId } from '../../domain/whatsapp/words.ts';
import type {
  ProspectAiFailure,
  ProspectCareState,
  ProspectChatSession,
  ProspectLaunchRequest,
  ProspectOnboarding,
  ProspectPayment,
  ProspectSetupCall,
  ProspectPorts,
  ProspectPayout,
  ProspectReferral,
  StoredProspectNote,
} from './prospect-ports.ts';

/** No onboarding record and no launch request has this resume token. */
export const unknownProspect = () =>
  AppError.notFound('No prospect has this resume token: no launch chat or launch request was saved with it.');

/** Everything one resume token's journey has stored, as the store returned it. */
export interface ProspectRecords {
  readonly resumeToken: string;
  readonly onboarding: ProspectOnboarding | undefined;
  readonly launchRequest: ProspectLaunchRequest | undefined;
  readonly aiFailures: readonly ProspectAiFailure[];
  readonly chatSession: ProspectChatSession | undefined;
  /** The person's chats with Q, in the widget (issue #26) or on WhatsApp (issue #30); none when absent. */
  readonly qChats?: readonly ProspectChatSession[];
  readonly payments: readonly ProspectPayment[];
  readonly setupCall: ProspectSetupCall | undefined;
  readonly referral: ProspectReferral | undefined;
  readonly referralPartner: string | null;
  /** SES reported a bounce or complaint for the founder's / the referral partner's e-mail. */
  readonly emailBounced: boolean;
  readonly referralPartnerEmailBounced: boolean;
  readonly care: ProspectCareState | undefined;
  readonly notes: readonly StoredProspectNote[];
  /** The payouts of this launch's commission (issue #29); absent: none. */
  readonly payouts?: readonly ProspectPayout[];
}

/** Journey order, for events stamped with the same instant: the later step shows above. */
const JOURNEY_ORDER: readonly TimelineEventKind[] = [
  'q_chat',
  'launch_chat_started',
  'chat_session',
  'ai_failure',
  'last_step_reached',
  'setup_call_booked',
  'setup_call_canceled',
  'referral',
  'payment_link_sent',
  'payment',
  'launch_request_started',
  'launch_request_saved',
  'marked_live',
  'payout',
  'note',
];

export const FIRST_QUESTION_CHARS = 120;

function firstQuestion(session: ProspectChatSession): string | null {
  const said = session.conversation_data.find((line) => line.role === 'user')?.content;
  if (!said) return null;
  const flat = said.replace(/\s+/g, ' ').trim();
  return flat.length > FIRST_QUESTION_CHARS ? `${flat.slice(0, FIRST_QUESTION_CHARS - 1)}…` : flat;
}

/** The founder's own lines of the launch chat, oldest first: at most this many, each this long. */
export const FOUNDER_ANSWERS_SHOWN = 12;
export const FOUNDER_ANSWER_CHARS = 240;

function founderAnswers(session: ProspectChatSession): string[] {
  return session.conversation_data
    .filter((line) => line.role === 'user')
    .map((line) => line.content.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, FOUNDER_ANSWERS_SHOWN)
    .map((line) =>
      line.length > FOUNDER_ANSWER_CHARS ? `${line.slice(0, FOUNDER_ANSWER_CHARS - 1)}…` : line,
    );
}

const naira = (kobo: number) => kobo / 100;
const providedIf = (present: boolean) => (present ? ('provided' as const) : ('not provided' as const));

function onboardingEvents(onboarding: ProspectOnboarding): TimelineEvent[] {
  const events: TimelineEvent[] = [
    {
      id: 'launch_chat_started',
      kind: 'launch_chat_started',
      at: onboarding.created_at,
      business_type: onboarding.business_type,
    },
  ];
  if (onboarding.last_step || onboarding.stage_completed)
    events.push({
      id: 'last_step_reached',
      kind: 'last_step_reached',
      // Records saved before last_step_at was kept have only their last save's time.
      at: onboarding.last_step_at ?? onboarding.updated_at,
      last_step: onboarding.last_step,
      stage_completed: onboarding.stage_completed,
    });
  if (onboarding.payment_link_sent_at) {
    const offer = offerOf(onboarding);
    events.push({
      id: 'payment_link_sent',
      kind: 'payment_link_sent',
      at: onboarding.payment_link_sent_at,
      plan: offer.platformId,
      plan_name: offer.platformName,
      amount_naira: offer.setupFee,
    });
  }
  return events;
}

/** Built field by field, so a new launch-request field cannot reach the timeline by default. */
function launchRequestEvents(request: ProspectLaunchRequest): TimelineEvent[] {
  return [
    { id: 'launch_request_started', kind: 'launch_request_started', at: request.created_at },
    {
      id: 'launch_request_saved',
      kind: 'launch_request_saved',
      at: request.updated_at,
      last_step: request.last_step,
      submitted: request.last_step === 'submitted',
      bvn: providedIf(request.has_bvn),
      id_document: providedIf(request.has_id_document),
      bank_details: providedIf(request.has_bank_details),
    },
  ];
}

function paymentEvent(payment: ProspectPayment): TimelineEvent {
  return {
    id: `payment:${payment.reference}`,
    kind: 'payment',
    at: payment.paid_at ?? payment.created_at,
    reference: payment.reference,
    status: payment.status,
    amount_naira: naira(payment.paid_amount_kobo ?? payment.amount_kobo),
    plan: payment.plan,
    plan_name: platformName(payment.plan),
    duplicate_of: payment.duplicate_of,
  };
}

function referralEvents(
  referral: ProspectReferral,
  partner: string | null,
  emailBounced: boolean,
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    {
      id: `referral:${referral.id}`,
      kind: 'referral',
      at: referral.created_at,
      partner_name: partner,
      commission_state: referral.status,
      commission_naira: referral.commission_earned,
      email_bounced: emailBounced,
    },
  ];
  return events;
}

/**
 * Going live: the onboarding record's live_at, with the referrer's commission when one was earned.
 * Launches marked live before live_at was kept left only their referral's completion.
 */
function markedLiveEvents(records: ProspectRecords): TimelineEvent[] {
  const { referral } = records;
  const completed = referral?.status === 'completed' ? referral : undefined;
  const at = records.onboarding?.live_at ?? completed?.completed_at;
  if (!at) return [];
  return [
    { id: 'marked_live', kind: 'marked_live', at, commission_naira: completed?.commission_earned ?? null },
  ];
}

function prospectOf(records: ProspectRecords): Prospect {
  const { onboarding, launchRequest } = records;
  return {
    resume_token: records.resumeToken,
    name: onboarding?.name ?? launchRequest?.name ?? null,
    email: onboarding?.email ?? launchRequest?.email ?? null,
    business_name: onboarding?.business_name ?? launchRequest?.business_name ?? null,
    referral_partner: records.referralPartner,
    email_bounced: records.emailBounced,
    referral_partner_email_bounced: records.referralPartnerEmailBounced,
    owner: records.care?.owner ?? null,
    follow_up_on: records.care?.follow_up_on ?? null,
  };
}

/** Newest first; events of one instant in reverse journey order. */
export function newestFirst(events: readonly TimelineEvent[]): TimelineEvent[] {
  const rank = (event: TimelineEvent) => JOURNEY_ORDER.indexOf(event.kind);
  return [...events].sort((a, b) => b.at.localeCompare(a.at) || rank(b) - rank(a));
}

/** The call as Calendly confirmed it: booked when the founder booked, canceled when they canceled. */
function setupCallEvents(call: ProspectSetupCall): TimelineEvent[] {
  const booked: TimelineEvent = {
    id: `setup_call_booked:${call.booked_at}`,
    kind: 'setup_call_booked',
    at: call.booked_at,
    start_time: call.start_time,
  };
  if (!call.canceled_at) return [booked];
  return [
    booked,
    {
      id: `setup_call_canceled:${call.canceled_at}`,
      kind: 'setup_call_canceled',
      at: call.canceled_at,
      start_time: call.start_time,
      reason: call.cancel_reason,
    },
  ];
}

/** The prospect and its timeline from its stored records; pure. */
export function assembleTimeline(records: ProspectRecords): ProspectTimeline {
  const events: TimelineEvent[] = [
    ...(records.onboarding ? onboardingEvents(records.onboarding) : []),
    ...records.aiFailures.map((report): TimelineEvent => ({
      id: `ai_failure:${report.id}`,
      kind: 'ai_failure',
      at: report.created_at,
      last_step: report.last_step,
      sector: report.sector,
      attempts: report.attempts,
      // Never the prompt, and the error only as its safe summary (as the onboarding list).
      error_summary: summarizeAiFailureError(report.last_error),
    })),
    ...(records.chatSession
      ? [
          {
            id: `chat_session:${records.chatSession.session_id}`,
            kind: 'chat_session' as const,
            at: records.chatSession.created_at,
            session_id: records.chatSession.session_id,
            messages: records.chatSession.conversation_data.length,
            first_question: firstQuestion(records.chatSession),
            founder_answers: founderAnswers(records.chatSession),
          },
        ]
      : []),
    ...(records.qChats ?? []).map((chat): TimelineEvent => ({
      id: `q_chat:${chat.session_id}`,
      kind: 'q_chat',
      at: chat.created_at,
      session_id: chat.session_id,
      channel: chat.channel ?? 'web',
      messages: chat.conversation_data.length,
      first_question: firstQuestion(chat),
    })),
    ...(records.setupCall ? setupCallEvents(records.setupCall) : []),
    ...records.payments.map(paymentEvent),
    ...(records.launchRequest ? launchRequestEvents(records.launchRequest) : []),
    ...(records.referral
      ? referralEvents(records.referral, records.referralPartner, records.referralPartnerEmailBounced)
      : []),
    ...markedLiveEvents(records),
    ...(records.payouts ?? []).flatMap(payoutEvents),
    ...records.notes.map((note): TimelineEvent => ({
      id: `note:${note.id}`,
      kind: 'note',
      at: note.created_at,
      author: note.author,
      text: note.text,
    })),
  ];
  return { prospect: prospectOf(records), events: newestFirst(events) };
}

/** A commission's payout: approved, then paid or failed, each at its own time. */
function payoutEvents(payout: ProspectPayout): TimelineEvent[] {
  const event = (status: 'approved' | 'paid' | 'failed', at: string): TimelineEvent => ({
    id: `payout:${payout.id}:${status}`,
    kind: 'payout',
    at,
    reference: payout.reference,
    status,
    amount_naira: naira(payout.amount_kobo),
    message: status === 'failed' ? payout.message : null,
  });
  return [
    event('approved', payout.approved_at),
    ...(payout.paid_at ? [event('paid', payout.paid_at)] : []),
    ...(payout.failed_at ? [event('failed', payout.failed_at)] : []),
  ];
}

/** Reads every record of the journey by key (GetItem or a Query on its own partition), together. */
export async function readProspectRecords(
  ports: ProspectPorts,
  resumeToken: string,
): Promise<ProspectRecords> {
  const { store } = ports;
  const [onboarding, launchRequest, aiFailures, payments, setupCall, referral, care, notes] =
    await Promise.all([
      store.getOnboarding(resumeToken),
      store.getLaunchRequest(resumeToken),
      store.listAiFailureReports(resumeToken),
      store.listPayments(resumeToken),
      store.getSetupCall(resumeToken),
      store.findReferral(resumeToken),
      store.getCare(resumeToken),
      store.listNotes(resumeToken),
    ]);
  if (!onboarding && !launchRequest) throw unknownProspect();
  const referrerId = referral?.referrer_id ?? onboarding?.referrer_id ?? null;
  const email = onboarding?.email ?? launchRequest?.email ?? null;
  const [chatSession, qChats, referralPartner, partnerEmail] = await Promise.all([
    onboarding?.chat_session_id ? store.getChatSession(onboarding.chat_session_id) : undefined,
    readQChats(ports, {
      resumeToken,
      ids: onboarding?.q_chat_session_ids ?? [],
      phones: [onboarding?.phone, launchRequest?.phone],
      email,
      launchChatId: onboarding?.chat_session_id ?? null,
    }),
    referrerId ? store.referralPartnerName(referrerId) : undefined,
    referrerId ? store.referralPartnerEmail(referrerId) : undefined,
  ]);
  const payouts =
    referral && store.listPayouts
      ? (await store.listPayouts(referral.referrer_id)).filter((payout) =>
          payout.activity_ids.includes(referral.id),
        )
      : [];
  const bounced = await store.bouncedAmong([email, partnerEmail]);
  const isBounced = (address: string | null | undefined) =>
    Boolean(address && bounced.has(address.trim().toLowerCase()));
  return {
    resumeToken,
    onboarding,
    launchRequest,
    aiFailures,
    chatSession,
    qChats,
    payments,
    setupCall,
    referral,
    referralPartner: referralPartner ?? null,
    emailBounced: isBounced(email),
    referralPartnerEmailBounced: isBounced(partnerEmail),
    care,
    notes,
    payouts,
  };
}

/** The most widget chats a timeline joins by the e-mail, beside those the launch names by id. */
export const Q_CHATS_BY_EMAIL = 10;

/**
 * The person's chats with Q, oldest first, none twice, never the launch chat's own session: those
 * their launch's saves named (the widget's, and the WhatsApp conversation whose /launch link opened
 * the launch; a missing one is skipped), the WhatsApp conversation of the phone number they gave
 * (issue #30) unless its link joined it to another launch, and, once the e-mail is known, the widget
 * chats whose visitor left it (issue #26).
 */
async function readQChats(
  ports: ProspectPorts,
  known: {
    readonly resumeToken: string;
    readonly ids: readonly string[];
    readonly phones: readonly (string | null | undefined)[];
    readonly email: string | null;
    readonly launchChatId: string | null;
  },
): Promise<ProspectChatSession[]> {
  const { resumeToken, ids, phones, email, launchChatId } = known;
  const byPhone = phones
    .map(whatsappIdOfPhone)
    .filter((waId): waId is string => waId !== null)
    .map(whatsappSessionId)
    .filter((id) => !ids.includes(id));
  const [byId, phoned, byEmail] = await Promise.all([
    Promise.all(ids.map((id) => ports.store.getChatSession(id))),
    Promise.all([...new Set(byPhone)].map((id) => ports.store.getChatSession(id))),
    email && ports.store.chatSessionsOfEmail
      ? ports.store.chatSessionsOfEmail(email)
      : Promise.resolve([] as readonly ProspectChatSession[]),
  ]);
  const theirs = (chat: ProspectChatSession) =>
    chat.channel === 'whatsapp' && (!chat.resume_token || chat.resume_token === resumeToken);
  const seen = new Set<string>(launchChatId ? [launchChatId] : []);
  const chats: ProspectChatSession[] = [];
  const candidates = [
    ...byId,
    ...phoned.filter((chat) => chat !== undefined && theirs(chat)),
    ...byEmail.slice(0, Q_CHATS_BY_EMAIL),
  ];
  for (const chat of candidates) {
    if (!chat || seen.has(chat.session_id)) continue;
    seen.add(chat.session_id);
    chats.push(chat);
  }
  return chats.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** GET /api/admin/prospects/{token}/timeline */
export async function readProspectTimeline(
  ports: ProspectPorts,
  resumeToken: string,
): Promise<ProspectTimeline> {
  return assembleTimeline(await readProspectRecords(ports, resumeToken));
}
