import type { ChatRole } from '../chat-session.ts';
import {
  PLATFORM_NAME,
  TOPIC_PITCH,
  conversationCity,
  conversationPitch,
  pitchOf,
  switchesBusiness,
} from './guide/conversation.ts';
import {
  aboutTheirPeople,
  asksCanYou,
  capabilityAnswer,
  comparisonAnswer,
  relevantCapabilities,
} from './guide/capabilities.ts';
import { hasCallToAction, tidyReply } from './guide/compose.ts';
import {
  CONTACT_ASK,
  contactThanks,
  newContact,
  shouldAskForContact,
  withoutContact,
} from './guide/contact-ask.ts';
import { discoveryQuestions, discoveryReply } from './guide/discovery.ts';
import { type FactSlot, type FounderFacts, founderFacts, knownSlots, slotsAsked } from './guide/memory.ts';
import { isOffTopic } from './guide/off-topic.ts';
import { setAside } from './guide/set-aside.ts';
import {
  ASK_BUSINESS,
  ENGLISH_FOR_NOW,
  GREETING,
  type GuideLanguage,
  NOT_FOUND,
  OFF_TOPIC,
  READINESS,
  acknowledgement,
  ASK_ON_CALL,
  intro,
  niceToMeet,
} from './guide/phrases.ts';
import { askingPart, selectKnowledge } from './guide/select.ts';
import { isGreeting, starterTopicOf } from './intents.ts';
import { knowledgeEntry } from './knowledge/index.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { parseLaunchPrompt } from './launch-chat-prompts.ts';
import { conversationLanguage } from './retrieval/language.ts';
import { expandShorthand, searchTerms } from './retrieval/text.ts';
import type { PitchId } from './sector-pitches.ts';
import { tailoredSolution } from './solution.ts';
import { WIDGET_GREETING, suggestsBuildingNow } from './widget-script.ts';
import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../plans-and-prices.ts';
import { DEVELOPMENT_START, LAUNCH_TIME, REVIEW_TIME, SETUP_CALL, SETUP_FEE } from './facts.ts';
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
  /** What the founder has said about their business so far. */
  readonly facts: FounderFacts;
  /** The things Q need not ask again. */
  readonly filled: ReadonlySet<FactSlot>;
  /** Topics the founder put aside in the latest message ("my question is not price"). */
  readonly dismissed: ReadonlySet<string>;
}

/** A message that only introduces the visitor: "My name is Tunde", "I'm Ada." */
// Case is spelled out rather than flagged: the name itself must start with a capital letter.
const NAME_INTRO =
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!]?\s+)?(?:[Mm]y name is|I am|I'm|i am|i'm|[Nn]a me be)\s+(?!(?:Interested|Ready|Not|Looking|Here|New|Sure|Fine|Good|Okay|Thinking|Planning)\b)(\p{Lu}[\p{L}'-]+)[.!]?$/u;

interface Answer {
  readonly body: string;
  readonly followUp: string;
  /** An opener's discovery questions: no call to action is added. */
  readonly discovery?: boolean;
  /** A greeting or a reply to a name: nothing answered yet. */
  readonly greeting?: boolean;
}

/**
 * Q without a model. It answers from the knowledge base (functions/domain/q/knowledge), retrieved
 * for the whole conversation, in English or Nigerian Pidgin; it serves every chat when no model is
 * configured and stands in whenever the model fails. When nothing in the knowledge base answers,
 * it says so rather than improvise.
 */
export function builtInGuideReply(
  messages: readonly GuideMessage[],
  context: GuideContext = 'widget',
): string {
  const userMessages = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content.trim());
  const written = userMessages[userMessages.length - 1] ?? '';
  if (written === '') return WIDGET_GREETING;

  const launchPrompt = parseLaunchPrompt(written);
  if (launchPrompt?.kind === 'overview')
    return overviewInFounderLanguage(launchPrompt.sectorId, launchPrompt);
  if (launchPrompt?.kind === 'solution')
    return solutionInFounderLanguage(tailoredSolution(launchPrompt), launchPrompt);
  // The launch chat collects contact details in its own steps; the invitation is the widget's.
  if (context !== 'widget') return guideReply(messages).text;

  // The founder left an e-mail or a number: thank them, and answer whatever else the message asks.
  const given = newContact(userMessages);
  if (given) {
    const language = conversationLanguage(userMessages) === 'pcm' ? 'pcm' : 'en';
    const thanks = contactThanks(given)[language];
    const rest = withoutContact(written, given);
    const terms = searchTerms(rest).length;
    if (terms === 0 || (terms < 2 && !asksSomething(rest))) {
      // Nothing else asked: the thanks, and the next step unless Q already gave it.
      const said = messages
        .filter((message) => message.role === 'assistant')
        .map((message) => message.content);
      return tidyReply(`${thanks}\n\n${READINESS[language]}`, { earlier: said, language });
    }
    const answered = guideReply(
      messages.map((message, index) =>
        index === lastUserIndex(messages) ? { ...message, content: rest } : message,
      ),
    );
    return `${thanks}\n\n${answered.text}`;
  }

  const reply = guideReply(messages);
  const ask = shouldAskForContact({
    userMessages,
    earlierReplies: messages
      .filter((message) => message.role === 'assistant')
      .map((message) => message.content),
    helped: reply.helped,
    businessKnown: reply.businessKnown,
  });
  return ask ? `${reply.text}\n\n${CONTACT_ASK[reply.language]}` : reply.text;
}

function lastUserIndex(messages: readonly GuideMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]?.role === 'user') return index;
  }
  return -1;
}

