/**
 * How Q turns a founder's words into search terms. The same steps run over the knowledge base's
 * questions and over what a visitor types, so "how much e go cost", "pricing" and "how much is it"
 * all meet at the term `price`, and a typo such as "instalmnt" still finds `instalment`.
 */

/**
 * Shorthand and slips founders type on a phone, spelled out before anything else reads the
 * message: "hw mch" is "how much", "hw lng" is "how long". Only words that are never a real word
 * of their own in a question to Q are listed.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  hw: 'how',
  hww: 'how',
  hoe: 'how',
  mch: 'much',
  mich: 'much',
  muc: 'much',
  mcuh: 'much',
  muh: 'much',
  mush: 'much',
  lng: 'long',
  lon: 'long',
  lomg: 'long',
  wat: 'what',
  wht: 'what',
  wot: 'what',
  wats: 'what is',
  whats: 'what is',
  u: 'you',
  ur: 'your',
  yr: 'your',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  cst: 'cost',
  coz: 'because',
  tym: 'time',
  d: 'the',
  dat: 'that',
  wen: 'when',
  wit: 'with',
  cn: 'can',
  r: 'are',
  n: 'and',
  nd: 'and',
  thx: 'thanks',
  bt: 'but',
  hv: 'have',
  gd: 'good',
  pple: 'people',
  ppl: 'people',
  biz: 'business',
  bizness: 'business',
  busness: 'business',
  buisness: 'business',
  bussiness: 'business',
  platfrom: 'platform',
  refferal: 'referral',
  referal: 'referral',
  refaral: 'referral',
  comision: 'commission',
  commision: 'commission',
  comission: 'commission',
  escrw: 'escrow',
  xchange: 'exchange',
  xchng: 'exchange',
  bk: 'book',
  cal: 'call',
  nxt: 'next',
  aftr: 'after',
  addres: 'address',
  adress: 'address',
  wia: 'where',
  weda: 'whether',
  plaform: 'platform',
  pltform: 'platform',
  paymnt: 'payment',
  pament: 'payment',
};

/** The message with shorthand spelled out, case and punctuation kept elsewhere. */
export function expandShorthand(text: string): string {
  return text.replace(/(?<![\p{L}'’])\p{L}+(?![\p{L}'’])/gu, (word) => SHORTHAND[word.toLowerCase()] ?? word);
}

