import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { settleProduct } from '../../setup/quiet.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { api } from '../admin/http.ts';
import { signInAdmin } from '../admin/identity.ts';

export const baseUrl = inject('baseUrl');
export const whatsappUrl = inject('whatsappUrl');

/** A number nobody else in the run uses, so each test reads only its own conversation. */
export const freshNumber = () => `23480${String(randomInt(10_000_000, 99_999_999))}`;

export interface SentByProduct {
  readonly id: string;
  readonly to: string;
  readonly type: string;
  readonly text: { readonly body: string };
  readonly received_at: string;
}

/** The founder writes from the stand-in's phone: a signed notification reaches the product. */
export async function founderSends(message: {
  wa_id: string;
  name?: string;
  text?: string;
  type?: string;
  timestamp?: number;
  id?: string;
}): Promise<string> {
  const response = await fetch(`${whatsappUrl}/_stand-in/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Amaka', ...message }),
  });
  const body = (await response.json()) as { id: string; webhook_status: number };
  if (response.status !== 200) throw new Error(`The stand-in could not deliver: ${JSON.stringify(body)}`);
  return body.id;
}

/** What the product sent to this number through the Graph endpoint, in order. */
export async function sentTo(waId: string): Promise<SentByProduct[]> {
  const all = (await (await fetch(`${whatsappUrl}/messages.json`)).json()) as SentByProduct[];
  return all.filter((message) => message.to === waId);
}

/** Waits until this number has received `count` messages; answers them. */
export const awaitSent = (waId: string, count: number, timeoutMs = 10_000) =>
  waitFor(
    `${count} WhatsApp message(s) sent to ${waId}`,
    () => sentTo(waId),
    (sent) => sent.length >= count,
    {
      timeoutMs,
    },
  );

/**
 * Until an answer that was going to be sent has been sent: the product idle (GET /_local/idle), or
 * 1.5 s (the local worker answers in well under this) while another file keeps it busy.
 */
export const settle = () => settleProduct(baseUrl, 1_500);

let adminToken: Promise<string> | undefined;

export const admin = (path: string, options: { method?: string; body?: unknown } = {}) => {
  adminToken ??= signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword')).then(
    (tokens) => tokens.idToken,
  );
  return adminToken.then((token) => api(baseUrl, path, { ...options, token }));
};

export interface StoredLine {
  role: string;
  content: string;
  staff_email?: string | null;
  wamid?: string | null;
  delivery_status?: string | null;
}

export interface StoredSession {
  session_id: string;
  channel: string;
  customer_name: string | null;
  customer_phone: string | null;
  whatsapp_wa_id: string | null;
  taken_over_by: string | null;
  opted_out: boolean;
  last_inbound_at: string | null;
  conversation_data: StoredLine[];
}

export async function sessionOf(waId: string): Promise<StoredSession | undefined> {
  const answer = await admin(`/api/admin/chat-sessions/whatsapp-${waId}`);
  return answer.status === 200 ? (answer.body as StoredSession) : undefined;
}

/** Waits until the founder's `count` messages are stored (what Q's silence is judged after). */
export const awaitStored = (waId: string, count: number) =>
  waitFor(
    `${count} founder message(s) stored for ${waId}`,
    () => sessionOf(waId),
    (session) => (session?.conversation_data.filter((line) => line.role === 'user').length ?? 0) >= count,
  );
