import { formatNaira, koboToNaira } from '../../domain/money.ts';
import { supportTierById } from '../../domain/plans.ts';
import { platformName } from '../../domain/platforms.ts';
import type { ChatLine, OnboardingSnapshot, PaymentRecord } from './ports.ts';

const IDEA_CHARS = 300;
const ANSWER_CHARS = 200;
const ANSWERS_SHOWN = 5;

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * The ai_summary staff read beside a launch request: what the founder told Q in the launch chat and
 * what they bought, composed from the saved chat and onboarding record (no model call, so it is
 * there even when the AI is not). Plain text; it never contains BVN or bank details, which are
 * asked for only after payment.
 */
export function launchChatSummary(
  payment: PaymentRecord,
  onboarding: OnboardingSnapshot | undefined,
  chat: readonly ChatLine[],
): string {
  const said = chat.filter((line) => line.role === 'user').map((line) => line.content);
  // The onboarding record keeps the idea too, so a chat that failed to save still leaves it. Lines
  // before the idea are the widget conversation the chat opened with; the sector pick is not an answer.
  const ideaAt = onboarding?.idea ? said.indexOf(onboarding.idea) : 0;
  const idea = onboarding?.idea ?? said[0];
  const answers = said
    .slice(ideaAt >= 0 ? ideaAt + 1 : 0)
    .filter((line) => line !== idea && line !== onboarding?.business_type);
  const tier =
    payment.tier === 'premium' || payment.tier === 'basic' ? supportTierById(payment.tier).name : null;
  const lines = [
    `Paid ${formatNaira(koboToNaira(payment.amount_kobo))} for ${platformName(payment.plan)}${tier ? ` with ${tier}` : ''}${typeof payment.setup_fee_kobo === 'number' ? ` (setup fee ${formatNaira(koboToNaira(payment.setup_fee_kobo))})` : ''}.`,
    `Business: ${onboarding?.business_name ?? 'not given'} (${onboarding?.business_type ?? 'sector not chosen'}).`,
    idea ? `Idea: ${clip(idea, IDEA_CHARS)}` : 'Idea: the launch chat was not saved.',
    ...(onboarding?.name ? [`Founder: ${onboarding.name}.`] : []),
  ];
  if (answers.length > 0) {
    lines.push('Answers in the launch chat:');
    for (const answer of answers.slice(0, ANSWERS_SHOWN)) lines.push(`- ${clip(answer, ANSWER_CHARS)}`);
  }
  if (onboarding && onboarding.needs_help_with.length > 0)
    lines.push(`Needs help with: ${onboarding.needs_help_with.join('; ')}.`);
  if (onboarding?.stage_completed)
    lines.push(
      `Launch chat reached: ${onboarding.stage_completed} (last step ${onboarding.last_step ?? 'unknown'}).`,
    );
  if (payment.referrer_id) lines.push(`Referred by partner ${payment.referrer_id}.`);
  return lines.join('\n');
}
