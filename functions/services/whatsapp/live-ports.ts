/**
 * The production bindings of WhatsApp's ports (issue #30): chat sessions in DynamoDB, the Graph API
 * at WHATSAPP_GRAPH_URL, Q through the widget's own reply use case and ports, and the worker's SQS
 * queue (WHATSAPP_QUEUE_URL). Locally there is no queue: functions/local/whatsapp/queue.ts hands each
 * notification to the worker handler in this process, delivering again after a failure, as SQS does.
 */
import { changeChatSession, getChatSession } from '../../adapters/db/chat-sessions.ts';
import { recordQChatLink } from '../../adapters/db/q-chat-links.ts';
import { optionalEnv, requiredEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import { sendMail } from '../../adapters/mailer.ts';
import { graphSender } from '../../adapters/whatsapp/graph.ts';
import { whatsappQueue } from '../../adapters/whatsapp/queue.ts';
import {
  whatsappAccessToken,
  whatsappAppSecret,
  whatsappVerifyToken,
} from '../../adapters/whatsapp/secrets.ts';
import { newQChatLink } from '../../domain/ids.ts';
import { Q_EMPTY_TEXT, Q_FAILED_TEXT } from '../../domain/whatsapp/words.ts';
import { chatReplyPorts } from '../chat/live-ports.ts';
import type { ChatTurn } from '../chat/ports.ts';
import { replyToChat } from '../chat/reply-to-chat.ts';
import type {
  ConversationStore,
  StaffConversationPorts,
  WhatsappSender,
  WhatsappWebhookPorts,
  WhatsappWorkerPorts,
} from './ports.ts';

const store: ConversationStore = { change: changeChatSession, get: getChatSession };

const log = (message: string, fields: Record<string, unknown>) => logger('whatsapp').info(message, fields);

let sender: WhatsappSender | undefined;

function whatsappSender(): WhatsappSender {
  sender ??= graphSender({
    graphUrl: optionalEnv('WHATSAPP_GRAPH_URL') ?? 'https://graph.facebook.com',
    version: optionalEnv('WHATSAPP_GRAPH_VERSION') ?? 'v21.0',
    phoneNumberId: requiredEnv('WHATSAPP_PHONE_NUMBER_ID'),
    accessToken: whatsappAccessToken,
  });
  return sender;
}

/** Q exactly as POST /api/chat answers the widget; its failure is the widget's fallback text. */
async function askQ(turns: readonly ChatTurn[], sessionId: string, waId: string): Promise<string> {
  try {
    const { reply } = await replyToChat(chatReplyPorts(), {
      messages: turns,
      context: 'widget',
      sessionId,
      // The per-IP chat limit counts per number: every WhatsApp message reaches us from Meta.
      clientIp: `whatsapp:${waId}`,
    });
    return reply.trim() === '' ? Q_EMPTY_TEXT : reply;
  } catch (error: unknown) {
    log('whatsapp Q failed, fallback sent', { error: error instanceof Error ? error.name : 'unknown' });
    return Q_FAILED_TEXT;
  }
}

async function linkToLaunch(sessionId: string): Promise<string> {
  const token = newQChatLink();
  await recordQChatLink({ token, session_id: sessionId, created_at: new Date().toISOString() });
  return token;
}

let worker: WhatsappWorkerPorts | undefined;

export function whatsappWorkerPorts(): WhatsappWorkerPorts {
  worker ??= {
    store,
    sender: whatsappSender(),
    ask: askQ,
    siteUrl: requiredEnv('SITE_URL'),
    linkToLaunch,
    now: () => Date.now(),
    log,
  };
  return worker;
}

let webhook: WhatsappWebhookPorts | undefined;

export function whatsappWebhookPorts(): WhatsappWebhookPorts {
  webhook ??= {
    appSecret: whatsappAppSecret,
    verifyToken: whatsappVerifyToken,
    // Nothing of the worker here: on AWS this Lambda only verifies and enqueues (issue #31).
    enqueue: whatsappQueue(optionalEnv('WHATSAPP_QUEUE_URL')),
  };
  return webhook;
}

let staff: StaffConversationPorts | undefined;

/** Takeover, hand back and staff replies (WhatsApp through the Graph API, web chats by e-mail). */
export function staffConversationPorts(): StaffConversationPorts {
  staff ??= {
    store,
    // Made on first send: a stage without WhatsApp can still take over and e-mail web visitors.
    sender: { sendText: (to, body) => whatsappSender().sendText(to, body) },
    sendMail,
    now: () => Date.now(),
    log,
  };
  return staff;
}
