/*
 * What the product says on WhatsApp besides Q's answers (issue #30). Short, friendly, in the
 * founder's language where it knows it; the STOP/START words are WhatsApp's usual opt-out words.
 */

/** Sent once when a founder opts out. */
export const STOPPED_TEXT =
  "You won't get any more messages from Q here. Write START whenever you want to talk again.";

/** Sent once when a founder who opted out writes START. */
export const STARTED_TEXT =
  'Welcome back! Q is listening again. Ask me anything about launching your platform.';

/** Images, voice notes, stickers, locations...: Q reads text for now. */
export const TEXT_ONLY_TEXT =
  'Thanks! Q reads text messages for now, so please type your question. Our staff can also help you with this one.';

/** The one answer a flooding number gets in a window. */
export const SLOW_DOWN_TEXT =
  "You're sending messages faster than I can answer. Please slow down and send one question at a time; I'll be here.";

/** The one-line invitation with the /launch link. */
export const launchInvitation = (url: string) =>
  `Let's build it! Start your platform here, it takes about 10 minutes: ${url}`;

/** Why staff cannot write to a number that has been silent for a day. */
export const OUTSIDE_WINDOW_MESSAGE =
  'The founder last wrote more than 24 hours ago, so WhatsApp allows no free-form reply. A template message (approved by Meta) would be needed to reach them.';

const STOP_WORDS = new Set(['stop', 'unsubscribe']);

/** The whole message, trimmed, any case: STOP, stop, unsubscribe. */
export const isStopWord = (text: string): boolean => STOP_WORDS.has(text.trim().toLowerCase());

export const isStartWord = (text: string): boolean => text.trim().toLowerCase() === 'start';

/**
 * "Build my platform", "I want to launch my fintech", "set up my bank app"...: the founder asks to
 * start, not what it costs (a price question goes to Q, who quotes the published price).
 */
export function wantsToLaunch(text: string): boolean {
  if (/\b(how much|price|cost|fee|charge)\b/i.test(text)) return false;
  return /\b(build|launch|start|set ?up|create|open)\b[^.?!\n]{0,40}\b(platform|app|fintech|bank(?:ing)?|business|company)\b/i.test(
    text,
  );
}

/** A referral code as a partner's link writes it into the first message (`ref_...`). */
export function referralCodeIn(text: string): string | null {
  return /\b(ref_[A-Za-z0-9_-]{1,60})\b/.exec(text)?.[1] ?? null;
}

/** The query parameter of a /launch link that carries a Q chat link token (domain/ids.ts). */
export const LAUNCH_CHAT_LINK_PARAM = 'chat';

/**
 * The site's /launch URL, with the referral code when the number came from one and the token that
 * joins this conversation to the launch the founder starts from it (issue #30), when there is one.
 */
export function launchUrl(
  siteUrl: string,
  referralCode: string | null,
  chatLink: string | null = null,
): string {
  const base = `${siteUrl.replace(/\/+$/, '')}/launch`;
  const query = new URLSearchParams();
  if (referralCode) query.set('ref', referralCode);
  if (chatLink) query.set(LAUNCH_CHAT_LINK_PARAM, chatLink);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** What a message Q cannot read is stored as in the transcript. */
export const placeholderFor = (type: string) => `[${type}]`;

/** The session of one WhatsApp number. */
export const whatsappSessionId = (waId: string) => `whatsapp-${waId}`;

export const isWhatsappSessionId = (sessionId: string) => sessionId.startsWith('whatsapp-');

/** The 24-hour customer-service window. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Flood rule: more than this many messages from one number in the window gets one "slow down". */
export const WHATSAPP_FLOOD = { limit: 10, windowMs: 60_000 } as const;

/**
 * What the widget shows when Q fails (spec section 8, verbatim; the web's copy is
 * web/src/features/chat-widget/fallback-texts.ts): WhatsApp founders get the same fallbacks.
 */
export const Q_FAILED_TEXT =
  'I apologize for the technical hiccup! Let me help you right away. Could you tell me more about your business idea? ...';

export const Q_EMPTY_TEXT =
  'Sorry, I encountered an issue. Let me try to help you in another way. What specific aspect of your business idea would you like to explore?';