/** Phrases rewritten before splitting into words: their meaning is in the phrase, not in any one word. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // What the visitor earns by bringing a business is the referral commission.
  [
    /\bhow much (?:commission |money )?(?:would|will|do|can|could|go|fit|dey) (?:i|we) (?:earn|make|get|gain)\b|\bhow much (?:commission |money )?(?:i|we) (?:go|fit|dey|will|would|can) (?:earn|make|get|gain|collect)\b|\b(?:i|we) (?:would|will|could) earn\b/g,
    ' referral commission earn ',
  ],
  // What a fee "covers" is what it includes; "do you cover Kano?" is about places, so only after a money word.
  [
    /\b(fee|fees|price|cost|payment|money|package|plan)\s+(?:cover|covers|come with|comes with)\b/g,
    ' $1 include ',
  ],
  // A commission the founder earns in their own business, or a cut of it, is their revenue, not our referral programme.
  [
    /\b(?:take|takes|taking|collect|collects) (?:a |any |some )?(?:cut|share|percentage)\b(?: (?:of|in|from) (?:my|our|the|their) (?:\w+ )?\w+)?|\b(?:share|cut|percentage) (?:in|of|from) (?:my|our) (?:\w+ )?\w+/g,
    ' revenue share ',
  ],
  // Bringing someone else to us is a referral, whatever the founder calls it ("if I bring my friend").
  // Only as an offer ("if I bring...", "I fit bring..."): "how do I bring customers to my store?" is marketing.
  [
    /\b(?:(?:if|when|once|suppose) (?:i|we)|(?:i|we) (?:go|fit|can|could|will)) (?:bring|introduce|recommend)\s+(?:(?:him|her|them|someone|somebody|anybody|anyone)\b|(?:my |our |other |more |new |some |two |three |four |five |\d+ )?(?:friends?|members?|businesses|founders?|people|traders?|colleagues?|contacts?|brothers?|sisters?|cousins?|relatives?)\b)/g,
    ' refer ',
  ],
  [
    /\b(?:i|we) (?:go|will|would|fit|can) (?:gain|benefit|earn)\b|\bwhat(?:'s| is) in it for (?:me|us)\b/g,
    ' earn ',
  ],
  [
    /\bhow many naira\b|\bballpark\b|\bhow much\b|\be go cost\b|\bwetin be (the )?price\b|\bego ole\b/g,
    ' price ',
  ],
  [/\bmake money\b|\bmake profit\b/g, ' revenue '],
  [/\bmoney back\b|\bget (my|our) money\b/g, ' refund '],
  [/\bsmall small\b|\bbit by bit\b|\bpart[- ]?payments?\b|\bpay (it )?in (parts|bits)\b/g, ' instalment '],
  [
    /\bhow (long|fast|quick|quickly|soon)\b|\bgo live\b|\bwhen (can|will) (i|we)\b|\bwhen (?:una|you) go (?:start|finish|launch|deliver|ready)\b/g,
    ' time ',
  ],
  [/\bwho owns?\b|\bbelongs? to\b/g, ' own '],
  [/\bafter (launch|go-?live|going live)\b/g, ' maintain '],
  [/\bapp ?store\b|\bplay ?store\b|\bgoogle play\b/g, ' appstore '],
  [/\bsmile ?id\b/g, ' smileid '],
  [/\bagent banking\b|\bagency banking\b|\bpos agents?\b/g, ' agency pos '],
  [/\bnot sure\b/g, ' unsure '],
  [/\bbrand name\b/g, ' brand '],
  [/\bwhat do (you|una) do\b|\bwetin (una|you) dey do\b|\bwhat does your company do\b/g, ' company '],
  [
    /\b(get(ting)? started|sign me up|let'?s (go|do (it|this)|start|begin|build)|i'?m ready|i am ready|ready to (start|go|launch|begin|build)|make we start|i dey ready|how do i (start|begin|sign up))\b/g,
    ' ready ',
  ],
  [/\bset ?up call\b|\bdiscovery call\b/g, ' setupcall '],
  [/\btrack record\b/g, ' story '],
  [/\breport cards?\b/g, ' reportcard '],
  [/\b(?:support|help) (?:choosing|deciding|to choose|to decide|picking)\b/g, ' choose '],
  // A market is where a trader sells; only "market my app" is about marketing.
  [/\bmarket\b(?!\s+(?:my|our|the|it|this|your|una)\b)/g, ' trader '],
  [
    /\b(?:what|wetin) (?:do|will) (?:you|una) need from (?:me|us)\b|\bwhat (?:do|should) i (?:bring|prepare|provide)\b/g,
    ' provide documents ',
  ],
];

/** Words that carry no topic. English and Pidgin fillers; product words are never listed here. */
const STOP_WORDS = new Set(
  (
    'a about after again all am an and any are as at be because been before being but by can could did do does ' +
    'doing for from get got had has have having he her here hi hello hey him his how i if in into is it its ' +
    'just me might more most my no nor not now of off on once only or other our out over please q so some ' +
    'such than that the their them then there these they this those through to too under until up us very was ' +
    'we were what when where which while who whom why will with would you your yours yourself ' +
    'want wants need needs like tell know thing things really also still one ok okay sir ma madam thanks thank ' +
    'help something think thinking nigeria nigerian nigerians take say offer offers work works working people ' +
    // Pidgin fillers (the meaning-bearing Pidgin words are mapped in CANONICAL instead).
    'abeg wetin una dey na e go don abi sha sef o oh ooo jare oga wey wan make fit dem im am ehn shey ' +
    'bros sis nau abi oya biko jor'
  ).split(/\s+/),
);

/**
 * Synonyms and spellings folded into one term. Keys are whole words (after lower-casing); the
 * knowledge base is indexed with the same map, so only the right-hand terms need to appear in it.
 */
