import { WIDGET_STARTER_TOPICS, type WidgetStarterTopic } from './widget-script.ts';

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
