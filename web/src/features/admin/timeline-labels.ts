import type { TimelineEvent } from '@domain/contracts/prospect.ts';
import { formatNaira } from '@domain/money.ts';
import { launchStepLabel } from '@domain/launch-chat-steps.ts';
import { SECTOR_NAMES } from '@domain/sector-names.ts';
import { businessTypeLabel, formatLagosTime, needLabel } from './format.ts';

/** How one timeline event reads: a headline and, when there is more to say, a detail line. */
export interface EventLabel {
  readonly title: string;
  readonly detail: string | null;
}

const PAYMENT_STATUS: Record<Extract<TimelineEvent, { kind: 'payment' }>['status'], string> = {
  initialized: 'Checkout started',
  paid: 'Paid',
  failed: 'Payment failed',
};

/** Where the launch chat had got to (stage_completed), as staff say it: never the stored id. */
const STAGE_WORDS: Record<string, string> = {
  idea: 'Shared the idea',
  sector: 'Chose a sector',
  questions: 'Answered the questions',
  solution: 'Saw the plan',
  cta: 'Reached the booking step',
  meeting_booked: 'Booked a setup call',
  completed: 'Finished the launch chat',
  in_progress: 'Still in the launch chat',
  abandoned: 'Left the launch chat',
};

const stageWords = (stage: string) => STAGE_WORDS[stage] ?? needLabel(stage);
const sectorWords = (sector: string) =>
  (SECTOR_NAMES as Record<string, string | undefined>)[sector] ?? needLabel(sector);

/** A launch request's step (the details after payment), in words. */
const REQUEST_STEP_WORDS: Record<string, string> = {
  business: 'business details',
  bvn: 'BVN',
  id_document: 'ID document',
  bank_details: 'bank details',
  submitted: 'submitted',
};

const PAYOUT_STATUS: Record<Extract<TimelineEvent, { kind: 'payout' }>['status'], string> = {
  approved: 'Commission payout approved',
  paid: 'Commission paid out',
  failed: 'Commission payout failed',
};

const joined = (...parts: (string | null | false)[]) => parts.filter(Boolean).join(' · ') || null;

export function eventLabel(event: TimelineEvent): EventLabel {
  switch (event.kind) {
    case 'launch_chat_started':
      return {
        title: 'Launch chat started',
        detail: event.business_type ? businessTypeLabel(event.business_type) : null,
      };
    case 'last_step_reached':
      return {
        title: `Last step reached: ${event.last_step ? launchStepLabel(event.last_step) : 'not saved'}`,
        detail: event.stage_completed ? stageWords(event.stage_completed) : null,
      };
    case 'ai_failure':
      return {
        title: `Q failed to answer (${event.attempts} ${event.attempts === 1 ? 'attempt' : 'attempts'})`,
        detail: joined(
          `At “${launchStepLabel(event.last_step)}”`,
          event.sector && sectorWords(event.sector),
          event.error_summary,
        ),
      };
    case 'q_chat':
      return {
        title: `${event.channel === 'whatsapp' ? 'Chat with Q on WhatsApp' : 'Chat with Q'}: ${event.messages} ${event.messages === 1 ? 'message' : 'messages'}`,
        detail: event.first_question ? `First question: “${event.first_question}”` : null,
      };
    case 'chat_session':
      return {
        title: `Launch chat saved: ${event.messages} ${event.messages === 1 ? 'message' : 'messages'}`,
        // The answers themselves are listed under the event (prospect-timeline.tsx).
        detail: null,
      };
    case 'setup_call_booked':
      return { title: `Setup call booked for ${formatLagosTime(event.start_time)}`, detail: null };
    case 'setup_call_canceled':
      return {
        title: `Setup call for ${formatLagosTime(event.start_time)} canceled`,
        detail: event.reason,
      };
    case 'payment_link_sent':
      return {
        title: 'Payment link sent',
        detail: `${event.plan_name}, ${formatNaira(event.amount_naira)} setup fee`,
      };
    case 'payment':
      return {
        title: `${PAYMENT_STATUS[event.status]}: ${formatNaira(event.amount_naira)}`,
        detail: joined(
          event.plan_name,
          `Reference ${event.reference}`,
          event.duplicate_of && `Duplicate of ${event.duplicate_of}`,
        ),
      };
    case 'launch_request_started':
      return { title: 'Launch request started', detail: null };
    case 'launch_request_saved':
      return {
        title: event.submitted
          ? 'Launch request submitted'
          : `Launch request saved at: ${event.last_step ? (REQUEST_STEP_WORDS[event.last_step] ?? event.last_step) : 'the start'}`,
        detail: `BVN ${event.bvn} · ID document ${event.id_document} · bank details ${event.bank_details}`,
      };
    case 'marked_live':
      return {
        title: 'Marked live',
        detail:
          event.commission_naira === null
            ? 'No referral partner, so no commission'
            : `Referral commission earned: ${formatNaira(event.commission_naira)}`,
      };
    case 'referral':
      return {
        title: `Referred by ${event.partner_name ?? 'a referral partner'}`,
        detail:
          event.commission_state === 'completed'
            ? `Commission earned: ${formatNaira(event.commission_naira)}`
            : 'Commission pending (earned when the business goes live)',
      };
    case 'payout':
      return {
        title: `${PAYOUT_STATUS[event.status]}: ${formatNaira(event.amount_naira)}`,
        detail: joined(`Reference ${event.reference}`, event.message),
      };
    case 'note':
      return { title: `Note by ${event.author}`, detail: event.text };
  }
}

/** Africa/Lagos is UTC+1 all year, so its calendar date is a fixed shift of UTC. */
export function lagosToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}
