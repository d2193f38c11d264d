import {
  type Capability,
  type CapabilityPlatformId,
  PLATFORM_CAPABILITIES,
  type PlatformCapabilities,
  SHARED_CAPABILITIES,
  platformCapabilities,
} from '../../platform-capabilities/index.ts';
import { PLATFORM_SUMMARIES } from '../../platform-capabilities/summaries.ts';
import { SETUP_CALL } from '../facts.ts';
import type { Bilingual } from '../knowledge/types.ts';
import { GENERIC_TERMS } from '../retrieval/search.ts';
import { searchTerms } from '../retrieval/text.ts';
import type { PitchId } from '../sector-pitches.ts';

/** The platforms of the capability table that a conversation's business runs on. */
export const PLATFORMS_OF_PITCH: Readonly<Record<PitchId, readonly CapabilityPlatformId[]>> = {
  fintech: ['banking-platform', 'crypto-exchange', 'complete-fintech'],
  ecommerce: ['ecommerce'],
  restaurants: ['restaurant'],
  taxi: ['taxi'],
  proptech: ['real-estate'],
  cto: ['cto-service'],
  edutech: [],
  healthtech: [],
  fashion: [],
  agriculture: [],
  events: [],
  logistics: [],
  other: [],
  'not-sure': [],
};

/**
 * "Can you...?", "does it...?", "una fit...?": a question about whether the product does
 * something. Q answers those from the capability table, never with a bare yes.
 */
const CAN_YOU =
  /\b(?:can|could|will|would)\s+(?:you|u|una|it|she|he|they|(?:the|your|this|one|a|an|my|una) (?:[\w-]+ )?(?:app|platform|system|software|website|exchange|store|site|dashboard)|i|we|my (?:app|platform|customers?|clients?|users?|riders?|drivers?|tenants?|students?|agents?|vendors?|members?))\b|\b(?:do|does)\s+(?:you|u|una|it|(?:the|your|this|one|a|an|my) (?:\w+ )?(?:app|platform|system|software|website))\s+(?:have|support|do|handle|offer|include|allow|work|come|cover|provide|give|manage|track|let|also)\b|\b(?:can|could|will)\s+(?:customers?|clients?|users?|tenants?|students?|parents?|riders?|drivers?|passengers?|buyers?|agents?|vendors?|members?|patients?|guests?)\b|\bis (?:it|there|that) possible\b|\b(?:is that|is this) something (?:you|una) (?:have|do|offer|build)\b|\b(?:una|you|e|it|dem|(?:una|your|the) (?:app|platform))\s+fit\b|\bis there (?:a|an)\b|\bhave you (?:built|done)\b|\bwill (?:it|the app) (?:work|support|handle)\b|^\s*(?:is (?:it|that|this) )?possible\s*\?|[.!]\s*possible\s*\?\s*$/i;

export function asksCanYou(message: string): boolean {
  return CAN_YOU.test(message);
}

/** The founder asks what *their* customers, staff or drivers can do: the platform, not our terms. */
export function aboutTheirPeople(message: string): boolean {
  return /\b(?:(?:my|our|the|their)\s+)?(?:customers?|clients?|users?|riders?|drivers?|tenants?|students?|learners?|pupils?|parents?|buyers?|agents?|vendors?|sellers?|members?|patients?|guests?|passengers?|landlords?|staff|branches|outlets|traders?)\b/i.test(
    message,
  );
}

const LEAD_IN =
  /^.*?\b(?:can|could|will|would|do|does|is it possible|is there|una fit|you fit|e fit|dem fit)\b\s*(?:(?:you|u|una|it|i|we)\b|(?:the|your|this|one|a|an|my) (?:\w+ )?(?:app|platform|system|software|website)\b)?\s*(?:also\s+)?(?:help (?:me|us)?\s*(?:with|to)?|handle|support|do|build|offer|include|provide|give|cover|allow|manage|have|work (?:for|with)|let|to)?\s*/i;