interface GuideReply {
  readonly text: string;
  /** The reply answers something: not "I don't know", an off-topic redirect or a greeting. */
  readonly helped: boolean;
  readonly businessKnown: boolean;
  readonly language: GuideLanguage;
}

/** Q's answer to the conversation, from the knowledge base. */
function guideReply(messages: readonly GuideMessage[]): GuideReply {
  const userMessages = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content.trim());
  const written = userMessages[userMessages.length - 1] ?? '';

  // Shorthand is spelled out for understanding; the language is read from what was written.
  // A clause that puts a topic aside ("forget the data stuff for now") is not what the message asks.
  const { kept: latest, dismissed } = setAside(withoutFunding(expandShorthand(written)));
  const earlier = userMessages.slice(0, -1).map((message) => withoutFunding(expandShorthand(message)));
  const detected = conversationLanguage(userMessages);
  const known = conversationPitch(earlier);
  const named = switchesBusiness(latest, known) ? (pitchOf(askingPart(latest)) ?? pitchOf(latest)) : null;
  const facts = founderFacts(userMessages);
  const sector = named ?? known;
  const turn: Turn = {
    latest,
    earlier,
    said: messages.filter((message) => message.role === 'assistant').map((message) => message.content),
    language: detected === 'pcm' ? 'pcm' : 'en',
    named,
    known,
    city: conversationCity(userMessages),
    facts,
    filled: knownSlots(facts, sector !== null && sector !== 'not-sure'),
    dismissed,
  };

  const answer = answerTurn(turn);
  const followUp = followUpFor(answer, turn);
  let reply = followUp === '' ? answer.body : `${answer.body}\n\n${followUp}`;
  const engaged = userMessages.length >= 3 && sector !== null && sector !== 'not-sure';
  if (engaged && !answer.discovery && !hasCallToAction(reply) && !suggestsBuildingNow(reply))
    reply = `${reply}\n\n${READINESS[turn.language]}`;
  reply = tidyReply(reply, {
    earlier: turn.said,
    language: turn.language,
    exempt: (sentence) => WIDGET_GREETING.includes(sentence),
  });
  const text =
    detected === 'yo' || detected === 'ha' || detected === 'ig'
      ? `${ENGLISH_FOR_NOW[detected]}\n\n${reply}`
      : reply;
  const unhelpful = [NOT_FOUND, OFF_TOPIC, GREETING].some((phrase) => answer.body === phrase[turn.language]);
  return {
    text,
    // An opener's questions come first; the invitation waits until Q has answered something.
    helped: !unhelpful && !answer.greeting && !answer.discovery,
    businessKnown: sector !== null && sector !== 'not-sure' && sector !== 'other',
    language: turn.language,
  };
}

/**
 * The follow-up question, unless it asks for something the founder already said (the licence,
 * the city, the business): then the next question they have not answered, or none.
 */
function followUpFor(answer: Answer, turn: Turn): string {
  if (answer.followUp === '') return '';
  const asked = slotsAsked(answer.followUp);
  if (asked.length === 0 || asked.every((slot) => !turn.filled.has(slot))) return answer.followUp;
  const sector = turn.named ?? turn.known;
  const next = sector ? nextUnsaid(sector, turn) : null;
  return next ? next[turn.language] : '';
}

