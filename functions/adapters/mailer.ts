import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { boundedClientConfig } from './aws-client-config.ts';
import { isSuppressed } from './db/mail-events.ts';
import { endpoints, requiredEnv } from './env.ts';
import { logger } from './log.ts';
import type { MailAttachment } from '../domain/html.ts';
import { BUSINESS_METRICS, countMetric } from './observability.ts';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments?: readonly MailAttachment[];
}

export interface SentMail {
  readonly messageId: string | undefined;
  /** True when nothing was sent: the address hard-bounced or complained before (RUNBOOK.md). */
  readonly suppressed?: boolean;
}

type Ses = typeof import('@aws-sdk/client-sesv2');
let ses: Promise<{ sdk: Ses; client: SESv2Client }> | undefined;

/**
 * One SES v2 client per process, made on first send so the local runtime (and tests) can set
 * SES_ENDPOINT before it; locally that endpoint is the outbox, which speaks the same REST API.
 * Its SDK is loaded then too, not at module load: most requests of the handlers that can send
 * mail send none, and the client was most of their cold start (issue #31).
 */
function sesClient(): Promise<{ sdk: Ses; client: SESv2Client }> {
  ses ??= import('@aws-sdk/client-sesv2').then((sdk) => ({
    sdk,
    client: new sdk.SESv2Client(boundedClientConfig(endpoints.ses())),
  }));
  return ses;
}

/**
 * Sends one e-mail from MAIL_FROM with a plain-text and an HTML part, unless the address is on the
 * product's suppression list (a permanent bounce or a complaint, recorded by the mail-events
 * handler): then SendEmail is not called at all, and the caller carries on as if it had been, so
 * nothing a visitor sees tells a suppressed address from any other.
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  if (await isSuppressed(mail.to)) {
    countMetric(BUSINESS_METRICS.mailSuppressed);
    logger('mailer').info('Not sent: the address is suppressed', { subject: mail.subject });
    return { messageId: undefined, suppressed: true };
  }
  const charset = 'UTF-8';
  const { sdk, client } = await sesClient();
  const result = await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: requiredEnv('MAIL_FROM'),
      // SES publishes bounce and complaint rates for sends through the stack's configuration set.
      ...(process.env.SES_CONFIGURATION_SET
        ? { ConfigurationSetName: process.env.SES_CONFIGURATION_SET }
        : {}),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: charset },
          Body: { Text: { Data: mail.text, Charset: charset }, Html: { Data: mail.html, Charset: charset } },
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((file) => ({
                  FileName: file.fileName,
                  ContentType: file.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  ContentTransferEncoding: 'BASE64' as const,
                  RawContent: new TextEncoder().encode(file.content),
                })),
              }
            : {}),
        },
      },
    }),
  );
  return { messageId: result.MessageId };
}
