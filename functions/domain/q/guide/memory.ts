import { conversationCity } from './conversation.ts';

/**
 * What the founder has told Q so far, read from every message they sent. Q uses it instead of
 * asking again: a follow-up question about something already said is left out, and the answer
 * names it ("for your 3 branches").
 */
export interface FounderFacts {
  readonly city: string | null;
  /** "3 branches", "20 keke", "50 agents": a count and what it counts. */
  readonly size: string | null;
  /** "₦3m", "3 million naira": the amount as written. */
  readonly budget: string | null;
  /** "by December", "in 2 weeks": as written. */
  readonly deadline: string | null;
  /** Whether they said they hold a licence (or a licensed partner), lack one, or nothing. */
  readonly licence: 'has' | 'none' | null;
  /** The kind of business within the sector they named ("shortlets", "dine-in"), as written. */
  readonly focus: string | null;
  /** Who their customers or learners are, as written ("JAMB students"). */
  readonly audience: string | null;
}

/** The things Q may ask about; a question that asks only for known ones is not asked again. */
export type FactSlot =
  'city' | 'size' | 'budget' | 'deadline' | 'licence' | 'focus' | 'audience' | 'business' | 'drivers';

const COUNTED =
  /\b(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\s+(?:[a-z]+\s+)?(branch(?:es)?|outlets?|locations?|shops?|stores?|restaurants?|cars?|keke|kekes|tricycles?|bikes?|okadas?|vehicles?|buses|drivers?|riders?|agents?|students?|learners?|pupils?|schools?|campus(?:es)?|properties|houses|flats|apartments|units|vendors?|sellers?|members?|customers?|users?|staff|employees|trucks?|listings?|rooms?|beds?|estates?|tenants?|farmers?|events?|guests?|patients?|clinics?|orders?)\b/i;

const BUDGET =
  /(?:budget|afford|have|got|saved|raised?|spend)\D{0,20}((?:₦|NGN\s?|N(?=\d))\d[\d,.]*\s*(?:k|m|million)?|\d[\d,.]*\s*(?:k|m|million|naira)\b)|((?:₦|NGN\s?)\d[\d,.]*\s*(?:k|m|million)?)/i;

const DEADLINE =
  /\b((?:by|before|in|within|latest|not later than)\s+(?:the\s+)?(?:end of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|next (?:week|month|year)|(?:\d+|one|two|three|four|six)\s+(?:days?|weeks?|months?)|q[1-4]|this (?:month|year)))\b|\b((?:\d+|one|two|three|four|five|six)\s+weeks?\s+(?:away|from now|time))\b|\b((?:on|by|before)\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b|\b((?:before|by)\s+(?:black friday|christmas|easter|eid|sallah|new year|the holidays|december))\b/i;

const HAS_LICENCE =
  /\b(i|we)\s+(?:already\s+)?(?:have|hold|got|get|don get|dey get)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:\w+\s+){0,3}(licen[cs]e|approval|partner bank|licensed partner)\b|\b(we are|we're|i am|i'm|we dey|i dey)\s+(?:already\s+)?(licensed|regulated|approved)\b|\b(licen[cs]e|approval)\s+(?:is\s+|was\s+|has been\s+)?(?:already\s+)?(?:approved|granted|done|ready|don come)\b|\bwith (?:a|an|our|my) (?:\w+\s+)?(mfb|psb|pssp|mmo) licen[cs]e\b/i;

const NO_LICENCE =
  /\b(no|don'?t have (?:a|any)?|do not have (?:a|any)?|without (?:a|any)?|never get|no get|haven'?t got (?:a|any)?|not yet (?:got|have)(?: a)?)\s*(cbn\s+)?(licen[cs]e|approval)\b|\bnot (?:yet )?(?:licensed|registered|approved)\b|\b(?:licen[cs]e|registration|approval)\s+(?:application\s+)?(?:is\s+)?(?:still\s+)?(?:in progress|pending|processing|dey process)\b/i;

/** Kinds of business founders name inside a sector; the first found is kept. */
const FOCUS =
  /\b(shortlets?|short-lets?|rentals?|property sales|estate management|facility management|dine-in|pickup|delivery only|takeaway|cloud kitchen|marketplace|single[- ]brand|wallets?|savings|ajo|esusu|loans?|lending|agency banking|pos agents?|remittance|crypto|keke|okada|bikes?|cars?|buses|trucks?|courses|live classes|cohorts|telemedicine|pharmacy|lab tests|concerts|weddings|conferences)\b/i;

const AUDIENCE =
  /\b((?:jamb|waec|neco|secondary school|primary school|university|undergraduate|exam|professional|adult)\s+(?:students|candidates|learners|pupils)|(?:students|learners|pupils|candidates)\s+(?:preparing for|for|in)\s+\w+(?:\s+\w+)?|market (?:traders|women)|artisans|farmers|smes|small businesses|students|tenants|landlords|corporate clients)\b/i;

function firstMatch(messages: readonly string[], pattern: RegExp): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const match = pattern.exec(messages[index] ?? '');
    if (match) return (match.slice(1).find((group) => group !== undefined) ?? match[0]).trim();
  }
  return null;
}