/**
 * "I'll take a bank loan to pay for it": how the founder pays, not a lending business. "Can I bank
 * on you?" is trust, not banking.
 */
function withoutFunding(message: string): string {
  return message
    .replace(/\bbank(?:ing)? on (you|u|una|your team|this)\b/gi, 'count on $1')
    .replace(
      /\b(?:(?:take|get|took|taking|getting|with|from|using|through|collect|borrow|borrowing)\s+(?:a\s+)?(?:bank\s+)?loan(?:\s+from\s+(?:the\s+|my\s+)?bank)?|bank\s+loan|loan\s+to\s+(?:pay|fund|finance)|my savings|savings to pay)\b(?:\s+(?:to|and)\s+pay(?:\s+for\s+(?:it|this|the platform))?)?/gi,
      ' ',
    );
}

/** Words that say what a message asks about beyond naming a business (price, time, terms...). */
const TOPIC_TERMS = new Set([
  'price',
  'time',
  'pay',
  'instalment',
  'refund',
  'cancel',
  'own',
  'code',
  'host',
  'maintain',
  'custom',
  'demo',
  'scam',
  'licence',
  'differ',
  'refer',
  'legal',
  'story',
  'dollar',
  'problem',
  'brand',
  'data',
  'privacy',
  'card',
  'secure',
  'ready',
  'setupcall',
  'company',
  'support',
  'compliance',
  'kyc',
  'bvn',
  'cbn',
]);

/** Words that only carry the opener's grammar ("I want to start a ... business"). */
const OPENER_FILLER =
  /\b(?:hi|hello|hey|good (?:morning|afternoon|evening)|i|i'm|im|am|we|we're|want|wan|wants|to|start|starting|build|building|open|opening|launch|launching|run|running|do|doing|a|an|the|my|our|own|in|into|at|for|with|platform|app|apps|application|business|startup|company|idea|thinking|of|about|planning|plan|dey|go|na|e|something|like|one|nigeria|please|abeg|interested|space|sector|industry|website|site|online|new|small|sell|selling|o|oh|ok|okay|yes|and|or|sir|ma|things?|stuff|service|services)\b/gi;

/** A short opener names a business and nothing else: "fintech", "real estate", "keke app in Aba". */
function isOpener(message: string): boolean {
  if (/\?/.test(message) || asksSomething(message)) return false;
  if (searchTerms(message).some((term) => TOPIC_TERMS.has(term))) return false;
  const cityless = message.replace(
    /\b(?:lagos|abuja|kano|ibadan|port harcourt|enugu|onitsha|aba|jos|kaduna|benin|warri|owerri|calabar|uyo|ilorin|abeokuta|akure|asaba|lekki|ikeja|yaba|ajah)\b/gi,
    ' ',
  );
  const rest = cityless
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]+/gu, ' ')
    .replace(OPENER_FILLER, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return rest.length <= 3;
}

