import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { settleProduct } from '../../setup/quiet.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { api } from '../admin/http.ts';
import { signInAdmin } from '../admin/identity.ts';

/**
 * Issue #30 acceptance helpers, written from /work/wt/CONTRACT-30.md and Meta's public Cloud API
 * docs only (blind: the implementation was not read). A founder writes through the local WhatsApp
 * stand-in (POST <whatsappUrl>/_stand-in/send, which signs and delivers a Meta-shaped notification)
 * or, where a test needs the exact bytes, by posting a notification to the product itself; the
 * replies are read where the product sends them, the stand-in's Graph endpoint (messages.json).
 */
export const baseUrl = inject('baseUrl').replace(/\/$/, '');

/** A value the harness must provide for #30 (CONTRACT-30); a missing one fails loudly, naming itself. */
function provided(name: 'whatsappUrl' | 'whatsappAppSecret' | 'whatsappVerifyToken'): string {
  const value = inject(name) as string | undefined;
  if (!value) {
    throw new Error(
      `The test harness does not provide inject('${name}') (CONTRACT-30: test/setup/runtime.ts provides ` +
        'whatsappUrl, whatsappAppSecret and whatsappVerifyToken).',
    );
  }
  return value;
}

export const whatsappUrl = () => provided('whatsappUrl').replace(/\/$/, '');
export const appSecret = () => provided('whatsappAppSecret');
export const verifyToken = () => provided('whatsappVerifyToken');
export const GRAPH_VERSION = process.env.WHATSAPP_GRAPH_VERSION || 'v21.0';
export const PHONE_NUMBER_ID = process.env.WHATSAPP_PHONE_NUMBER_ID || '100000000000001';
export const ACCESS_TOKEN = process.env.WHATSAPP_ACCESS_TOKEN || 'local-whatsapp-access-token';
/** WhatsApp's limit on one text message body. */
export const WHATSAPP_MAX_BODY = 4096;

export { api, waitFor };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export { sleep };

/** A Nigerian WhatsApp number (wa_id: country code, no +) nobody else in this run uses. */
export const uniqueWaId = () => `23480${String(randomInt(0, 1e8)).padStart(8, '0')}`;
export const sessionIdOf = (waId: string) => `whatsapp-${waId}`;
export const newWamid = () => `wamid.HBgN${randomUUID().replace(/-/g, '').toUpperCase()}`;

export interface SentMessage {
  id: string;
  to: string;
  type: string;
  text?: { body: string };
  received_at: string;
}

/** Everything the product sent to the stand-in's Graph endpoint, for one number. */
export async function repliesTo(waId: string): Promise<SentMessage[]> {
  const response = await fetch(`${whatsappUrl()}/messages.json`);
  expect(response.status, 'GET <whatsappUrl>/messages.json').toBe(200);
  return ((await response.json()) as SentMessage[]).filter(
    (message) => message.to.replace(/^\+/, '') === waId,
  );
}

export const bodiesOf = (messages: readonly SentMessage[]) =>
  messages.map((message) => message.text?.body ?? '');

/** Waits until the product has sent at least `count` messages to the number; throws naming the wait. */
export const awaitReplies = (waId: string, count: number, what = `${count} repl(ies)`) =>
  waitFor(
    `${what} sent to WhatsApp number ${waId} (GET <whatsappUrl>/messages.json)`,
    () => repliesTo(waId),
    (found) => found.length >= count,
    { timeoutMs: 20_000, intervalMs: 200 },
  );

/**
 * Proves silence: waits until the product has nothing in hand (GET /_local/idle), or `ms` when
 * something else keeps it busy, and answers what was sent to the number. The product answers Meta
 * at once and works after, so a reply that is coming would have come by then (a Q reply takes well
 * under `ms` on the local guide; idle means no worker, retry or status report is left to send one).
 */
export async function repliesAfterQuiet(waId: string, ms = 4_000): Promise<SentMessage[]> {
  await settleProduct(baseUrl, ms);
  return repliesTo(waId);
}

export interface Founder {
  readonly waId: string;
  readonly name: string;
}

export const newFounder = (name = 'Amaka'): Founder => ({ waId: uniqueWaId(), name });

/**
 * The founder writes through the stand-in (CONTRACT-30 `POST <whatsappUrl>/_stand-in/send`); it
 * signs the notification as Meta does and delivers it. Answers the wamid.
 */