function licenceOf(messages: readonly string[]): FounderFacts['licence'] {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] ?? '';
    if (NO_LICENCE.test(message)) return 'none';
    if (HAS_LICENCE.test(message)) return 'has';
  }
  return null;
}

/** Everything the founder's messages say about their business, the latest mention winning. */
export function founderFacts(userMessages: readonly string[]): FounderFacts {
  const counted = (() => {
    for (let index = userMessages.length - 1; index >= 0; index -= 1) {
      const match = COUNTED.exec(userMessages[index] ?? '');
      if (match) return `${match[1]} ${match[2]}`.toLowerCase();
    }
    return null;
  })();
  return {
    city: conversationCity(userMessages),
    size: counted,
    budget: firstMatch(userMessages, BUDGET),
    deadline: firstMatch(userMessages, DEADLINE),
    licence: licenceOf(userMessages),
    focus: firstMatch(userMessages, FOCUS)?.toLowerCase() ?? null,
    audience: firstMatch(userMessages, AUDIENCE),
  };
}

/** The slots a question of Q's asks for, by its words. */
export function slotsAsked(question: string): FactSlot[] {
  const text = question.toLowerCase();
  const slots: FactSlot[] = [];
  if (/licen[cs]e|cbn approval|licensed partner/.test(text)) slots.push('licence');
  if (
    /\bwhich city|\bwhat city|\bwhich region|\bin which region|city (?:do|you)|where (?:will|do) you (?:launch|start)|your city/.test(
      text,
    )
  )
    slots.push('city');
  if (/how many|how big|\bsize\b/.test(text)) slots.push('size');
  if (/budget/.test(text)) slots.push('budget');
  if (/launch date|deadline|when do you (?:want|plan|need)|date in mind/.test(text)) slots.push('deadline');
  if (
    /rentals, shortlets|dine-in, pickup|single-brand store or|own products or|banking services, crypto|which financial services|ready-to-wear, custom|focused on|which service do you want/.test(
      text,
    )
  )
    slots.push('focus');
  if (
    /who are your (?:learners|customers)|who (?:is|are) your (?:target )?customers?|who will pay|to whom/.test(
      text,
    )
  )
    slots.push('audience');
  if (
    /what (?:kind of )?business|which (?:kind )?business|business you have in mind|what will you sell/.test(
      text,
    )
  )
    slots.push('business');
  if (/employed or partner|drivers be/.test(text)) slots.push('drivers');
  return slots;
}

/** The slots the founder has already filled (the business counts once a sector is known). */
export function knownSlots(facts: FounderFacts, sectorKnown: boolean): Set<FactSlot> {
  const known = new Set<FactSlot>();
  if (facts.city) known.add('city');
  if (facts.size) known.add('size');
  if (facts.budget) known.add('budget');
  if (facts.deadline) known.add('deadline');
  if (facts.licence) known.add('licence');
  if (facts.focus) known.add('focus');
  if (facts.audience) known.add('audience');
  if (sectorKnown) known.add('business');
  return known;
}