const CANONICAL: Readonly<Record<string, string>> = {
  ...group(
    'price',
    'price prices pricing cost costs costing fee fees charge charges expensive cheap afford affordable budget quote quotation kudi nawa elo',
  ),
  // "paid" stays itself: "when is my commission paid" is about receiving money, not paying.
  ...group('pay', 'pay paying payment payments'),
  ...group('instalment', 'instalment instalments installment installments installmental spread split'),
  ...group('refund', 'refund refunds refundable reimburse'),
  ...group('cancel', 'cancel cancellation cancelling canceling cancelled canceled terminate'),
  ...group('own', 'own owns owner owners ownership owned'),
  ...group('code', 'code codes codebase sourcecode source'),
  ...group('host', 'host hosting hosted server servers cloud aws infrastructure uptime'),
  ...group('maintain', 'maintain maintenance maintaining update updates upgrade upgrades bug bugs fix fixes'),
  ...group(
    'custom',
    'custom customise customize customised customized customisation customization modify personalise personalize',
  ),
  ...group('demo', 'demo demos preview previews sample samples trial'),
  ...group(
    'scam',
    'scam scams scammer fraud fraudulent legit legitimate genuine trust trusted trustworthy fake 419 reliable credible',
  ),
  ...group('licence', 'licence licences license licenses licensing licensed'),
  ...group('time', 'time timeline timelines duration turnaround quickly quick fast soon long'),
  ...group('differ', 'different difference differences unique special'),
  ...group('refer', 'refer referral referrals referrer referring commission commissions affiliate'),
  ...group('app', 'app apps mobile android ios iphone'),
  ...group('legal', 'legal illegal legality lawful allowed law laws'),
  ...group('story', 'story stories testimonial testimonials review reviews client clients portfolio'),
  ...group('crypto', 'crypto cryptocurrency bitcoin btc usdt exchange'),
  ...group('taxi', 'taxi taxis cab cabs keke okada tricycle ride rides ridehailing uber bolt'),
  ...group('dollar', 'dollar dollars usd foreign currency currencies'),
  ...group('problem', 'problem problems wahala issue issues'),
  ...group('know', 'know sabi'),
  ...group('brand', 'brand branding logo domain whitelabel white-label'),
  ...group('data', 'data database customer-data'),
  ...group('privacy', 'privacy ndpa ndpr gdpr'),
  ...group('card', 'card cards pci visa mastercard verve'),
  ...group('secure', 'secure security hack hacked hacking safe safety'),
};

function group(term: string, words: string): Record<string, string> {
  return Object.fromEntries(words.split(/\s+/).map((word) => [word, term]));
}

/** A light stemmer: enough to meet plurals and -ing/-ed forms, not a linguistic one. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const CANONICAL_KEYS = Object.keys(CANONICAL);

/**
 * Edit distance of at most one (insert, delete, substitute or swap), for typo'd synonyms. Short
 * words allow only a swap ("cots" for "cost"): one changed letter turns "face" into "fake".
 */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const short = Math.min(a.length, b.length) < 5;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (!short && a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // A short word may only lose its last letter ("pric" for "price"): "cars" is not "cards".
  if (short) return Math.min(a.length, b.length) >= 4 && i === Math.min(a.length, b.length);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** One word in, its search term out; null for words that carry no topic. */
export function searchTerm(word: string): string | null {
  const lower = word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  if (lower === '' || STOP_WORDS.has(lower)) return null;
  const direct = CANONICAL[lower] ?? CANONICAL[stem(lower)];
  if (direct) return direct;
  if (STOP_WORDS.has(stem(lower))) return null;
  // A typo of a synonym ("cots", "pricng") still reaches its term; short words must keep their first letter.
  if (lower.length >= 4) {
    const near = CANONICAL_KEYS.find(
      (key) => key.length >= 4 && key[0] === lower[0] && withinOneEdit(lower, key),
    );
    if (near) return CANONICAL[near] ?? null;
  }
  return stem(lower);
}

/**
 * A founder who says they earn a commission in their own business ("I take agent commission on every
 * rent", "our agents earn commission") means that money whenever the message says "commission": it is
 * their revenue, not our referral commission.
 */
const OWN_COMMISSION =
  /\b(?:i|we|(?:my|our) (?:agents?|staff|team|company|business)) (?:take|takes|charge|charges|earn|earns|collect|collects|make|makes|get|gets) (?:an? |some |my |our )?(?:agent |agency |sales |booking )?commissions?\b|\b(?:agent|agency|sales|booking) commissions?\b/;

/** Lower-cased text with the meaning-bearing phrases rewritten, ready to split into words. */
export function normaliseText(text: string): string {
  let lower = ` ${expandShorthand(text.toLowerCase().replace(/[’‘]/g, "'"))} `;
  if (OWN_COMMISSION.test(lower)) lower = lower.replace(/\bcommissions?\b/g, ' revenue ');
  for (const [pattern, replacement] of PHRASES) lower = lower.replace(pattern, replacement);
  return lower;
}

/** Splits on anything that is not a letter, digit or in-word hyphen. */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'’-]+|(?<!\p{L})-|-(?!\p{L})/u).filter((word) => word !== '');
}

/** The search terms of a text, in order, without duplicates. */
export function searchTerms(text: string): string[] {
  const terms = splitWords(normaliseText(text))
    .map(searchTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}