export async function founderWrites(
  founder: Founder,
  message: string | { type: string; timestamp?: number; id?: string; text?: string },
): Promise<string> {
  const body =
    typeof message === 'string'
      ? { wa_id: founder.waId, name: founder.name, text: message }
      : { wa_id: founder.waId, name: founder.name, ...message };
  const response = await fetch(`${whatsappUrl()}/_stand-in/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `POST <whatsappUrl>/_stand-in/send ${JSON.stringify(body)}: ${text}`).toBe(200);
  return (JSON.parse(text) as { id: string }).id;
}

/** Meta's X-Hub-Signature-256: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret. */
export const metaSignature = (rawBody: string, secret = appSecret()) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** One inbound message, as Meta's Cloud API webhook delivers it (messages field of a WABA). */
export function inboundNotification(
  founder: Founder,
  message: Record<string, unknown> & { type: string },
  options: { id?: string; timestamp?: number } = {},
): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: founder.name }, wa_id: founder.waId }],
              messages: [
                {
                  from: founder.waId,
                  id: options.id ?? newWamid(),
                  timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** A status notification (sent / delivered / read / failed) about a message the business sent. */
export function statusNotification(
  founder: Founder,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  wamid: string,
): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: founder.waId,
                  ...(status === 'failed'
                    ? {
                        errors: [
                          { code: 131047, title: 'Re-engagement message', message: 'Re-engagement message' },
                        ],
                      }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** Posts a notification to the product's webhook; `signature` undefined sends no signature header. */
export async function postNotification(
  rawBody: string,
  /** null: no signature header at all (undefined would take the default, a valid one). */
  signature: string | null = metaSignature(rawBody),
  header = 'x-hub-signature-256',
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [header]: signature }),
    },
    body: rawBody,
  });
  return { status: response.status, text: await response.text() };
}

let adminToken: string | undefined;

export async function staffToken(): Promise<string> {
  adminToken ??= (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).idToken;
  return adminToken;
}

export const staffEmail = () => inject('adminEmail');

export interface StoredMessage {
  role: string;
  content: string;
  timestamp?: string;
  staff_email?: string;
  delivery_status?: 'sent' | 'delivered' | 'read' | 'failed';
  wamid?: string;
}

export interface WhatsAppSession {
  session_id: string;
  channel: 'web' | 'whatsapp';
  whatsapp_wa_id: string | null;
  whatsapp_profile_name: string | null;
  taken_over_by: string | null;
  last_inbound_at: string | null;
  opted_out: boolean;
  customer_name: string | null;
  customer_phone?: string | null;
  conversation_data: StoredMessage[];
}

/** The session as staff read it (GET /api/admin/chat-sessions/{id}); undefined when 404. */
export async function staffSession(sessionId: string): Promise<WhatsAppSession | undefined> {
  const answer = await api(baseUrl, `/api/admin/chat-sessions/${encodeURIComponent(sessionId)}`, {
    token: await staffToken(),
  });
  if (answer.status === 404) return undefined;
  expect(answer.status, `GET /api/admin/chat-sessions/${sessionId}: ${answer.text}`).toBe(200);
  return answer.body as WhatsAppSession;
}

/** Waits until staff can read the founder's session and it holds `contentCount` messages with that content. */
export const awaitStoredMessage = (sessionId: string, content: string) =>
  waitFor(
    `a message '${content}' stored in chat session ${sessionId} (GET /api/admin/chat-sessions/{id})`,
    () => staffSession(sessionId),
    (session) => session?.conversation_data.some((message) => message.content.includes(content)) === true,
    { timeoutMs: 15_000 },
  );

export const staffAction = async (
  sessionId: string,
  action: 'takeover' | 'handback' | 'replies',
  body?: unknown,
  token?: string,
) =>
  api(baseUrl, `/api/admin/chat-sessions/${encodeURIComponent(sessionId)}/${action}`, {
    method: 'POST',
    token: token ?? (await staffToken()),
    body: body ?? {},
  });

/** Markdown the product must have rewritten for WhatsApp (CONTRACT-30). */
export function expectWhatsAppFormatting(body: string): void {
  expect(body, 'no **bold** markdown').not.toContain('**');
  expect(body, 'no # headings').not.toMatch(/^#{1,6}\s/m);
  expect(body, 'no [text](url) links').not.toMatch(/\[[^\]]*\]\([^)]*\)/);
  expect(body.length).toBeLessThanOrEqual(WHATSAPP_MAX_BODY);
}
