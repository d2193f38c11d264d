import type { ChatRole } from '../chat-session.ts';
import {
  PLATFORM_NAME,
  TOPIC_PITCH,
  conversationCity,
  conversationPitch,
  pitchOf,
  switchesBusiness,
} from './guide/conversation.ts';
import { isOffTopic } from './guide/off-topic.ts';
import {
  ASK_BUSINESS,
  ENGLISH_FOR_NOW,
  GREETING,
  type GuideLanguage,
  NOT_FOUND,
  OFF_TOPIC,
  READINESS,
  acknowledgement,
  intro,
  niceToMeet,
} from './guide/phrases.ts';
import { selectKnowledge } from './guide/select.ts';
import { isGreeting, starterTopicOf } from './intents.ts';
import { knowledgeEntry } from './knowledge/index.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { parseLaunchPrompt } from './launch-chat-prompts.ts';
import { conversationLanguage } from './retrieval/language.ts';
import type { PitchId } from './sector-pitches.ts';
import { tailoredSolution } from './solution.ts';
import { WIDGET_GREETING, suggestsBuildingNow } from './widget-script.ts';
import { overviewInFounderLanguage, solutionInFounderLanguage } from './launch-chat-language.ts';

export interface GuideMessage {
  readonly role: ChatRole;
  readonly content: string;
}

export type GuideContext = 'widget' | 'launch-flow';

/** What the guide knows about the conversation when it answers the latest message. */
interface Turn {
  readonly latest: string;
  readonly earlier: readonly string[];
  readonly said: readonly string[];
  readonly language: GuideLanguage;
  /** The business named in the latest message (only if it changes the conversation's business). */
  readonly named: PitchId | null;
  /** The business the conversation was about before the latest message. */
  readonly known: PitchId | null;
  readonly city: string | null;
}

