import type { ChatSession, StoredChatMessage } from '../../domain/contracts/records/chat-session.ts';
import { splitForWhatsapp, toWhatsappText } from '../../domain/whatsapp/format.ts';
import {
  type DeliveryUpdate,
  type InboundMessage,
  whatsappEvents,
} from '../../domain/whatsapp/notification.ts';
import {
  CUSTOMER_SERVICE_WINDOW_MS,
  isStartWord,
  isStopWord,
  launchInvitation,
  launchUrl,
  referralCodeIn,
  SLOW_DOWN_TEXT,
  STARTED_TEXT,
  STOPPED_TEXT,
  TEXT_ONLY_TEXT,
  wantsToLaunch,
  WHATSAPP_FLOOD,
  whatsappSessionId,
} from '../../domain/whatsapp/words.ts';
import {
  advancedStatus,
  hasInbound,
  turnsForQ,
  windowOpen,
  withInbound,
  withOutbound,
} from './conversation.ts';
import type { WhatsappWorkerPorts } from './ports.ts';

/** What the product does about one founder's message. */
type Answer =
  | { readonly kind: 'silent'; readonly why: string }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'launch'; readonly referralCode: string | null }
  | { readonly kind: 'q' };

/** How many of the founder's messages arrived in the flood window up to now (this one included). */
function recentInbound(session: ChatSession, nowMs: number): number {
  const since = nowMs - WHATSAPP_FLOOD.windowMs;
  return session.conversation_data.filter(
    (line) => line.role === 'user' && Date.parse(line.timestamp) > since,
  ).length;
}

/** The first thing this number ever wrote: where a partner's link puts its referral code. */
const firstWords = (session: ChatSession) =>
  session.conversation_data.find((line) => line.role === 'user')?.content ?? '';

/**
 * Decides, inside the same locked write that stores the message, what the founder gets, so two
 * deliveries racing each other agree on order, opt-out and the flood count.
 */
function decide(
  before: ChatSession | undefined,
  after: ChatSession,
  message: InboundMessage,
  ports: WhatsappWorkerPorts,
): { session: ChatSession; answer: Answer } {
  const nowMs = ports.now();
  if (after.taken_over_by) return { session: after, answer: { kind: 'silent', why: 'taken over by staff' } };
  if (message.timestamp > 0 && nowMs - message.timestamp * 1000 > CUSTOMER_SERVICE_WINDOW_MS)
    return { session: after, answer: { kind: 'silent', why: 'outside the 24-hour window' } };
  const optedOut = before?.opted_out ?? false;
  const text = message.text;
  if (text !== null && isStopWord(text)) {
    if (optedOut) return { session: after, answer: { kind: 'silent', why: 'already opted out' } };
    return { session: { ...after, opted_out: true }, answer: { kind: 'text', text: STOPPED_TEXT } };
  }
  if (text !== null && isStartWord(text) && optedOut)
    return { session: { ...after, opted_out: false }, answer: { kind: 'text', text: STARTED_TEXT } };
  if (optedOut) return { session: after, answer: { kind: 'silent', why: 'opted out' } };
  const recent = recentInbound(after, nowMs);
  if (recent === WHATSAPP_FLOOD.limit + 1)
    return { session: after, answer: { kind: 'text', text: SLOW_DOWN_TEXT } };
  if (recent > WHATSAPP_FLOOD.limit + 1) return { session: after, answer: { kind: 'silent', why: 'flood' } };
  if (text === null || text.trim() === '')
    return { session: after, answer: { kind: 'text', text: TEXT_ONLY_TEXT } };
  if (wantsToLaunch(text))
    return { session: after, answer: { kind: 'launch', referralCode: referralCodeIn(firstWords(after)) } };
  return { session: after, answer: { kind: 'q' } };
}

/** Sends each part and stores it; a part Meta refused is stored as failed, so staff see "Not delivered". */
async function sendAndStore(
  ports: WhatsappWorkerPorts,
  sessionId: string,
  waId: string,
  text: string,
  confirmation: boolean,
): Promise<void> {
  const lines: StoredChatMessage[] = [];
  for (const part of splitForWhatsapp(toWhatsappText(text))) {
    // Q may have taken seconds: staff may have taken over, or the founder said STOP, meanwhile.
    if (!confirmation) {
      const latest = await ports.store.get(sessionId);
      if (!latest || latest.taken_over_by || latest.opted_out || !windowOpen(latest, ports.now())) break;
    }
    const timestamp = new Date(ports.now()).toISOString();
    try {
      const { wamid } = await ports.sender.sendText(waId, part);
      lines.push({ role: 'assistant', content: part, timestamp, wamid, delivery_status: null });
    } catch (error: unknown) {
      ports.log('whatsapp send failed', { error: error instanceof Error ? error.message : 'unknown' });
      lines.push({ role: 'assistant', content: part, timestamp, wamid: null, delivery_status: 'failed' });
      break;
    }
  }
  if (lines.length === 0) return;
  await ports.store.change<undefined>(sessionId, (current) =>
    current
      ? { session: withOutbound(current, lines, ports.now()), outcome: undefined }
      : { outcome: undefined },
  );
}

