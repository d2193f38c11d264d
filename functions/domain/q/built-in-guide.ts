import type { ChatRole } from '../chat-session.ts';
import { countKeywordMatches } from '../keywords.ts';
import { type LaunchSectorId, sectorById, suggestSector } from '../sectors.ts';
import { LAUNCH_PATH, LAUNCH_TIME, SETUP_CALL } from './facts.ts';
import { isGreeting, mentionsCtoService, questionIntents, starterTopicOf } from './intents.ts';
import { parseLaunchPrompt } from './launch-prompts.ts';
import { answerQuestion } from './question-answers.ts';
import { SECTOR_OVERVIEWS } from './sector-overviews.ts';
import { type GuideAnswer, type PitchId, SECTOR_PITCHES } from './sector-pitches.ts';
import { tailoredSolution } from './solution.ts';
import { WIDGET_GREETING, type WidgetStarterTopic, suggestsBuildingNow } from './widget-script.ts';

export interface GuideMessage {
  readonly role: ChatRole;
  readonly content: string;
}

export type GuideContext = 'widget' | 'launch-flow';

/**
 * Q without a model: deterministic answers from the product's own facts. It serves every chat when
 * no model is configured and stands in whenever the model fails, so it must answer each widget
 * prompt and both launch-chat prompts truthfully on its own.
 */
export function builtInGuideReply(
  messages: readonly GuideMessage[],
  _context: GuideContext = 'widget',
): string {
  const userMessages = messages.filter((message) => message.role === 'user');
  const latest = userMessages[userMessages.length - 1]?.content.trim() ?? '';
  if (latest === '') return WIDGET_GREETING;

  const launchPrompt = parseLaunchPrompt(latest);
  if (launchPrompt?.kind === 'overview') return SECTOR_OVERVIEWS[launchPrompt.sectorId];
  if (launchPrompt?.kind === 'solution') return tailoredSolution(launchPrompt);

  const known = conversationPitch(userMessages.slice(0, -1));
  const answer = answerLatest(latest, known);
  const reply = `${answer.body}\n\n${answer.followUp}`;
  const engaged = userMessages.length >= 3 && (conversationPitch(userMessages) ?? 'not-sure') !== 'not-sure';
  return engaged && !suggestsBuildingNow(reply) ? `${reply}\n\n${readinessNudge()}` : reply;
}

function answerLatest(latest: string, known: PitchId | null): GuideAnswer {
  const topic = starterTopicOf(latest);
  if (topic) return SECTOR_PITCHES[TOPIC_PITCH[topic]];

  const intents = questionIntents(latest);
  const named = switchesBusiness(latest, known) ? pitchOf(latest) : null;
  const sector = named ?? known;
  // "I'm starting a fintech, can you help me get started?" introduces the business: pitch it, then the next step.
  if (named && named !== known && intents.length === 1 && intents[0] === 'ready') {
    const pitch = SECTOR_PITCHES[named];
    return {
      body: `${introFor(named)}\n\n${pitch.body}`,
      followUp: `${pitch.followUp}\n\n${readinessNudge()}`,
    };
  }
  if (intents.length > 0) {
    const answers = intents
      .slice(0, 2)
      .map((intent) => answerQuestion(intent, sector ? PLATFORM_NAME[sector] : null));
    return {
      body: answers.map((answer) => answer.body).join('\n\n'),
      followUp: answers[answers.length - 1]?.followUp ?? '',
    };
  }
  if (named) {
    const pitch = SECTOR_PITCHES[named];
    return named === 'other' || named === 'not-sure'
      ? pitch
      : { ...pitch, body: `${introFor(named)}\n\n${pitch.body}` };
  }
  if (isGreeting(latest)) {
    return {
      body: "Hello! I'm **Q**, your launch guide. I help Nigerian founders pick and launch a ready-made platform under their own brand.",
      followUp: 'What business do you want to start?',
    };
  }
  if (known && known !== 'not-sure') return acknowledgement(known);
  return {
    body: [
      "I'd love to help you get that off the ground. I can tell you about:",
      '- **Platforms:** FinTech, eCommerce, restaurant, taxi, real estate and CTO-as-a-Service',
      `- **Timeline:** live in ${LAUNCH_TIME}`,
      '- **Pricing, compliance (BVN/KYC, CBN) and previews**',
    ].join('\n'),
    followUp: 'What kind of business do you want to start, and who are your customers?',
  };
}

