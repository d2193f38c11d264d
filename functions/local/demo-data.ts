/**
 * `npm start -- --demo` (or DEMO_DATA=1): a clearly fictional set of prospects at every stage, so a
 * first run of the staff dashboard has something to show. Written through the product's own data
 * adapters (the same conditional writes, field encryption and indexes as real records), never
 * straight into the table. Local only: it refuses to run anywhere else.
 */
import { saveChatSession } from '../adapters/db/chat-sessions.ts';
import { saveLaunchRequestStep } from '../adapters/db/launch-requests.ts';
import { recordOnboardingLive, upsertOnboarding } from '../adapters/db/onboardings.ts';
import { createPayment, markPaymentDuplicate, markPaymentPaid } from '../adapters/db/payments.ts';
import {
  completeReferralActivity,
  createReferralApplicant,
  recordReferralActivity,
} from '../adapters/db/referrals.ts';
import { recordSetupCall } from '../adapters/db/setup-calls.ts';
import { encryptField } from '../adapters/field-crypto.ts';
import { newChatSessionId, newLaunchSessionId, newResumeToken, randomString } from '../domain/ids.ts';
import { BANKING_PLATFORM_PLAN } from '../domain/plans.ts';

export const DEMO_PREFIX = 'Demo — ';

export interface DemoSummary {
  readonly prospects: number;
  readonly widgetChats: number;
  readonly payments: number;
  readonly launchRequests: number;
  readonly referralPartner: string;
}

/** Only against the local stand-ins: STAGE=local and a DynamoDB endpoint on this machine. */
export function assertLocal(env: NodeJS.ProcessEnv = process.env): void {
  const endpoint = env.DYNAMODB_ENDPOINT ?? '';
  let host = '';
  try {
    host = new URL(endpoint).hostname;
  } catch {
    host = '';
  }
  const local = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host);
  if (env.STAGE !== 'local' || !local || env.AWS_LAMBDA_FUNCTION_NAME)
    throw new Error(
      'Demo data is for the local product only (STAGE=local, DynamoDB Local); refusing to write it',
    );
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const reference = () => `qtr-demo${randomString(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
const FEE_KOBO = BANKING_PLATFORM_PLAN.price * 100;

interface DemoFounder {
  readonly business: string;
  readonly name: string;
  readonly slug: string;
  readonly type: string;
}

const founders: readonly DemoFounder[] = [
  { business: "Adaeze's Kitchen", name: 'Adaeze Okafor', slug: 'adaeze', type: 'restaurant' },
  { business: 'Kelechi Rides', name: 'Kelechi Obi', slug: 'kelechi', type: 'taxi' },
  { business: 'Funmi Homes', name: 'Funmilayo Adeyemi', slug: 'funmi', type: 'real-estate' },
  { business: 'Tunde Pay', name: 'Tunde Bakare', slug: 'tunde', type: 'fintech' },
  { business: 'Amaka Market', name: 'Amaka Nwosu', slug: 'amaka', type: 'ecommerce' },
  { business: 'Chidi Wallet', name: 'Chidi Eze', slug: 'chidi', type: 'fintech' },
  { business: 'Bisi Bakes', name: 'Bisi Alabi', slug: 'bisi', type: 'restaurant' },
  { business: 'Emeka Exchange', name: 'Emeka Uche', slug: 'emeka', type: 'fintech' },
];

const emailOf = (founder: DemoFounder) => `demo.${founder.slug}@example.com`;

async function launchChat(founder: DemoFounder, startedAt: number, stage: string, referrerId?: string) {
  const token = newResumeToken();
  const sessionId = newLaunchSessionId(startedAt);
  await saveChatSession({
    session_id: sessionId,
    now: iso(startedAt),
    customer_name: `${DEMO_PREFIX}${founder.name}`,
    customer_email: emailOf(founder),
    business_type: founder.type,
    conversation_data: [
      { role: 'user', content: `I want to launch ${founder.business}.`, timestamp: iso(startedAt) },
      {
        role: 'assistant',
        content: 'Lovely. Tell me who your customers are and how they pay today.',
        timestamp: iso(startedAt + 20_000),
      },
    ],
  });
  await upsertOnboarding({
    resume_token: token,
    now: iso(startedAt + 60_000),
    name: `${DEMO_PREFIX}${founder.name}`,
    email: emailOf(founder),
    business_name: `${DEMO_PREFIX}${founder.business}`,
    business_type: founder.type,
    idea: `${founder.business}: a ${founder.type} platform for Lagos customers (demo).`,
    chat_session_id: sessionId,
    stage_completed: stage,
    last_step: stage,
    ...(referrerId ? { referrer_id: referrerId } : {}),
  });
  return token;
}

async function setupCall(token: string, at: number, founder: DemoFounder, canceled: boolean) {
  await recordSetupCall(token, () => ({
    result: null,
    setupCall: {
      status: canceled ? 'canceled' : 'booked',
      start_time: iso(at + 2 * DAY),
      invitee_name: `${DEMO_PREFIX}${founder.name}`,
      invitee_email: emailOf(founder),
      invitee_uri: `https://api.calendly.com/scheduled_events/demo/invitees/${token}`,
      booked_at: iso(at),
      canceled_at: canceled ? iso(at + DAY) : null,
      cancel_reason: canceled ? 'Demo: travelling that week' : null,
      confirmed_at: iso(at),
    },
  }));
}