/** The need in the founder's words: "agency banking with POS" out of "Can it handle agency banking with POS?". */
export function needOf(message: string): string | null {
  const sentences = message.split(/(?<=[?.!])\s+/);
  const at = sentences.findIndex((part) => asksCanYou(part));
  // "We want agency banking with POS agents. Possible?": the need is the sentence before.
  const bare = at > 0 && /^\s*(?:is (?:it|that|this) )?possible\s*\?\s*$/i.test(sentences[at] ?? '');
  const sentence = (bare ? sentences[at - 1] : sentences[at]) ?? message;
  const need = sentence
    .replace(LEAD_IN, '')
    .replace(/^(?:we|i)\s+(?:want|need|would like)\s+(?:to\s+(?:have|offer|run)\s+)?/i, '')
    // From the first mark of the closing run only: tried at every mark, a long run of "!" not at the
    // end was read once per mark (117 ms at 16,000 characters).
    .replace(/(?<![?.!])[?.!]+$/g, '')
    .replace(/\b(?:abeg|please|pls|o|sef|for me)\b/gi, '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bi\b/gi, 'you')
    .replace(/\s+/g, ' ')
    .trim();
  if (need.length < 3 || need.length > 80) return null;
  return need;
}

interface ScoredCapability {
  readonly platform: PlatformCapabilities | null;
  readonly line: Capability;
  readonly score: number;
}

function termsOf(capability: Capability): Set<string> {
  return new Set(searchTerms(`${capability.title} ${capability.body} ${(capability.terms ?? []).join(' ')}`));
}

/** The platform's lines plus its plan card's lines, each as a capability. */
function linesOf(platform: PlatformCapabilities): Capability[] {
  return [
    ...platform.capabilities,
    ...(platform.planFeatures ?? []).map((feature, index) => ({
      key: `plan-${index}`,
      title: feature,
      body: `Listed in the ${platform.name} plan.`,
    })),
  ];
}

function scored(need: readonly string[], platforms: readonly PlatformCapabilities[]): ScoredCapability[] {
  const results: ScoredCapability[] = [];
  for (const platform of platforms) {
    for (const line of linesOf(platform)) {
      const terms = termsOf(line);
      const score = need.filter((term) => terms.has(term)).length;
      if (score > 0) results.push({ platform, line, score });
    }
  }
  for (const line of SHARED_CAPABILITIES) {
    const terms = termsOf(line);
    const score = need.filter((term) => terms.has(term)).length;
    if (score > 0) results.push({ platform: null, line, score: score - 0.5 });
  }
  return results.sort((a, b) => b.score - a.score);
}

/** "A branded store..." inside a sentence; a name ("BVN", "Paystack") keeps its capital. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const bullet = (capability: Capability) =>
  capability.body.startsWith('Listed in')
    ? `- **${capability.title}** (${capability.body.replace(/\.$/, '').toLowerCase()})`
    : `- **${capability.title}:** ${capability.body}`;

export interface CapabilityAnswer {
  readonly body: Bilingual;
  /** The platform the answer is about, if the table has one for this business. */
  readonly platform: PlatformCapabilities | null;
}

/**
 * A grounded answer to "can you do X?": what the platform does, as the site publishes it (the
 * lines closest to the need first), then the rule: the specific need is confirmed on the setup call.
 */
export function capabilityAnswer(message: string, pitch: PitchId | null): CapabilityAnswer {
  const need = searchTerms(message);
  const tabled = pitch !== null && PLATFORMS_OF_PITCH[pitch].length > 0;
  const candidates = tabled ? PLATFORMS_OF_PITCH[pitch].map(platformCapabilities) : PLATFORM_CAPABILITIES;
  const found = scored(need, candidates);
  const closest = found.find((item) => item.platform);
  // Words every message has ("app", "customers") say nothing about which platform fits.
  const specific = scored(
    need.filter((term) => !GENERIC_TERMS.has(term)),
    candidates,
  ).find((item) => item.platform);
  // A business the table has no platform for (a school system, a WhatsApp bot), or a need that
  // shares at most one word with any platform: every platform in a line, custom work through
  // CTO-as-a-Service, and the need confirmed on the call. One shared word ("money", "app") would
  // otherwise pass off the Banking Platform as the answer.
  if (!tabled && (!specific || specific.score < 2)) return overviewAnswer(message);
  const best = closest?.platform ?? null;
  const platform =
    best ??
    (pitch && PLATFORMS_OF_PITCH[pitch][0] ? platformCapabilities(PLATFORMS_OF_PITCH[pitch][0]) : null);
  const lines = found
    .filter((item) => item.platform === null || item.platform === platform)
    .slice(0, 3)
    .map((item) => item.line);
  // The closest lines first, then the platform's own lines, so the answer always says what it does.
  const own = platform ? platform.capabilities.filter((line) => !lines.includes(line)) : [];
  const shown = [
    ...lines.filter((line) => platform?.capabilities.includes(line) || lines.indexOf(line) < 2),
    ...own,
  ].slice(0, 3);
  const wording = needOf(message);
  const needEn = wording ? `"${wording}"` : 'that specific need';
  const needPcm = wording ? `"${wording}"` : 'that particular thing';

  if (!platform) {
    const names = PLATFORM_CAPABILITIES.map((item) => item.name).join(', ');
    return {
      platform: null,
      body: {
        en: [
          `What we publish is a set of ready-made platforms (${names}).`,
          ...shown.map(bullet),
          `Whether one of them covers ${needEn} is confirmed on the ${SETUP_CALL}; I can't promise it here.`,
        ].join('\n'),
        pcm: [
          `Wetin we publish na ready-made platforms (${names}).`,
          ...shown.map(bullet),
          `Whether one of them go cover ${needPcm}, na for the ${SETUP_CALL} we go confirm am; I no fit promise am here.`,
        ].join('\n'),
      },
    };
  }
  return {
    platform,
    body: {
      // The card's sentence leads, so the answer still says what the platform does when every
      // bullet below was already shown earlier in the conversation (and is left out as a repeat).
      en: [
        `Here is what our **${platform.name}** platform does, as published: ${lowerFirst(platform.summary)}`,
        ...shown.map(bullet),
        '',
        `Whether it covers ${needEn} the way you need is confirmed on the ${SETUP_CALL}; I can't promise that part here.`,
      ].join('\n'),
      pcm: [
        `See wetin our **${platform.name}** platform dey do, as we publish am: ${lowerFirst(platform.summary)}`,
        ...shown.map(bullet),
        '',
        `Whether e go cover ${needPcm} the way you want, na for the ${SETUP_CALL} we go confirm am; I no fit promise that part here.`,
      ].join('\n'),
    },
  };
}

