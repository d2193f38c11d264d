import type { Check } from './types.ts';

/*
 * Shared checks, written to test meaning rather than one phrasing: each list is a group of synonyms
 * (use it in mustIncludeAny) or a set of failures (use it in mustNotInclude). Every figure here is as the
 * public site publishes it: /pricing, the home FAQ, the service pages, /refer, /contact and /terms.
 */

/** The Banking Platform's published "Starting from ₦5,000,000" in any written form. */
export const BANKING_PRICE: readonly Check[] = [
  /(₦|NGN|\bN)\s?5,000,000/i,
  /(₦|NGN|\bN)\s?5(\.0+)?\s?(m\b|million|mil\b)/i,
  /\b5\s?million\s?(naira|NGN)/i,
  /\b5,000,000\s?(naira|NGN)/i,
];

/** Premium support: ₦150,000 per month. */
export const PREMIUM_PRICE: readonly Check[] = [
  /150,000/,
  /(₦|NGN|\bN)\s?150\s?k\b/i,
  /\b150\s?(thousand|k)\b/i,
];

/** Referral commission: 10% of the setup fee; ₦500,000 on a Banking Platform. */
export const REFERRAL_SHARE: readonly Check[] = [/\b10\s?%/, /\bten per ?cent/i, /\b10 per ?cent/i];
export const REFERRAL_ON_BANKING: readonly Check[] = [
  /500,000/,
  /(₦|NGN|\bN)\s?500\s?k\b/i,
  /\b500\s?(thousand|k)\b/i,
];
export const WITHIN_30_DAYS: readonly Check[] = [
  /\b30 days\b/i,
  /\bthirty days\b/i,
  /\b30-day\b/i,
  /one month/i,
];

/** Go live in 10-14 days. */
export const TIMELINE: readonly Check[] = [
  /\b10\s?(-|–|—|to|and)\s?14\s?(working |business )?days\b/i,
  /\bten to fourteen days\b/i,
  /\b(two|2) weeks\b/i,
];

/** After payment: review within 24 hours, development starts within 2-3 days. */
export const REVIEW_24H: readonly Check[] = [/\b24\s?(hours|hrs|h)\b/i, /twenty-four hours/i, /\bone day\b/i];
export const DEV_STARTS: readonly Check[] = [/\b2\s?(-|–|to)\s?3 days\b/i, /\btwo to three days\b/i];

/** The free 30-minute setup call, however it is named. */
export const SETUP_CALL: readonly Check[] = [
  /set-?\s?up call/i,
  /30-?\s?min(ute)?s? call/i,
  /free call/i,
  /\b(on|during|in|for|at) (the|a|your|our) (free )?(30-minute )?call\b/i,
  /book (a|the|your) (free )?call/i,
  /call with (our|the) team/i,
];

/** Other platforms are priced to scope: a quote, not a figure. */
export const QUOTED: readonly Check[] = [
  /\bquote/i,
  /priced (to|for) your scope/i,
  /\bscope/i,
  /set-?\s?up call/i,
  /depends on (what|your|the)/i,
];

/** The way in: the guided launch at /launch ("Start in 60s"), or the setup call it books. */
export const START_HERE: readonly Check[] = [
  /\/launch\b/i,
  /start in 60/i,
  /launch chat/i,
  /guided launch/i,
  ...SETUP_CALL,
];

/** No revenue sharing. */
export const NO_REVENUE_SHARE: readonly Check[] = [
  /no revenue shar/i,
  /(don't|do not|never|won't|will not|no) (take|takes|taking) (a |any )?(cut|share|percentage|%)/i,
  /keep (all|every|100%)/i,
  /all (yours|your own)/i,
  /\b0\s?% revenue/i,
  /we no (dey )?(take|collect)/i,
];

/** Unfounded yes to a need the site does not list. */
export const UNFOUNDED_YES: readonly Check[] = [
  /\byes,? we (can|do|support|offer|have|will|handle|build)\b/i,
  /\bwe (can )?(definitely|certainly|absolutely) (do|support|build|handle|offer)\b/i,
  /\b(is|are) (fully|already) supported\b/i,
  /\bno problem at all\b/i,
  /\byes o?,? (we|una|e) (fit|dey|go)\b/i,
  /\bwe fit do am\b/i,
];

