/**
 * The chat widget's fixed prompts (spec: starter topics and suggested questions). The widget shows
 * these labels and sends them as the user's message; the built-in guide recognises them exactly and
 * also by meaning, so a visitor typing the same question in their own words gets the same answer.
 */
export const WIDGET_STARTER_TOPICS = [
  'FinTech',
  'eCommerce',
  'Restaurant',
  'Taxi/Ride-Hailing',
  'CTO Service',
  'Not sure yet',
] as const;
export type WidgetStarterTopic = (typeof WIDGET_STARTER_TOPICS)[number];

export const WIDGET_SUGGESTED_QUESTIONS = [
  'What makes you different?',
  'How quickly can I launch?',
  'How much does it cost?',
  'Do you handle Nigerian compliance (BVN/KYC, CBN)?',
  'Can I see a preview?',
  'Do you have success stories?',
] as const;
export type WidgetSuggestedQuestion = (typeof WIDGET_SUGGESTED_QUESTIONS)[number];

export const WIDGET_GREETING =
  "Hi, I'm **Q**, your launch guide. What business do you want to start? Pick a topic below or tell me your idea.";

/** Phrases the widget looks for in a reply before it shows 'Build My Platform' (spec section 2). */
export function suggestsBuildingNow(reply: string): boolean {
  const text = reply.toLowerCase();
  return (
    text.includes('platform is ready') ||
    (text.includes('preview') && text.includes('schedule')) ||
    text.includes('next step')
  );
}
