import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BounceKind } from './ses-events.ts';

/** One delivered message as the inbox page and /_local/mail.json show it. */
export interface OutboxMail {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly sentAt: string;
  /** The address was on the bounce list: SES accepted it, then reported a bounce or complaint. */
  readonly bounced?: boolean;
  /** Files sent with it, their content decoded to text (the product attaches only calendar files). */
  readonly attachments?: readonly OutboxAttachment[];
}

export interface OutboxAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: string;
}

/** An address the stand-in bounces, and how (GET /_local/mail/bounces.json). */
export interface BouncingAddress {
  readonly email: string;
  readonly kind: BounceKind;
}

/** Told of each accepted mail to a bouncing address, to deliver SES's event for it. */
export type BounceListener = (mail: OutboxMail, kind: BounceKind) => void;

export interface MailToSend {
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly from?: string;
  readonly attachments?: readonly OutboxAttachment[];
}

/** What /_local/mail and /_local/mail.json may be narrowed to (routes.ts). */
export interface MailFilter {
  readonly to?: string;
  readonly text?: string;
}

const KEPT_MAILS = 500;

const normalise = (email: string) => email.trim().toLowerCase();

/** Mail the product "sent" locally, newest first; persisted to DATA_DIR so links survive a restart. */
export class MailOutbox {
  private mails: OutboxMail[] = [];
  private saving: Promise<void> = Promise.resolve();
  private readonly bouncing = new Map<string, BounceKind>();
  private readonly bounceListeners = new Set<BounceListener>();

  private constructor(
    private readonly file: string | undefined,
    private readonly defaultFrom: string,
  ) {}

  static async open(options: { dataDir?: string; defaultFrom: string }): Promise<MailOutbox> {
    const file = options.dataDir ? path.join(options.dataDir, 'outbox.json') : undefined;
    const outbox = new MailOutbox(file, options.defaultFrom);
    if (file) {
      const saved = await readFile(file, 'utf8').catch(() => '[]');
      try {
        const parsed: unknown = JSON.parse(saved);
        if (Array.isArray(parsed)) outbox.mails = parsed as OutboxMail[];
      } catch {
        outbox.mails = [];
      }
    }
    return outbox;
  }

  async send(mail: MailToSend): Promise<OutboxMail> {
    const recipients = typeof mail.to === 'string' ? [mail.to] : mail.to;
    const bounce = recipients
      .map((to) => this.bouncing.get(normalise(to)))
      .find((kind) => kind !== undefined);
    const delivered: OutboxMail = {
      id: randomUUID(),
      from: mail.from ?? this.defaultFrom,
      to: recipients.join(', '),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sentAt: new Date().toISOString(),
      ...(bounce ? { bounced: true } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    };
    this.mails = [delivered, ...this.mails].slice(0, KEPT_MAILS);
    await this.persist();
    if (bounce) for (const listener of this.bounceListeners) listener(delivered, bounce);
    return delivered;
  }

  /** From now on a mail to `email` is accepted, then bounced (or complained about) as `kind`. */
  bounce(email: string, kind: BounceKind): void {
    this.bouncing.set(normalise(email), kind);
  }

  bounces(): BouncingAddress[] {
    return [...this.bouncing].map(([email, kind]) => ({ email, kind }));
  }

  clearBounces(): void {
    this.bouncing.clear();
  }

  onBounce(listener: BounceListener): void {
    this.bounceListeners.add(listener);
  }

  /** Newest first; with a filter, only the mails to an address containing `to` (any case) and with `text` in the subject or text. */
  list(filter: MailFilter = {}): readonly OutboxMail[] {
    const to = filter.to?.toLowerCase();
    const { text } = filter;
    if (!to && !text) return this.mails;
    return this.mails.filter(
      (mail) =>
        (!to || mail.to.toLowerCase().includes(to)) &&
        (!text || mail.subject.includes(text) || mail.text.includes(text)),
    );
  }

  async clear(): Promise<void> {
    this.mails = [];
    await this.persist();
  }

  /** Waits for pending writes, so stop() never leaves a half-written file. */
  async flush(): Promise<void> {
    await this.saving;
  }

  private persist(): Promise<void> {
    const file = this.file;
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify(this.mails, null, 2);
    this.saving = this.saving.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, snapshot);
    });
    return this.saving;
  }
}
