import { WIDGET_STARTER_TOPICS, type WidgetStarterTopic } from './widget-script.ts';

/** What a visitor's message asks about, as far as the built-in guide can tell. */
export type QuestionIntent =
  | 'different'
  | 'launch-time'
  | 'cost'
  | 'compliance'
  | 'preview'
  | 'success-stories'
  | 'support'
  | 'referral'
  | 'ready';

/**
 * Patterns in the order answers are given when one message asks several things
 * ("how much and how fast?"). Checked over the lower-cased message.
 */
const INTENT_PATTERNS: readonly (readonly [QuestionIntent, RegExp])[] = [
  [
    'different',
    /\bdifferen|\bunique\b|stand out|why (should i )?(choose|pick|use) (you|your|q)|why you\b|better than|\bcompare/,
  ],
  [
    'launch-time',
    /how (quick|fast|soon|long)|\btimeline|\bturnaround|when can i (launch|go live|start)|go live|how many (days|weeks)|launch time/,
  ],
  [
    'cost',
    /\bcost|\bprice|\bpricing|how much|\bfees?\b|\bnaira\b|₦|\bafford|\bexpensive|\bcheap|\bbudget|\bpay for\b|\bcharges?\b/,
  ],
  ['compliance', /complian|\bbvn\b|\bkyc\b|\bcbn\b|\blicen[cs]|\bregulat|\bndpr\b|\bndpa\b|\blegal\b/],
  [
    'preview',
    /\bpreview|\bdemo\b|\bsample\b|see (it|one|the platform|an example|how it (works|looks))|\btry it\b|test drive/,
  ],
  [
    'success-stories',
    /success|\bstories\b|\bstory\b|testimonial|case stud|\breviews?\b|track record|who (has|have) used|your (clients|customers)/,
  ],
  [
    'support',
    /support (plan|tier|package|option)|(premium|basic|customer|technical|ongoing) support|what support|\bmaintenance\b|after (launch|go-live|going live)|account manager|\bsla\b/,
  ],
  ['referral', /\brefer|\bcommission|\baffiliate|earn money|partner programme|partner program/],
  [
    'ready',
    /\bi'?m ready|\bready to (start|go|launch|begin|build)|let'?s (go|do (it|this)|start|begin|build)|sign me up|get started|start now|book (a|the|my)? ?call|schedule (a|the|my)? ?call|build my platform|\bproceed\b|next step|how do i (start|begin|sign up)/,
  ],
];

/** Every question intent the message contains, in answering order. */
export function questionIntents(message: string): QuestionIntent[] {
  const text = message.toLowerCase();
  return INTENT_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const TOPIC_WORDS: Readonly<Record<WidgetStarterTopic, RegExp>> = {
  FinTech: /^(fintech|fin tech)$/,
  eCommerce: /^(ecommerce|e commerce)$/,
  Restaurant: /^(restaurant|restaurants)$/,
  'Taxi/Ride-Hailing': /^(taxi ride hailing|taxi|ride hailing)$/,
  'CTO Service': /^(cto service|cto|cto as a service)$/,
  'Not sure yet': /^(not sure yet|not sure|i m not sure|i am not sure|unsure)$/,
};

/** The starter topic a message is (the button's label, give or take case and punctuation), or null. */
export function starterTopicOf(message: string): WidgetStarterTopic | null {
  const text = normalise(message);
  return WIDGET_STARTER_TOPICS.find((topic) => TOPIC_WORDS[topic].test(text)) ?? null;
}

export function isGreeting(message: string): boolean {
  const text = normalise(message);
  return /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy|greetings|how far|how are you)( q| there)?$/.test(
    text,
  );
}

/** Words that say a visitor means CTO-as-a-Service rather than a ready-made platform. */
export function mentionsCtoService(message: string): boolean {
  return /\bcto\b|tech (co-?founder|partner|team)|custom (app|software|build|platform|development)|\bmvp\b|\bbespoke\b/i.test(
    message,
  );
}
