/**
 * The scheduling frame: Calendly's inline embed (locally the scheduling sandbox on another origin).
 * Calendly reads embed_domain and embed_type from the frame URL, prefills name and email, and keeps
 * the utm_* parameters with the booking: its webhook hands utm_content back as tracking.utm_content,
 * which is how the server finds the onboarding record a booking belongs to (issue #19).
 */
export const EVENT_SCHEDULED = 'calendly.event_scheduled';

export interface Invitee {
  readonly name?: string | null;
  readonly email?: string | null;
  /** The launch chat's resume token, sent as utm_content. */
  readonly resumeToken?: string | null;
}

function withInvitee(url: URL, invitee: Invitee): URL {
  if (invitee.name) url.searchParams.set('name', invitee.name);
  if (invitee.email) url.searchParams.set('email', invitee.email);
  if (invitee.resumeToken) url.searchParams.set('utm_content', invitee.resumeToken);
  return url;
}

/** The URL the 720px frame shows. */
export function schedulingFrameUrl(
  schedulingUrl: string,
  embedDomain: string,
  invitee: Invitee = {},
): string {
  const url = withInvitee(new URL(schedulingUrl), invitee);
  url.searchParams.set('embed_domain', embedDomain);
  url.searchParams.set('embed_type', 'Inline');
  return url.toString();
}

/** The booking page itself, for a visitor who prefers a full tab. */
export const bookingLinkUrl = (schedulingUrl: string, invitee: Invitee = {}): string =>
  withInvitee(new URL(schedulingUrl), invitee).toString();

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A booking counts only when the message comes from the configured scheduling origin and says an
 * event was scheduled; any other page can post a look-alike message.
 */
export function isEventScheduled(
  message: { origin: string; data: unknown },
  schedulingOrigin: string,
): boolean {
  const expected = originOf(schedulingOrigin);
  if (!expected || message.origin !== expected) return false;
  const { data } = message;
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === EVENT_SCHEDULED;
}

/** "my name is Ada Obi" in the idea prefills the booking form; the chat asks nothing else. */
export function nameFromIdea(idea: string): string | null {
  const found = /\b[Mm]y name is ([\p{Lu}][\p{L}'-]+(?: [\p{Lu}][\p{L}'-]+)?)/u.exec(idea);
  return found?.[1] ?? null;
}
