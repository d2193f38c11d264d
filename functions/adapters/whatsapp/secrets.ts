import { cachedSecretString } from '../secret-string.ts';

/** How long a warm Lambda keeps a WhatsApp secret: a rotated access token is in use within this (RUNBOOK.md). */
const REREAD_AFTER_MS = 5 * 60 * 1000;

/** A cached secret read again after REREAD_AFTER_MS, so rotating it needs no redeploy. */
function rereadSecret(arnVariable: string, localVariable: string): () => Promise<string> {
  let read = cachedSecretString({ arnVariable, localVariable });
  let readAt = Date.now();
  return () => {
    if (Date.now() - readAt > REREAD_AFTER_MS) {
      read = cachedSecretString({ arnVariable, localVariable });
      readAt = Date.now();
    }
    return read();
  };
}

/**
 * The Meta app secret (checks X-Hub-Signature-256), the webhook verify token and the system user's
 * access token: Secrets Manager on AWS (`*_ARN`), plain variables locally (functions/local/local-env.ts).
 */
export const whatsappAppSecret = rereadSecret('WHATSAPP_APP_SECRET_ARN', 'WHATSAPP_APP_SECRET');
export const whatsappVerifyToken = rereadSecret('WHATSAPP_VERIFY_TOKEN_ARN', 'WHATSAPP_VERIFY_TOKEN');
export const whatsappAccessToken = rereadSecret('WHATSAPP_ACCESS_TOKEN_ARN', 'WHATSAPP_ACCESS_TOKEN');