/** The business's published lines that share a word with the message, as bullets (at most two). */
export function relevantCapabilities(message: string, pitch: PitchId): string[] {
  const platforms = PLATFORMS_OF_PITCH[pitch].map(platformCapabilities);
  if (platforms.length === 0) return [];
  return scored(searchTerms(message), platforms)
    .filter((item) => item.platform !== null)
    .slice(0, 2)
    .map((item) => bullet(item.line));
}

/** "Our Taxi & Ride-Hailing platform: rider and driver apps...": the platform's card sentence. */
export function platformSummary(pitch: PitchId): PlatformCapabilities | null {
  const id = PLATFORMS_OF_PITCH[pitch][0];
  return id ? platformCapabilities(id) : null;
}

/** Every platform the site sells, one line each, as the home page's cards say it. */
function overviewLines(): string[] {
  const named = (['ecommerce', 'restaurant', 'taxi', 'real-estate'] as const).map(
    (id) => `- **${platformCapabilities(id).name}:** ${PLATFORM_SUMMARIES[id]}`,
  );
  return [
    `- **FinTech:** ${PLATFORM_SUMMARIES.fintech}`,
    ...named,
    `- **${platformCapabilities('cto-service').name}:** ${PLATFORM_SUMMARIES['cto-service']}`,
  ];
}

/** "Can you build a school system?": what we publish, that custom work is scoped, confirmed on the call. */
function overviewAnswer(message: string): CapabilityAnswer {
  const wording = needOf(message);
  const needEn = wording ? `"${wording}"` : 'that specific need';
  const needPcm = wording ? `"${wording}"` : 'that particular thing';
  return {
    platform: null,
    body: {
      en: [
        'What we publish is a set of ready-made platforms:',
        ...overviewLines(),
        '',
        `Whether one of them covers ${needEn}, or it needs custom work from our CTO-as-a-Service team, is confirmed on the ${SETUP_CALL}; I can't promise it here.`,
      ].join('\n'),
      pcm: [
        'Wetin we publish na ready-made platforms:',
        ...overviewLines(),
        '',
        `Whether one of them go cover ${needPcm}, or e need custom work from our CTO-as-a-Service team, na for the ${SETUP_CALL} we go confirm am; I no fit promise am here.`,
      ].join('\n'),
    },
  };
}

/**
 * "Do I need the ride-hailing platform for my riders, or does the restaurant one deliver?": two of
 * our platforms named in one question. Each gets its card sentence and the published lines closest to
 * the need, so the founder can see which does what; which fits (or both) is confirmed on the call.
 */
export function comparisonAnswer(message: string, pitches: readonly PitchId[]): Bilingual | null {
  const platforms = pitches
    .map((pitch) => ({ pitch, platform: platformSummary(pitch) }))
    .filter((item): item is { pitch: PitchId; platform: PlatformCapabilities } => item.platform !== null);
  if (platforms.length < 2) return null;
  const blocks = platforms.map(({ pitch, platform }) =>
    [`**${platform.name}:** ${platform.summary}`, ...relevantCapabilities(message, pitch)].join('\n'),
  );
  // The heading shares a paragraph with the first platform: a heading alone in a paragraph is tidied away.
  const [first, ...rest] = blocks;
  return {
    en: [
      `Here is what each of those platforms does, as published:\n${first}`,
      ...rest,
      `Which one fits your business, or whether you need both, is confirmed on the ${SETUP_CALL}; I can't promise that part here.`,
    ].join('\n\n'),
    pcm: [
      `See wetin each of those platforms dey do, as we publish am:\n${first}`,
      ...rest,
      `Which one fit your business, or whether you need the two, na for the ${SETUP_CALL} we go confirm am; I no fit promise that part here.`,
    ].join('\n\n'),
  };
}
