import { AppError } from '../../domain/app-error.ts';
import type { ChatSession, StoredChatMessage } from '../../domain/contracts/records/chat-session.ts';
import { escapeHtml } from '../../domain/html.ts';
import { OUTSIDE_WINDOW_MESSAGE } from '../../domain/whatsapp/words.ts';
import { windowOpen, withOutbound } from './conversation.ts';
import type { StaffConversationPorts } from './ports.ts';

const notFound = () => AppError.notFound('No chat session has this id.');

/** Take over: while staff hold a conversation, Q sends nothing on it (the founder's messages are still stored). */
export async function takeOverConversation(
  ports: Pick<StaffConversationPorts, 'store'>,
  sessionId: string,
  staffEmail: string,
): Promise<ChatSession> {
  return setHolder(ports, sessionId, staffEmail);
}

/** Hand back to Q: Q answers the next message again. */
export async function handBackConversation(
  ports: Pick<StaffConversationPorts, 'store'>,
  sessionId: string,
): Promise<ChatSession> {
  return setHolder(ports, sessionId, null);
}

async function setHolder(
  ports: Pick<StaffConversationPorts, 'store'>,
  sessionId: string,
  holder: string | null,
): Promise<ChatSession> {
  const session = await ports.store.change<ChatSession | undefined>(sessionId, (current) => {
    if (!current) return { outcome: undefined };
    const next = { ...current, taken_over_by: holder };
    return { session: next, outcome: next };
  });
  if (!session) throw notFound();
  return session;
}

const replyMail = (to: string, text: string) => ({
  to,
  subject: 'A reply from the Quarter team',
  text: `${text}\n\nYou can reply to this e-mail, or open the chat on our site again.\n`,
  html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p><p>You can reply to this e-mail, or open the chat on our site again.</p>`,
});

/**
 * A staff member's reply: on WhatsApp through the Graph API (inside the 24-hour window only), to a
 * web visitor by e-mail when they left one. Stored with the staff member's e-mail either way; a
 * WhatsApp send Meta refused is stored as failed, so the transcript shows "Not delivered".
 */
export async function replyAsStaff(
  ports: StaffConversationPorts,
  sessionId: string,
  staffEmail: string,
  text: string,
): Promise<StoredChatMessage> {
  const session = await ports.store.get(sessionId);
  if (!session) throw notFound();
  const timestamp = new Date(ports.now()).toISOString();
  let line: StoredChatMessage;
  if (session.channel === 'whatsapp' && session.whatsapp_wa_id) {
    if (!windowOpen(session, ports.now())) throw AppError.conflict(OUTSIDE_WINDOW_MESSAGE);
    if (session.opted_out)
      throw AppError.conflict(
        'The founder wrote STOP: nothing can be sent to this number until they write START.',
      );
    try {
      const { wamid } = await ports.sender.sendText(session.whatsapp_wa_id, text);
      line = {
        role: 'staff',
        content: text,
        timestamp,
        staff_email: staffEmail,
        wamid,
        delivery_status: null,
      };
    } catch (error: unknown) {
      ports.log('whatsapp staff reply failed', { error: error instanceof Error ? error.message : 'unknown' });
      line = {
        role: 'staff',
        content: text,
        timestamp,
        staff_email: staffEmail,
        wamid: null,
        delivery_status: 'failed',
      };
    }
  } else {
    if (!session.customer_email)
      throw AppError.conflict('This visitor left no e-mail address, so a reply cannot reach them.');
    await ports.sendMail(replyMail(session.customer_email, text));
    line = { role: 'staff', content: text, timestamp, staff_email: staffEmail };
  }
  await ports.store.change<undefined>(sessionId, (current) =>
    current
      ? { session: withOutbound(current, [line], ports.now()), outcome: undefined }
      : { outcome: undefined },
  );
  return line;
}