function answerTurn(turn: Turn): Answer {
  const { latest, language } = turn;
  const topic = starterTopicOf(latest);
  if (topic === 'Not sure yet') return plain(knowledgeEntry('platform-not-sure'), turn);
  if (topic) return discovery(TOPIC_PITCH[topic], turn);
  if (isGreeting(latest)) return { ...split(GREETING[language]), greeting: true };
  const name = NAME_INTRO.exec(latest)?.[1];
  if (name) return { ...split(niceToMeet(name)[language]), greeting: true };

  const sector = turn.named ?? turn.known;
  const selection = selectKnowledge(latest, turn.earlier, sector);
  const named = turn.named && turn.named !== turn.known ? turn.named : null;
  const business = selection.business ?? (named ? knowledgeEntry(`platform-${named}`) : null);
  const [first] = selection.topics;

  // "fintech", "real estate": questions first, not a price or what happens after payment.
  const subProduct = selection.business && !selection.business.id.startsWith('platform-');
  if (named && !subProduct && isOpener(latest)) return discovery(named, turn);
  // "banking app", "POS business": an opener too; the questions come before that platform's price.
  if (named && subProduct && isOpener(latest) && selection.business?.answer.en.includes('₦'))
    return discovery(named, turn);

  // The business named with details and no question ("a savings app in Lagos; our licence is
  // in progress"): the platform in a line, the details said back, the next question.
  const toldHere = founderFacts([latest]);
  const detailed = [toldHere.licence, toldHere.deadline, toldHere.budget, toldHere.size].some(
    (value) => value !== null,
  );
  if (named && !/\?/.test(latest) && !asksSomething(latest) && detailed) return acknowledge(turn, true);

  // "Is that realistic?", "is that enough?", "can we still launch in two weeks?": the deadline or
  // budget the founder gave, answered against what is published.
  const check = feasibility(turn);
  if (check) return check;

  // A detail for the business already named ("we already have an MFB licence", "mostly shortlets
  // in Lekki", "by January"): heard and said back, not answered with a topic it merely mentions.
  const toldSomething = hasFacts(founderFacts([latest]));
  if (
    !/\?/.test(latest) &&
    !asksSomething(latest) &&
    sector &&
    sector !== 'not-sure' &&
    !named &&
    (toldSomething || !first || selection.firstCoverage < 0.5) &&
    !(
      selection.business &&
      !selection.business.id.startsWith('platform-') &&
      !alreadySaid(selection.business, turn)
    )
  )
    return acknowledge(turn);

  // Two of our platforms named in one question ("do I need X, or does Y do it?"): what each does.
  const compared = comparedPitches(latest);
  if (compared.length >= 2) {
    const both = comparisonAnswer(latest, compared);
    if (both) return { body: both[language], followUp: ASK_ON_CALL[language] };
  }

  // "Can you...?" about a specific need, or what the founder's own customers can do: the table.
  const termsAsked = first && (first.topic === 'payment' || first.topic === 'pricing');
  if (
    (asksCanYou(latest) &&
      (!first ||
        first.topic === 'platform' ||
        // Two questions the knowledge base answers ("how fast can you launch, and do you take a cut?")
        // are answered as two questions, not as one "can you" need.
        (selection.firstCoverage < 0.4 &&
          selection.topics.length < 2 &&
          !/\b(?:can|could|will)\s+(?:i|we)\b/i.test(latest)) ||
        (theirPeopleAct(latest) && (termsAsked || complianceUnasked(latest, first))))) ||
    (first?.topic === 'payment' && theirPeoplePay(latest))
  ) {
    // "Can the app handle both?": the need is in what was said before.
    const vague =
      searchTerms(latest).filter((term) => !['app', 'platform', 'handle', 'both', 'all'].includes(term))
        .length < 2;
    const grounded = capabilityAnswer(vague ? [...turn.earlier.slice(-2), latest].join(' ') : latest, sector);
    const next = sector ? nextUnsaid(sector, turn) : null;
    // A fintech founder who said they have no licence yet hears the route that still works.
    const advice = sector === 'fintech' ? licenceAdvice(turn) : null;
    return {
      body: advice ? `${grounded.body[language]}\n\n${advice}` : grounded.body[language],
      followUp: next?.[language] ?? ASK_ON_CALL[language],
    };
  }

  if (first) {
    // "I'm starting a fintech, can you help me get started?" introduces the business: pitch it, then the next step.
    if (first.id === 'ready-to-start' && named && business) {
      return {
        body: `${intro(PLATFORM_NAME[named])[language]}\n\n${fill(business.answer[language], turn)}`,
        followUp: `${business.followUp[language]}\n\n${READINESS[language]}`,
      };
    }
    const bodies = selection.topics.map((entry) => fill(entry.answer[language], turn));
    const sec = first.topic === 'compliance' ? cryptoCompliance(turn, bodies.join('\n')) : null;
    if (sec) bodies.push(sec);
    const brief = business && selection.business ? business.brief?.[language] : undefined;
    // "My question is not price": the business's one-line brief carries its price, so it is left out.
    if (brief && !(turn.dismissed.has('price') && /₦/.test(brief))) bodies.push(brief);
    const last = selection.topics[selection.topics.length - 1] ?? first;
    return { body: bodies.join('\n\n'), followUp: last.followUp[language] };
  }

  if (business) {
    if (alreadySaid(business, turn)) return acknowledge(turn);
    const lead =
      named && named !== 'not-sure' && named !== 'other'
        ? `${intro(PLATFORM_NAME[named])[language]}\n\n`
        : '';
    // A question about the business ("which coins can people trade?") also gets the lines the
    // site publishes that touch on it.
    const about = sector ?? business.sector ?? null;
    const lines = about && /\?/.test(latest) ? relevantCapabilities(latest, about) : [];
    const published = lines.length === 0 ? '' : `\n\n${lines.join('\n')}`;
    return {
      body: `${lead}${fill(business.answer[language], turn)}${published}`,
      followUp: business.followUp[language],
    };
  }

  if (isOffTopic(latest, selection.anyMatch))
    return { body: OFF_TOPIC[language], followUp: ASK_BUSINESS[language] };
  if (sector && sector !== 'not-sure' && sector !== 'other' && !asksSomething(latest))
    return acknowledge(turn);
  if (asksCanYou(latest)) {
    const grounded = capabilityAnswer(latest, sector);
    return { body: grounded.body[language], followUp: ASK_BUSINESS[language] };
  }
  return {
    body: NOT_FOUND[language],
    followUp: sector && sector !== 'not-sure' ? ASK_ON_CALL[language] : ASK_BUSINESS[language],
  };
}

