import { outboundTimeoutsMs } from '../../domain/timeouts.ts';

export interface GraphConfig {
  /** Meta's Graph API host (https://graph.facebook.com), locally the WhatsApp stand-in. */
  readonly graphUrl: string;
  readonly version: string;
  readonly phoneNumberId: string;
  readonly accessToken: () => Promise<string>;
}

export interface SentWhatsappMessage {
  /** The wamid Meta gave the message: its statuses arrive under this id. */
  readonly wamid: string;
}

interface GraphAnswer {
  readonly messages?: readonly { readonly id?: string }[];
  readonly error?: { readonly message?: string; readonly code?: number; readonly type?: string };
}

/**
 * POST {graph}/{version}/{phone-number-id}/messages with the access token as a Bearer token: one
 * text message to one WhatsApp number, aborted after outboundTimeoutsMs.whatsappGraph, no retry (a
 * retried send could reach the founder twice).
 */
export function graphSender(config: GraphConfig) {
  const endpoint = `${config.graphUrl.replace(/\/+$/, '')}/${config.version}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async sendText(to: string, body: string): Promise<SentWhatsappMessage> {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await config.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { preview_url: false, body },
        }),
        signal: AbortSignal.timeout(outboundTimeoutsMs.whatsappGraph),
      });
      const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
      const wamid = answer.messages?.[0]?.id;
      if (!response.ok || !wamid) {
        const error = answer.error;
        // A fault, not a refusal to a caller: Meta's words, never the token.
        throw new Error(
          `WhatsApp refused the message (HTTP ${response.status}${error?.code ? `, code ${error.code}` : ''}${error?.message ? `: ${error.message}` : ''})`,
        );
      }
      return { wamid };
    },
  };
}
