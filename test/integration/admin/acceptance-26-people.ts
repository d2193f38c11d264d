import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { waitFor } from '../../setup/wait-for.ts';
import { api, baseUrl, type OutboxMail } from '../payments/support.ts';

/**
 * Issue #26 acceptance: people made only through the product's own doors (the launch chat's API,
 * the widget's save, the scheduling sandbox's booking page, checkout), never written into the table,
 * so the tests hold whatever records the implementation keeps.
 */

export const sandboxOrigin = new URL(inject('schedulingUrl')).origin;

/** The words the issue says a person must never read. */
export const INTERNAL_WORDS = [
  'meeting_booked',
  'closing',
  'business_launch',
  'KNOWLEDGE',
  'CTA',
  'CLOSING',
] as const;

/** The brand greens of web/src/index.css (brand-500 to brand-950): an e-mail in the site's layout uses one. */
export const BRAND_COLOURS = ['#10b981', '#059669', '#047857', '#065f46', '#064e3b', '#022c22'];

export const marker = () => randomUUID().slice(0, 8);

/** The launch chat as the browser saves it: autosaves, then finalize (the booking step). */
export async function launchChat(
  resumeToken: string,
  options: {
    businessName: string;
    businessType?: string;
    name?: string;
    email?: string;
    referrerId?: string;
  },
): Promise<void> {
  const data = {
    business_type: options.businessType ?? 'FinTech',
    stage_completed: 'solution',
    business_name: options.businessName,
    needs_help_with: ['Who is your target customer?'],
  };
  for (const stage of ['autosave', 'finalize']) {
    const answer = await api('/api/launch/onboarding', {
      body: {
        stage,
        resume_token: resumeToken,
        last_step: stage === 'finalize' ? 'cta' : 'solution',
        data,
        ...(options.name ? { name: options.name } : {}),
        ...(options.email ? { email: options.email } : {}),
        ...(options.referrerId ? { referrer_id: options.referrerId } : {}),
      },
    });
    if (answer.status !== 200)
      throw new Error(`launch chat ${stage} answered ${answer.status}: ${answer.text}`);
  }
}

/** The founder books on the scheduling sandbox's page, which signs and sends Calendly's webhook. */
export async function bookOnSandbox(
  resumeToken: string,
  invitee: { name: string; email: string; slot?: string },
): Promise<{ inviteeUri: string }> {
  const response = await fetch(`${sandboxOrigin}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slot: invitee.slot ?? '2026-12-02T13:00:00.000Z',
      name: invitee.name,
      email: invitee.email,
      utm_content: resumeToken,
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the sandbox booking answered ${response.status}: ${text}`);
  const booked = JSON.parse(text) as { inviteeUri: string; webhookStatus: number };
  if (booked.webhookStatus !== 200) throw new Error(`the product answered the booking webhook ${text}`);
  return booked;
}

/** A widget (Q) chat as the widget saves it. */
export async function widgetChat(
  sessionId: string,
  options: { words: string; email?: string; name?: string; resumeToken?: string },
): Promise<void> {
  const at = new Date().toISOString();
  const answer = await api('/api/chat-sessions', {
    body: {
      sessionId,
      messages: [
        { role: 'user', content: options.words, timestamp: at },
        { role: 'assistant', content: 'Happy to help. What does your business do?', timestamp: at },
      ],
      customerEmail: options.email ?? null,
      customerName: options.name ?? null,
      businessType: null,
      identifiedNeeds: [],
      status: 'active',
      ...(options.resumeToken ? { resumeToken: options.resumeToken } : {}),
    },
  });
  if (answer.status !== 200) throw new Error(`the widget's save answered ${answer.status}: ${answer.text}`);
}

export async function allMail(): Promise<Array<OutboxMail & { sentAt?: string; attachments?: unknown }>> {
  return (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as Array<
    OutboxMail & { sentAt?: string }
  >;
}

/** Waits for a mail to `email` that `test` accepts; fails naming what it waited for. */
export async function awaitMailWhere(
  email: string,
  what: string,
  test: (mail: OutboxMail) => boolean,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const found = await waitFor(
    `a mail to ${email} ${what}`,
    async () =>
      (await allMail()).find((mail) => mail.to.toLowerCase().includes(email.toLowerCase()) && test(mail)),
    (mail) => mail !== undefined,
    { timeoutMs },
  );
  return found as OutboxMail;
}

/** Every string value anywhere in an API answer, so a test can look for a name without knowing the field. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The list of objects in an API answer (the answer itself, or its first array-valued field). */
export function itemsOf(body: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(body)) return body as Array<Record<string, unknown>>;
  if (body && typeof body === 'object') {
    for (const value of Object.values(body))
      if (Array.isArray(value)) return value as Array<Record<string, unknown>>;
  }
  return [];
}