/** A flat deflection instead of saying what the platform does. */
export const FLAT_DEFLECTION: readonly Check[] = [
  /\b(i|we) (can only|only) (help|answer|talk|discuss)/i,
  /\boutside (my|our) (scope|area|remit)/i,
  /\bI('m| am) (not able|unable) to (help|answer) (with )?(that|this)/i,
];

/** Hijacks named in the issue. */
export const MARKETING_HIJACK: Check = /\bmarketing\b/i;
export const FEE_INSTALMENTS: Check =
  /(setup fee|the fee|fee can be|pay(ing)? (it|the fee))[^.?!]{0,50}instal?ments?|instal?ments?[^.?!]{0,50}(setup|the fee)/i;
export const INSTALMENTS_OFFERED: Check =
  /\b(you can|we (offer|accept|allow|support)|it'?s possible to) (pay(ing)? )?(in )?(monthly )?instal?ments?/i;
export const LENDING_HIJACK: readonly Check[] = [
  /\bFCCPC\b/i,
  /lending licen[cs]e/i,
  /money[- ]?lend/i,
  /digital lending/i,
];
export const DEVELOPERS_TEMPLATE: readonly Check[] = [
  /hir(e|ing) (a |your own )?(team of )?(developers|devs|engineers)/i,
  /in-house (team|developers|engineers|devs)/i,
  /(versus|vs\.?|compared (to|with)) (hiring|building|a custom)/i,
];
export const DATA_PROTECTION_HIJACK: readonly Check[] = [/Data Protection Act/i, /\bNDPA\b/, /\bNDPC\b/];

/**
 * A sentence that says `core` and carries no negation: "payment is confirmed with a one-time code" fails,
 * "we do not use a one-time code" does not. Sentences end at . ? ! or a line break.
 */
const NEGATION =
  "\\b(?:no|not|never|none|without|cannot|neither|nor|(?:do|does|did|is|are|was|were|wo|ca|would|could|should|have|has)n['’]t)\\b";
export const affirmed = (core: RegExp): RegExp =>
  new RegExp(`(?:^|[.?!\\n])(?![^.?!\\n]*${NEGATION})[^.?!\\n]*(?:${core.source})`, 'i');

/** Invented process named in the issue. */
const ONE_TIME_CODE = '(one[- ]time (code|password|pin)|\\bOTP\\b)';
export const ONE_TIME_CODE_FOR_PAYMENT: readonly Check[] = [
  affirmed(
    new RegExp(
      `(confirm|verif)\\w* (your |the |my )?payment[^.?!]{0,40}(with|by|using|via|through) (a |an |the )?${ONE_TIME_CODE}`,
    ),
  ),
  affirmed(new RegExp(`${ONE_TIME_CODE}[^.?!]{0,40}(to )?(confirm|verify) (your |the |my )?payment`)),
  affirmed(
    new RegExp(
      `payment[^.?!]{0,30}(confirmed|verified)[^.?!]{0,20}(with|by|using|via|through) (a |an |the )?${ONE_TIME_CODE}`,
    ),
  ),
];
export const WRITTEN_AGREEMENT_FIRST: readonly Check[] = [
  affirmed(/(written|signed) (agreement|contract)/),
  affirmed(/sign (a|the|our) (contract|agreement)/),
];
export const BLANKET_DATA_PROMISE: readonly Check[] = [
  affirmed(/handled (privately|securely|safely)/),
  affirmed(/(100%|completely|totally|fully|perfectly) (safe|secure)\b/),
  /never be (hacked|breached|leaked|stolen)/i,
  /nothing to worry about/i,
];

/**
 * A naira figure the site never publishes. Allowed: 5,000,000 (Banking Platform), 150,000 (Premium),
 * 500,000 (referral on a Banking Platform), in any of their written forms. Do not use it in a case where the
 * founder states an amount, since Q may fairly repeat it.
 */
export const INVENTED_NAIRA: Check =
  /(₦|NGN\s?)\s?(?!5,000,000\b|5(\.0+)?\s?(m\b|mil|million)|150,000\b|150\s?k\b|500,000\b|500\s?k\b)\d/i;

/** Re-asking what the founder already said. */
export const REASK_CITY: readonly Check[] = [
  /\b(which|what) (city|state|town|location)\b/i,
  /\bwhere (is|are|will) (your|you)\b[^.?!]{0,30}(based|located|operat|launch|run)/i,
];
export const REASK_SECTOR: readonly Check[] = [
  /\bwhat (kind|type|sort) of business\b/i,
  /\bwhat business (do|are|would|will) you\b/i,
  /\bwhich (sector|industry)\b/i,
  /\bwetin (kind of )?business\b/i,
];
export const REASK_LICENCE: readonly Check[] = [
  /\bdo you (already |currently )?(have|hold) (a |an |the |your )?(CBN |MFB |microfinance |PSSP |SEC |operating )?(licen[cs]e|registration)/i,
  /\bare you (already |currently )?(licen[cs]ed|registered)\b/i,
  /\bwhat licen[cs]e (do|are|have) you\b/i,
  /\bhave you (got|obtained|applied for) (a |an |the |your )?(CBN |SEC )?(licen[cs]e|registration)/i,
  /\buna (don )?get licen[cs]e\b/i,
];
export const REASK_DEADLINE: readonly Check[] = [
  /\bwhen (do|would|are|will) you (want|like|need|plan|hope|hoping|looking)\w*( to)? (launch|go live|start|open)/i,
  /\bwhat('s| is) your (deadline|target date|launch date|timeline)\b/i,
];
export const REASK_BUDGET: readonly Check[] = [
  /\bwhat('s| is) your budget\b/i,
  /\bhow much (do you|are you) (have|want|plan|willing|looking)/i,
  /\bwhat budget\b/i,
];
export const reaskCount = (things: string): Check => new RegExp(`\\bhow many (${things})\\b`, 'i');