async function paymentLink(token: string, at: number) {
  await upsertOnboarding({
    resume_token: token,
    agreed_plan: BANKING_PLATFORM_PLAN.id,
    agreed_setup_fee: BANKING_PLATFORM_PLAN.price,
    payment_link_sent_at: iso(at),
  });
}

async function paid(token: string, founder: DemoFounder, at: number, referrerId?: string) {
  const ref = reference();
  await createPayment({
    reference: ref,
    amount_kobo: FEE_KOBO,
    plan: BANKING_PLATFORM_PLAN.id,
    setup_fee_kobo: FEE_KOBO,
    tier: 'basic',
    customer_email: emailOf(founder),
    resume_token: token,
    referrer_id: referrerId ?? null,
    created_at: iso(at),
  });
  await markPaymentPaid(ref, {
    paid_amount_kobo: FEE_KOBO,
    confirmed_by: 'webhook',
    paid_at: iso(at + 60_000),
  });
  await saveLaunchRequestStep({
    resume_token: token,
    email: emailOf(founder),
    name: `${DEMO_PREFIX}${founder.name}`,
    business_name: `${DEMO_PREFIX}${founder.business}`,
    business_type: founder.type,
    ai_summary: `Demo: paid the ${BANKING_PLATFORM_PLAN.name} setup fee.`,
    last_step: 'paid',
  });
  return ref;
}

async function submitted(token: string) {
  await saveLaunchRequestStep({
    resume_token: token,
    phone: '+2348000000000',
    bvn_encrypted: await encryptField('00000000000', { launch_request: token, field: 'bvn' }),
    bank_details_encrypted: await encryptField(
      JSON.stringify({ bank_name: 'Demo Bank', account_number: '0000000000' }),
      { launch_request: token, field: 'bank_details' },
    ),
    id_document_key: `id-documents/${token}/demo-id.pdf`,
    last_step: 'submitted',
  });
}