/** A follow-up answer (a city, a product, a yes) when the business is already known: thank, confirm, move on. */
function acknowledgement(known: PitchId): GuideAnswer {
  const platform = PLATFORM_NAME[known];
  return {
    body: [
      `Thanks, that helps me picture ${platform ? `your ${platform} platform` : 'your platform'}.`,
      `We can shape it around that and have it live in **${LAUNCH_TIME}**, with no revenue sharing.`,
    ].join(' '),
    followUp: `The next step is to schedule your ${SETUP_CALL}, where we confirm the details and show you a preview. Tap **Build My Platform** below or go to ${LAUNCH_PATH}.`,
  };
}

function readinessNudge(): string {
  return `When you're ready, the next step is to schedule your ${SETUP_CALL}, where we show you a preview. It takes about 60 seconds at ${LAUNCH_PATH}.`;
}

const TOPIC_PITCH: Readonly<Record<WidgetStarterTopic, PitchId>> = {
  FinTech: 'fintech',
  eCommerce: 'ecommerce',
  Restaurant: 'restaurants',
  'Taxi/Ride-Hailing': 'taxi',
  'CTO Service': 'cto',
  'Not sure yet': 'not-sure',
};

/** How the guide names a visitor's platform in a sentence ("your restaurant platform"). */
const PLATFORM_NAME: Readonly<Record<PitchId, string | null>> = {
  fintech: 'FinTech',
  ecommerce: 'eCommerce',
  restaurants: 'restaurant',
  edutech: 'EduTech',
  proptech: 'real estate',
  healthtech: 'HealthTech',
  taxi: 'ride-hailing',
  fashion: 'fashion',
  agriculture: 'agritech',
  events: 'ticketing',
  logistics: 'logistics',
  other: null,
  cto: null,
  'not-sure': null,
};

function introFor(pitch: PitchId): string {
  const name = PLATFORM_NAME[pitch];
  return name
    ? `That sounds like a great fit for our **${name}** platform.`
    : 'That sounds like a great idea.';
}

/** The business a single message names, by starter topic, CTO words or sector keywords. */
function pitchOf(message: string): PitchId | null {
  const topic = starterTopicOf(message);
  if (topic) return TOPIC_PITCH[topic];
  if (mentionsCtoService(message)) return 'cto';
  // Compliance words (BVN, KYC, CBN) appear in questions about any business; they must not turn
  // a restaurant conversation into a fintech one.
  const sector: LaunchSectorId | null = suggestSector(withoutComplianceWords(message));
  return sector;
}

/**
 * Once a business is known, a short follow-up ("Lagos, delivery only") still contains sector words;
 * only a clear mention of another business (two of its keywords, a topic or CTO words) changes it.
 */
function switchesBusiness(message: string, known: PitchId | null): boolean {
  if (!known || known === 'not-sure' || known === 'other') return true;
  const named = pitchOf(message);
  if (!named || named === known) return true;
  if (named === 'cto' || named === 'not-sure' || starterTopicOf(message)) return true;
  return countKeywordMatches(withoutComplianceWords(message), sectorById(named).keywords) >= 2;
}

const withoutComplianceWords = (message: string) => message.replace(/\b(bvn|kyc|cbn)\b/gi, ' ');

/** The most recent business the visitor named anywhere in the conversation. */
function conversationPitch(userMessages: readonly GuideMessage[]): PitchId | null {
  for (let index = userMessages.length - 1; index >= 0; index -= 1) {
    const pitch = pitchOf(userMessages[index]?.content ?? '');
    if (pitch) return pitch;
  }
  return null;
}