/**
 * The platforms a question weighs against each other: a choice asked ("or", "which", "both",
 * "versus") across clauses that each name a different business.
 */
function comparedPitches(message: string): PitchId[] {
  if (!asksSomething(message) || !/\b(?:or|which|both|versus|vs|instead|rather)\b/i.test(message)) return [];
  const pitches = message
    .split(/[,;?.!]|\bor\b|\band\b|\bversus\b|\bvs\b|\binstead of\b/i)
    .map((part) => pitchOf(part))
    .filter((pitch): pitch is PitchId => pitch !== null && pitch !== 'not-sure' && pitch !== 'other');
  return [...new Set(pitches)];
}

/**
 * "Can my customers pay by card?", "tenants book viewings": the founder's people do something on the
 * platform. "Can I take my customer data with me?" is about the founder's terms, not their people.
 */
function theirPeopleAct(message: string): boolean {
  return (
    aboutTheirPeople(message) &&
    /\b(?:can|could|will|would|should)\s+(?:(?:my|our|the|their)\s+)?(?:customers?|clients?|users?|riders?|drivers?|tenants?|students?|learners?|pupils?|parents?|buyers?|agents?|vendors?|sellers?|members?|patients?|guests?|passengers?|landlords?|staff|traders?)\b|\b(?:customers?|clients?|users?|riders?|drivers?|tenants?|students?|parents?|buyers?|agents?|vendors?|members?|patients?|guests?|passengers?)\s+(?:can|could|will|to|pay|paying|book|order|use|get|see|track|send|buy)\b/i.test(
      message,
    )
  );
}

/**
 * "Can passengers pay by card?" asks what the platform does; a compliance answer (PCI DSS) fits only
 * when the message itself names a rule, a regulator or a licence.
 */
function complianceUnasked(message: string, first: KnowledgeEntry): boolean {
  return (
    first.topic === 'compliance' &&
    !/\b(?:pci|licen[cs]e|legal|law|laws|rules?|regulat\w*|complian\w*|cbn|sec|ndpa|kyc|aml|bvn|nin|fccpc|permit|register\w*)\b/i.test(
      message,
    )
  );
}

/** "tenants pay monthly", "parents paying school fees": how the founder's customers pay, not how the founder pays us. */
function theirPeoplePay(message: string): boolean {
  return /\b(?:customers?|clients?|users?|tenants?|students?|parents?|riders?|passengers?|buyers?|members?|patients?|guests?)\b[^.?!]{0,40}\b(?:pay|paying|payments?|instal)/i.test(
    message,
  );
}

function hasFacts(facts: FounderFacts): boolean {
  return Object.values(facts).some((value) => value !== null);
}

/** An opener's reply: what the platform is, in one line, and the questions that come first. */
function discovery(pitch: PitchId, turn: Turn): Answer {
  const text = discoveryReply(pitch, PLATFORM_NAME[pitch], turn.filled)[turn.language];
  return { body: text, followUp: '', discovery: true };
}