/** Writes the demo set; each run adds a fresh one (new tokens and references). */
export async function seedDemoData(now = Date.now()): Promise<DemoSummary> {
  assertLocal();
  const [adaeze, kelechi, funmi, tunde, amaka, chidi, bisi, emeka] = founders as [
    DemoFounder,
    DemoFounder,
    DemoFounder,
    DemoFounder,
    DemoFounder,
    DemoFounder,
    DemoFounder,
    DemoFounder,
  ];

  // Widget chats with Q that have not (yet) become a launch.
  const widgetChats = 3;
  for (let index = 0; index < widgetChats; index += 1) {
    const at = now - (index + 1) * 3_600_000;
    await saveChatSession({
      session_id: newChatSessionId(at),
      now: iso(at),
      customer_name: `${DEMO_PREFIX}Visitor ${index + 1}`,
      customer_email: `demo.visitor${index + 1}@example.com`,
      conversation_data: [
        { role: 'user', content: 'How long does a banking platform take?', timestamp: iso(at) },
        { role: 'assistant', content: 'Most platforms are live in 10-14 days.', timestamp: iso(at + 15_000) },
      ],
    });
  }

  // A referral partner: one referral pending, one earned.
  const partner = await createReferralApplicant({
    full_name: `${DEMO_PREFIX}Ifeoma Partners`,
    email: `demo.partner.${randomString(6, 'abcdefghijklmnopqrstuvwxyz')}@example.com`,
    sectors: ['fintech'],
    how_will_refer: 'Demo: introduces founders from her accelerator',
  });

  // Launch chats stopped at different steps.
  await launchChat(adaeze, now - 5 * DAY, 'idea');
  await launchChat(kelechi, now - 4 * DAY, 'questions');
  const funmiToken = await launchChat(funmi, now - 3 * DAY, 'cta');
  await setupCall(funmiToken, now - 3 * DAY, funmi, true);
  // Booked call, payment link sent, not paid yet; referred (pending commission).
  const tundeToken = await launchChat(tunde, now - 6 * DAY, 'meeting_booked', partner.id);
  await setupCall(tundeToken, now - 6 * DAY, tunde, false);
  await paymentLink(tundeToken, now - 4 * DAY);
  await recordReferralActivity({
    referrer_id: partner.id,
    referred_email: emailOf(tunde),
    onboarding_resume_token: tundeToken,
  });
  // Paid; launch request in progress.
  const amakaToken = await launchChat(amaka, now - 8 * DAY, 'meeting_booked');
  await setupCall(amakaToken, now - 8 * DAY, amaka, false);
  await paymentLink(amakaToken, now - 7 * DAY);
  await paid(amakaToken, amaka, now - 6 * DAY);
  // Paid twice (a duplicate to refund), launch request submitted.
  const chidiToken = await launchChat(chidi, now - 10 * DAY, 'meeting_booked');
  await setupCall(chidiToken, now - 10 * DAY, chidi, false);
  await paymentLink(chidiToken, now - 9 * DAY);
  const first = await paid(chidiToken, chidi, now - 8 * DAY);
  const second = await paid(chidiToken, chidi, now - 8 * DAY + 120_000);
  await markPaymentDuplicate(second, first);
  await submitted(chidiToken);
  // Referred, paid, submitted and live: the earned commission.
  const bisiToken = await launchChat(bisi, now - 14 * DAY, 'meeting_booked', partner.id);
  await setupCall(bisiToken, now - 14 * DAY, bisi, false);
  await paymentLink(bisiToken, now - 13 * DAY);
  const bisiRef = await paid(bisiToken, bisi, now - 12 * DAY, partner.id);
  await submitted(bisiToken);
  const earned = await recordReferralActivity({
    referrer_id: partner.id,
    referred_email: emailOf(bisi),
    onboarding_resume_token: bisiToken,
    payment_reference: bisiRef,
  });
  // Going live as the dashboard does it: the onboarding record's stamp, then the referral's completion.
  const liveAt = iso(now - 10 * DAY);
  await recordOnboardingLive(bisiToken, liveAt);
  await completeReferralActivity(earned, {
    commission_earned: BANKING_PLATFORM_PLAN.price / 10,
    completed_at: liveAt,
    payment_reference: bisiRef,
  });
  // Submitted, unreferred.
  const emekaToken = await launchChat(emeka, now - 9 * DAY, 'meeting_booked');
  await setupCall(emekaToken, now - 9 * DAY, emeka, false);
  await paymentLink(emekaToken, now - 8 * DAY);
  await paid(emekaToken, emeka, now - 7 * DAY);
  await submitted(emekaToken);

  return {
    prospects: founders.length,
    widgetChats,
    payments: 6,
    launchRequests: 4,
    referralPartner: partner.full_name,
  };
}
