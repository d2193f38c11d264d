import type { AdminSettableStatus } from '../../domain/chat-session.ts';
import type { ChatSessionListQuery, ChatSessionRecord, Page } from '../../domain/contracts/admin.ts';
import { AppError } from '../../domain/app-error.ts';
import type { AdminPorts, LaunchPerson } from './ports.ts';
import { staffListPage } from './staff-list.ts';

/** A list row: everything but the transcript (read on demand so lists stay light), and its first question. */
export type ChatSessionListItem = Omit<ChatSessionRecord, 'conversation_data'> & {
  first_question: string | null;
};

export const FIRST_QUESTION_CHARS = 120;

function firstQuestion(session: ChatSessionRecord): string | null {
  const said = session.conversation_data.find((line) => line.role === 'user')?.content;
  if (!said) return null;
  const flat = said.replace(/\s+/g, ' ').trim();
  return flat.length > FIRST_QUESTION_CHARS ? `${flat.slice(0, FIRST_QUESTION_CHARS - 1)}…` : flat;
}

/** GET /api/admin/chat-sessions: one page plus the Today figure, which does not depend on the page. */
export interface ChatSessionListAnswer extends Page<ChatSessionListItem> {
  /** Sessions created on the current calendar date in Africa/Lagos. */
  today: number;
}

function toListItem(session: ChatSessionRecord): ChatSessionListItem {
  return {
    id: session.id,
    session_id: session.session_id,
    status: session.status,
    customer_name: session.customer_name,
    customer_email: session.customer_email,
    customer_phone: session.customer_phone,
    business_type: session.business_type,
    identified_needs: [...session.identified_needs],
    created_at: session.created_at,
    last_activity_at: session.last_activity_at,
    resume_token: session.resume_token,
    channel: session.channel,
    whatsapp_wa_id: session.whatsapp_wa_id,
    whatsapp_profile_name: session.whatsapp_profile_name,
    taken_over_by: session.taken_over_by,
    last_inbound_at: session.last_inbound_at,
    opted_out: session.opted_out,
    first_question: firstQuestion(session),
  };
}

/** Newest activity first, optionally one status, searched by name, email, business type and needs. */
export async function listChatSessions(
  ports: AdminPorts,
  query: ChatSessionListQuery,
): Promise<ChatSessionListAnswer> {
  const [page, today] = await Promise.all([
    staffListPage(
      query,
      (request) => ports.store.listChatSessions({ ...request, status: query.status }),
      async (sessions) => {
        const people = await peopleOf(ports, sessions);
        const byEmail = await peopleByEmail(ports, sessions, people);
        return sessions.map((session) => toListItem(asPerson(session, people, byEmail)));
      },
    ),
    ports.store.countChatSessionsCreatedOn(ports.lagosToday()),
  ]);
  return { ...page, today };
}

/** The people behind the page's linked chats, by resume token, read together. */
async function peopleOf(
  ports: AdminPorts,
  sessions: readonly ChatSessionRecord[],
): Promise<ReadonlyMap<string, LaunchPerson>> {
  const personOf = ports.store.personOfLaunch?.bind(ports.store);
  if (!personOf) return new Map();
  const tokens = [...new Set(sessions.flatMap((session) => session.resume_token ?? []))];
  const people = await Promise.all(tokens.map((token) => personOf(token)));
  return new Map(tokens.flatMap((token, index) => (people[index] ? [[token, people[index]] as const] : [])));
}

/** The most e-mails one page looks up: each is a search of the launches, so a page stays bounded. */
export const EMAIL_LOOKUPS_PER_PAGE = 25;

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The people behind the page's chats that left an e-mail but no name, and whose launch (by resume
 * token) does not name them: joined by the e-mail (issue #26), a few at a time.
 */
async function peopleByEmail(
  ports: AdminPorts,
  sessions: readonly ChatSessionRecord[],
  byToken: ReadonlyMap<string, LaunchPerson>,
): Promise<ReadonlyMap<string, LaunchPerson>> {
  const personOf = ports.store.personOfEmail?.bind(ports.store);
  if (!personOf) return new Map();
  const emails = [
    ...new Set(
      sessions.flatMap((session) => {
        const named =
          session.customer_name ?? (session.resume_token && byToken.get(session.resume_token)?.name);
        return !named && session.customer_email ? [emailKey(session.customer_email)] : [];
      }),
    ),
  ].slice(0, EMAIL_LOOKUPS_PER_PAGE);
  const found = new Map<string, LaunchPerson>();
  for (let start = 0; start < emails.length; start += 5) {
    const batch = emails.slice(start, start + 5);
    const people = await Promise.all(batch.map((email) => personOf(email)));
    batch.forEach((email, index) => {
      const person = people[index];
      if (person) found.set(email, person);
    });
  }
  return found;
}

/**
 * A chat linked to a launch is listed under its person (issue #26): what the chat itself does not
 * know (the visitor never said their name) comes from the launch's record, found by the resume
 * token or else by the e-mail the visitor left, so staff see "Amaka Obi" rather than a session id.
 * What the chat knows stays.
 */
function asPerson(
  session: ChatSessionRecord,
  people: ReadonlyMap<string, LaunchPerson>,
  byEmail: ReadonlyMap<string, LaunchPerson> = new Map(),
): ChatSessionRecord {
  const linked = session.resume_token ? people.get(session.resume_token) : undefined;
  const mailed = session.customer_email ? byEmail.get(emailKey(session.customer_email)) : undefined;
  const person =
    linked && mailed
      ? { name: linked.name ?? mailed.name, email: linked.email, phone: linked.phone ?? mailed.phone }
      : (linked ?? mailed);
  if (!person) return session;
  return {
    ...session,
    customer_name: session.customer_name ?? person.name,
    customer_email: session.customer_email ?? person.email,
    customer_phone: session.customer_phone ?? person.phone,
  };
}

/** No chat session has this id (also what an id no session could have gets). */
export const chatSessionNotFound = () => AppError.notFound('No chat session has this id.');

/** One session with its transcript. */
export async function readChatSession(ports: AdminPorts, id: string): Promise<ChatSessionRecord> {
  const session = await ports.store.getChatSession(id);
  if (!session) throw chatSessionNotFound();
  return session;
}

/** An admin may set follow_up or closed at any time, whatever the current status. */
export async function setChatSessionStatus(
  ports: AdminPorts,
  id: string,
  status: AdminSettableStatus,
): Promise<ChatSessionRecord> {
  const session = await ports.store.updateChatSessionStatus(id, status);
  if (!session) throw chatSessionNotFound();
  return session;
}