/** A detail for a known business ("Lagos, delivery only"): thank, show it was heard, ask what is next. */
function acknowledge(turn: Turn, withIntro = false): Answer {
  const sector = turn.named ?? turn.known;
  const next = sector ? nextUnsaid(sector, turn) : null;
  const { body, followUp } = split(
    acknowledgement(yourPlatform(turn), noted(founderFacts([turn.latest]), turn.language))[turn.language],
  );
  const lead =
    withIntro && sector && sector !== 'not-sure' && sector !== 'other'
      ? `${intro(PLATFORM_NAME[sector])[turn.language]}\n\n`
      : '';
  const lines = sector ? relevantCapabilities(turn.latest, sector) : [];
  const published =
    lines.length === 0
      ? ''
      : `\n\n${turn.language === 'pcm' ? 'Wetin we publish wey touch am:' : 'What we publish that touches on it:'}\n${lines.join('\n')}`;
  const advice = licenceAdvice(turn);
  return {
    body: `${lead}${body}${advice ? `\n\n${advice}` : ''}${published}`,
    followUp: next ? next[turn.language] : followUp,
  };
}

/**
 * What the site says to a founder without a licence yet: crypto founders get help preparing their
 * SEC registration (the Crypto Exchange page); others can launch with a licensed partner bank while
 * their own licence is in progress (the home page FAQ).
 */
function licenceAdvice(turn: Turn): string | null {
  if (turn.facts.licence !== 'none') return null;
  const crypto = /crypto|exchange|bitcoin|usdt|\bsec\b/i.test([...turn.earlier, turn.latest].join(' '));
  // Said once in full; later, shorter, so no sentence repeats.
  const options = crypto
    ? cryptoAdvice(turn.language)
    : turn.language === 'pcm'
      ? [
          'Plenty founders dey launch with licensed partner bank while their own licence still dey process, and we dey prepare the documents wey banks and CBN dey ask for.',
          'Your licence no need finish before you launch: licensed partner bank fit carry you for now.',
        ]
      : [
          'Many founders launch with a licensed partner bank while their own licence is in progress, and we prepare the documentation banks and the CBN ask for.',
          'Your own licence need not be granted first: a licensed partner bank can carry the launch meanwhile.',
        ];
  return options.find((option) => !turn.said.some((reply) => reply.includes(option))) ?? null;
}

/** What the Crypto Exchange page says about the SEC, in two wordings so a second reply does not repeat the first. */
function cryptoAdvice(language: GuideLanguage): readonly string[] {
  return language === 'pcm'
    ? [
        'We go help you prepare your SEC registration, and the platform get the KYC, AML and record-keeping controls wey the rules need.',
        'For crypto exchange, SEC rules for digital asset operators dey apply: we go help you prepare that registration.',
      ]
    : [
        'We help you prepare your SEC registration, and the platform ships with the KYC, AML and record-keeping controls the rules require.',
        "For a crypto exchange, the SEC's rules for digital asset operators apply too: we help you prepare that registration.",
      ];
}

/** A compliance answer in a crypto conversation also names the SEC, which the general answer leaves out. */
function cryptoCompliance(turn: Turn, body: string): string | null {
  if (/\bSEC\b/.test(body)) return null;
  if (!/crypto|exchange|bitcoin|usdt|\bsec\b/i.test([...turn.earlier, turn.latest].join(' '))) return null;
  return (
    cryptoAdvice(turn.language).find((option) => !turn.said.some((reply) => reply.includes(option))) ?? null
  );
}

const LAUNCH_WORD = /\b(?:launch|go live|be live)\b/i;
const BY_WORD = /\b(?:by|before|within)\b/i;

/**
 * "Can we launch by March?": a launch word, then by, before or within, in one question (no question
 * mark between them, one after). Read question by question: as one pattern with two [^?]* gaps it
 * tried every pair of positions, and a 4,000-character message of "launch launch … by by …" took
 * 200 ms of CPU, 16,000 characters 15 s.
 */
function asksLaunchBy(text: string): boolean {
  return text
    .split('?')
    .slice(0, -1)
    .some((question) => {
      const launch = LAUNCH_WORD.exec(question);
      return launch !== null && BY_WORD.test(question.slice(launch.index + launch[0].length));
    });
}