/**
 * A token for the /launch link that joins this conversation to the launch the founder starts from
 * it, as the widget's chat id joins a widget chat (issue #30). Without one (the store failed) the
 * founder still gets the link; staff then see the conversation beside the launch, not under it.
 */
async function chatLinkFor(ports: WhatsappWorkerPorts, sessionId: string): Promise<string | null> {
  try {
    return await ports.linkToLaunch(sessionId);
  } catch (error: unknown) {
    ports.log('whatsapp launch link not recorded', {
      error: error instanceof Error ? error.message : 'unknown',
    });
    return null;
  }
}

async function handleMessage(ports: WhatsappWorkerPorts, message: InboundMessage): Promise<void> {
  const sessionId = whatsappSessionId(message.waId);
  const decided = await ports.store.change<{ session: ChatSession; answer: Answer } | undefined>(
    sessionId,
    (current) => {
      // The same wamid delivered again (Meta retries): already stored, already answered.
      if (hasInbound(current, message.id)) return { outcome: undefined };
      const { session, answer } = decide(current, withInbound(current, message, ports.now()), message, ports);
      return { session, outcome: { session, answer } };
    },
  );
  if (!decided) {
    ports.log('whatsapp duplicate delivery', { sessionId });
    return;
  }
  const { session, answer } = decided;
  if (answer.kind === 'silent') {
    ports.log('whatsapp message not answered', { sessionId, why: answer.why });
    return;
  }
  if (answer.kind === 'text') {
    await sendAndStore(ports, sessionId, message.waId, answer.text, true);
    return;
  }
  if (answer.kind === 'launch') {
    const url = launchUrl(ports.siteUrl, answer.referralCode, await chatLinkFor(ports, sessionId));
    await sendAndStore(ports, sessionId, message.waId, launchInvitation(url), true);
    return;
  }
  const reply = await ports.ask(turnsForQ(session), sessionId, message.waId);
  await sendAndStore(ports, sessionId, message.waId, reply, false);
}

/** Thrown so the queue delivers the notification again: a status arrived before its message was stored. */
const statusTooEarly = () => new Error('WhatsApp status for a message not stored yet');

/** A status older than this whose message is unknown is for a message this product never stored. */
const STATUS_WAIT_MS = 5 * 60 * 1000;

async function handleStatus(ports: WhatsappWorkerPorts, update: DeliveryUpdate): Promise<void> {
  if (!update.recipientId) return;
  const found = await ports.store.change<boolean>(whatsappSessionId(update.recipientId), (current) => {
    const lines = current?.conversation_data ?? [];
    const index = lines.findIndex((line) => line.role !== 'user' && line.wamid === update.id);
    if (!current || index < 0) return { outcome: false };
    const line = lines[index]!;
    const status = advancedStatus(line.delivery_status, update.status);
    if (status === line.delivery_status) return { outcome: true };
    const conversation_data = lines.map((each, at) =>
      at === index ? { ...each, delivery_status: status } : each,
    );
    return { session: { ...current, conversation_data }, outcome: true };
  });
  const age = update.timestamp ? ports.now() - update.timestamp * 1000 : 0;
  if (!found && age < STATUS_WAIT_MS) throw statusTooEarly();
}

/**
 * One verified notification from Meta: every message answered (or deliberately not), every
 * status recorded. Throws only when the notification should be delivered again.
 */
export async function processWhatsappNotification(
  ports: WhatsappWorkerPorts,
  rawBody: string,
): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    ports.log('whatsapp notification is not JSON', {});
    return;
  }
  let retry: unknown;
  for (const event of whatsappEvents(body)) {
    try {
      if (event.kind === 'message') await handleMessage(ports, event);
      else await handleStatus(ports, event);
    } catch (error: unknown) {
      retry ??= error;
    }
  }
  if (retry !== undefined) throw retry;
}