/** A message that only introduces the visitor: "My name is Tunde", "I'm Ada." */
// Case is spelled out rather than flagged: the name itself must start with a capital letter.
const NAME_INTRO =
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!]?\s+)?(?:[Mm]y name is|I am|I'm|i am|i'm|[Nn]a me be)\s+(?!(?:Interested|Ready|Not|Looking|Here|New|Sure|Fine|Good|Okay|Thinking|Planning)\b)(\p{Lu}[\p{L}'-]+)[.!]?$/u;

interface Answer {
  readonly body: string;
  readonly followUp: string;
}

/**
 * Q without a model. It answers from the knowledge base (functions/domain/q/knowledge), retrieved
 * for the whole conversation, in English or Nigerian Pidgin; it serves every chat when no model is
 * configured and stands in whenever the model fails. When nothing in the knowledge base answers,
 * it says so rather than improvise.
 */
export function builtInGuideReply(
  messages: readonly GuideMessage[],
  _context: GuideContext = 'widget',
): string {
  const userMessages = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content.trim());
  const latest = userMessages[userMessages.length - 1] ?? '';
  if (latest === '') return WIDGET_GREETING;

  const launchPrompt = parseLaunchPrompt(latest);
  if (launchPrompt?.kind === 'overview')
    return overviewInFounderLanguage(launchPrompt.sectorId, launchPrompt);
  if (launchPrompt?.kind === 'solution')
    return solutionInFounderLanguage(tailoredSolution(launchPrompt), launchPrompt);

  const earlier = userMessages.slice(0, -1);
  const detected = conversationLanguage(userMessages);
  const known = conversationPitch(earlier);
  const turn: Turn = {
    latest,
    earlier,
    said: messages.filter((message) => message.role === 'assistant').map((message) => message.content),
    language: detected === 'pcm' ? 'pcm' : 'en',
    named: switchesBusiness(latest, known) ? pitchOf(latest) : null,
    known,
    city: conversationCity(userMessages),
  };

  const answer = answerTurn(turn);
  let reply = answer.followUp === '' ? answer.body : `${answer.body}\n\n${answer.followUp}`;
  const sector = turn.named ?? turn.known;
  const engaged = userMessages.length >= 3 && sector !== null && sector !== 'not-sure';
  if (engaged && !suggestsBuildingNow(reply)) reply = `${reply}\n\n${READINESS[turn.language]}`;
  return detected === 'yo' || detected === 'ha' || detected === 'ig'
    ? `${ENGLISH_FOR_NOW[detected]}\n\n${reply}`
    : reply;
}

function answerTurn(turn: Turn): Answer {
  const { latest, language } = turn;
  const topic = starterTopicOf(latest);
  if (topic) return plain(knowledgeEntry(`platform-${TOPIC_PITCH[topic]}`), turn);
  if (isGreeting(latest)) return split(GREETING[language]);
  const name = NAME_INTRO.exec(latest)?.[1];
  if (name) return split(niceToMeet(name)[language]);

  const sector = turn.named ?? turn.known;
  const selection = selectKnowledge(latest, turn.earlier, sector);
  const named = turn.named && turn.named !== turn.known ? turn.named : null;
  const business = selection.business ?? (named ? knowledgeEntry(`platform-${named}`) : null);
  const [first] = selection.topics;

  if (first) {
    // "I'm starting a fintech, can you help me get started?" introduces the business: pitch it, then the next step.
    if (first.id === 'ready-to-start' && named && business) {
      return {
        body: `${intro(PLATFORM_NAME[named])[language]}\n\n${fill(business.answer[language], turn)}`,
        followUp: `${business.followUp[language]}\n\n${READINESS[language]}`,
      };
    }
    const bodies = selection.topics.map((entry) => fill(entry.answer[language], turn));
    const brief = business && selection.business ? business.brief?.[language] : undefined;
    if (brief) bodies.push(brief);
    const last = selection.topics[selection.topics.length - 1] ?? first;
    return { body: bodies.join('\n\n'), followUp: last.followUp[language] };
  }

  if (business) {
    if (alreadySaid(business, turn)) return split(acknowledgement(yourPlatform(turn))[language]);
    const lead =
      named && named !== 'not-sure' && named !== 'other'
        ? `${intro(PLATFORM_NAME[named])[language]}\n\n`
        : '';
    return { body: `${lead}${fill(business.answer[language], turn)}`, followUp: business.followUp[language] };
  }

  if (isOffTopic(latest, selection.anyMatch))
    return { body: OFF_TOPIC[language], followUp: ASK_BUSINESS[language] };
  if (sector && sector !== 'not-sure' && sector !== 'other' && !asksSomething(latest)) {
    return split(acknowledgement(yourPlatform(turn))[language]);
  }
  return { body: NOT_FOUND[language], followUp: ASK_BUSINESS[language] };
}

function plain(entry: KnowledgeEntry, turn: Turn): Answer {
  return { body: fill(entry.answer[turn.language], turn), followUp: entry.followUp[turn.language] };
}

/** Fixed phrases carry their own follow-up as the last paragraph. */
function split(text: string): Answer {
  const cut = text.lastIndexOf('\n\n');
  return cut < 0 ? { body: text, followUp: '' } : { body: text.slice(0, cut), followUp: text.slice(cut + 2) };
}

/** "your ride-hailing platform in Onitsha": the visitor's business and city as far as the conversation says. */
function yourPlatform(turn: Turn): string {
  const sector = turn.named ?? turn.known;
  const name = sector ? PLATFORM_NAME[sector] : null;
  const platform = name ? `your ${name} platform` : 'your platform';
  return turn.city ? `${platform} in ${turn.city}` : platform;
}

function fill(text: string, turn: Turn): string {
  const platform = yourPlatform(turn);
  return text
    .replaceAll('{yourPlatform}', platform)
    .replaceAll('{YourPlatform}', platform.charAt(0).toUpperCase() + platform.slice(1));
}

/** The entry's opening (up to any placeholder) already appears in one of Q's earlier replies. */
function alreadySaid(entry: KnowledgeEntry, turn: Turn): boolean {
  const opening = (text: string) => (text.split('\n')[0] ?? '').split('{')[0] ?? '';
  const openings = [opening(entry.answer.en), opening(entry.answer.pcm)].filter((text) => text.length >= 20);
  return turn.said.some((reply) => openings.some((text) => reply.includes(text)));
}

/** A question rather than a detail ("Lagos, delivery only"): a question mark or a question word first. */
function asksSomething(message: string): boolean {
  return (
    /\?/.test(message) ||
    /^(what|how|why|when|where|who|which|can|do|does|is|are|will|wetin|abeg)\b/i.test(message)
  );
}