/** A feasibility question about the deadline or budget the founder gave earlier. */
function feasibility(turn: Turn): Answer | null {
  const { latest, facts, language } = turn;
  // "What can I do?" after a budget: what that budget meets, not a capability list.
  const options =
    facts.budget !== null &&
    /\bwhat (?:can|should|do) (?:i|we) do\b|\bwhat are (?:my|our) options\b|\bany options?\b|\bwetin i fit do\b/i.test(
      latest,
    );
  const asks =
    options ||
    /\b(realistic|possible|enough|doable|feasible|make it|in time|on time|can we (still )?(launch|go live|make)|fit reach|e go reach|e do)\b/i.test(
      latest,
    );
  if (!asks && !asksLaunchBy(latest)) return null;
  // "Agency banking too. Possible?" asks about a feature, not a date or a budget.
  const aboutTime = /\b(launch|live|ready|time|date|deadline|weeks?|months?|days?|enough|afford|budget)\b/i;
  if (!facts.deadline && !facts.budget && !aboutTime.test(latest)) return null;
  const next = ASK_ON_CALL[language];
  if (options || /\benough\b|\bafford\b|budget/i.test(latest) || (facts.budget && !facts.deadline)) {
    if (!facts.budget) return null;
    // Said plainly when a naira budget is under the published fee: no cheaper plan is published.
    const naira = nairaAmount(facts.budget);
    const short =
      naira !== null && naira < BANKING_PLATFORM_SETUP_FEE_NGN
        ? language === 'pcm'
          ? ' That budget small pass the Banking Platform published price, and we no publish cheaper plan or instalments.'
          : ' That is below the Banking Platform’s published price, and no cheaper plan or instalment option is published.'
        : '';
    return {
      body:
        language === 'pcm'
          ? `You talk say your budget na ${facts.budget}. Banking Platform setup na ${SETUP_FEE}, one time.${short} Extra integrations and other platforms, we go quote am for the ${SETUP_CALL} before you pay anything, so na there we go confirm wetin your budget fit cover.`
          : `You mentioned a budget of ${facts.budget}. The Banking Platform setup is ${SETUP_FEE}, one-time.${short} Extra integrations and the other platforms are quoted on the ${SETUP_CALL} before you pay anything, so that is where we confirm what your budget covers.`,
      followUp: next,
    };
  }
  const deadline = facts.deadline ? `your date (${facts.deadline})` : 'your date';
  const advice = licenceAdvice(turn);
  return {
    body:
      language === 'pcm'
        ? `Platforms dey usually go live for ${LAUNCH_TIME}: after you pay, we go review your application within ${REVIEW_TIME} and development go start within ${DEVELOPMENT_START}. For ${deadline}, e depend on when you pay and how fast you send your brand assets, domain and partner accounts; we go confirm the date for the ${SETUP_CALL}.${advice ? ` ${advice}` : ''}`
        : `Platforms usually go live in ${LAUNCH_TIME}: after payment we review your application within ${REVIEW_TIME} and development starts within ${DEVELOPMENT_START}. Whether that meets ${deadline} depends on when you pay and how quickly your brand assets, domain and partner accounts arrive; we confirm the date on the ${SETUP_CALL}.${advice ? ` ${advice}` : ''}`,
    followUp: next,
  };
}

/** "₦2m", "3 million naira", "N500,000" in naira; null for other currencies or no figure. */
function nairaAmount(budget: string): number | null {
  if (/\$|usd|dollar|£|€/i.test(budget)) return null;
  const match = /(\d[\d,.]*)\s*(k|m|million)?/i.exec(budget);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  const unit = match[2]?.toLowerCase();
  return unit === 'k' ? value * 1_000 : unit === 'm' || unit === 'million' ? value * 1_000_000 : value;
}

/** The next discovery question the founder has neither answered nor been asked already. */
function nextUnsaid(sector: PitchId, turn: Turn) {
  return (
    discoveryQuestions(sector, turn.filled).find(
      (question) => !turn.said.some((reply) => reply.includes(question.text[turn.language])),
    )?.text ?? null
  );
}

/** "3 branches, a CBN licence": what the founder told Q, said back in a few words. */
function noted(facts: FounderFacts, language: GuideLanguage): string {
  const parts = [
    facts.size,
    facts.focus,
    facts.audience,
    facts.deadline ? (language === 'pcm' ? `launch ${facts.deadline}` : `launch ${facts.deadline}`) : null,
    facts.budget ? (language === 'pcm' ? `budget ${facts.budget}` : `a budget of ${facts.budget}`) : null,
    facts.licence === 'has'
      ? language === 'pcm'
        ? 'you don get licence'
        : 'your licence in place'
      : facts.licence === 'none'
        ? language === 'pcm'
          ? 'no licence yet'
          : 'no licence yet'
        : null,
  ].filter((part): part is string => part !== null);
  return parts.join(', ');
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
