import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readBody, sendBody, sendHtml, sendJson } from '../http-io.ts';
import { renderInbox } from './inbox-page.ts';
import type { MailFilter, MailOutbox } from './outbox.ts';
import { BOUNCE_KINDS } from './ses-events.ts';

export const SES_PREFIX = '/_local/ses';
export const SES_SEND_EMAIL_PATH = `${SES_PREFIX}/v2/email/outbound-emails`;
export const MAIL_PAGE_PATH = '/_local/mail';
export const BOUNCES_PATH = `${MAIL_PAGE_PATH}/bounces`;

const SES_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

const content = z.object({ Data: z.string() });
/** The SES v2 SendEmail request, limited to the Simple content the product sends. */
const sendEmailRequest = z.object({
  FromEmailAddress: z.string().optional(),
  Destination: z.object({
    ToAddresses: z.array(z.string()).min(1),
    CcAddresses: z.array(z.string()).optional(),
    BccAddresses: z.array(z.string()).optional(),
  }),
  Content: z.object({
    Simple: z.object({
      Subject: content,
      Body: z.object({ Text: content.optional(), Html: content.optional() }),
      // The SDK sends RawContent base64-encoded in the JSON body.
      Attachments: z
        .array(
          z.object({
            FileName: z.string().min(1),
            ContentType: z.string().optional(),
            RawContent: z.string().base64(),
          }),
        )
        .optional(),
    }),
  }),
});

const bounceRequest = z.object({ email: z.string().trim().min(3).max(254), kind: z.enum(BOUNCE_KINDS) });

/** POST /_local/mail/bounces {"email","kind"}: that address bounces (or complains) from now on. */
async function addBounce(req: IncomingMessage, res: ServerResponse, outbox: MailOutbox): Promise<void> {
  const raw = await readBody(req, 4096);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    body = undefined;
  }
  const parsed = bounceRequest.safeParse(body);
  if (!parsed.success) {
    sendJson(req, res, 400, {
      message: 'Send JSON { "email": "a@b.c", "kind": "bounce" | "complaint" }',
    });
    return;
  }
  outbox.bounce(parsed.data.email, parsed.data.kind);
  noContent(res);
}

/** 204: done, nothing to say. */
function noContent(res: ServerResponse): void {
  res.writeHead(204);
  res.end();
}

/** SES answers errors with the type in a header, which is how the SDK names the exception. */
function sesError(req: IncomingMessage, res: ServerResponse, message: string): void {
  sendJson(req, res, 400, { message }, { 'x-amzn-errortype': 'BadRequestException' });
}

async function sendEmail(req: IncomingMessage, res: ServerResponse, outbox: MailOutbox): Promise<void> {
  const raw = await readBody(req, SES_BODY_LIMIT_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    sesError(req, res, 'Request body is not JSON');
    return;
  }
  const request = sendEmailRequest.safeParse(parsed);
  if (!request.success) {
    const issue = request.error.issues[0];
    sesError(
      req,
      res,
      `Invalid SendEmail request at ${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? ''}`,
    );
    return;
  }
  const { Destination, Content, FromEmailAddress } = request.data;
  const mail = await outbox.send({
    from: FromEmailAddress,
    to: Destination.ToAddresses,
    subject: Content.Simple.Subject.Data,
    text: Content.Simple.Body.Text?.Data ?? '',
    html: Content.Simple.Body.Html?.Data ?? '',
    attachments: (Content.Simple.Attachments ?? []).map((file) => ({
      fileName: file.FileName,
      contentType: file.ContentType ?? 'application/octet-stream',
      content: Buffer.from(file.RawContent, 'base64').toString('utf8'),
    })),
  });
  sendJson(req, res, 200, { MessageId: mail.id });
}

/**
 * `?to=` (part of an address) and `?text=` (part of the subject or the text) narrow the inbox and
 * its JSON: a test looking for its own mail, many times a second, is handed that mail, not the
 * newest 500 with their HTML, and the page renders a frame per mail it shows.
 */
function mailFilter(req: IncomingMessage): MailFilter {
  const query = new URL(req.url ?? '/', 'http://outbox').searchParams;
  return { to: query.get('to') ?? undefined, text: query.get('text') ?? undefined };
}

/** Handles the SES stand-in and the inbox; false when the path is not theirs. */
export async function handleMail(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  outbox: MailOutbox,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  if (pathname === SES_SEND_EMAIL_PATH && method === 'POST') {
    await sendEmail(req, res, outbox);
    return true;
  }
  // The bounce list: add, read and clear.
  if (pathname === BOUNCES_PATH && method === 'POST') {
    await addBounce(req, res, outbox);
    return true;
  }
  if (pathname === `${BOUNCES_PATH}.json` && read) {
    sendJson(req, res, 200, outbox.bounces());
    return true;
  }
  if ((pathname === BOUNCES_PATH || pathname === `${BOUNCES_PATH}.json`) && method === 'DELETE') {
    req.resume();
    outbox.clearBounces();
    noContent(res);
    return true;
  }
  // The inbox: its JSON, its page, and clearing it (DELETE, or the page's Clear button).
  if (pathname === `${MAIL_PAGE_PATH}.json` && read) {
    sendJson(req, res, 200, outbox.list(mailFilter(req)));
    return true;
  }
  if (pathname === MAIL_PAGE_PATH && read) {
    sendHtml(req, res, 200, renderInbox(outbox.list(mailFilter(req))));
    return true;
  }
  if ((pathname === MAIL_PAGE_PATH || pathname === `${MAIL_PAGE_PATH}.json`) && method === 'DELETE') {
    await outbox.clear();
    noContent(res);
    return true;
  }
  if (pathname === `${MAIL_PAGE_PATH}/clear` && method === 'POST') {
    req.resume();
    await outbox.clear();
    sendBody(
      req,
      res,
      303,
      { location: MAIL_PAGE_PATH, 'content-type': 'text/plain; charset=utf-8' },
      Buffer.from('Cleared'),
    );
    return true;
  }
  if (pathname.startsWith(SES_PREFIX) || pathname.startsWith(MAIL_PAGE_PATH)) {
    req.resume();
    sendJson(req, res, 404, { message: `The local outbox has nothing at ${method} ${pathname}` });
    return true;
  }
  return false;
}
