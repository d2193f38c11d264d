import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../../functions/domain/contracts/records/chat-session.ts';
import { WHATSAPP_TEXT_LIMIT } from '../../../functions/domain/whatsapp/format.ts';
import { processWhatsappNotification } from '../../../functions/services/whatsapp/handle-notification.ts';
import type { ConversationStore, WhatsappWorkerPorts } from '../../../functions/services/whatsapp/ports.ts';
import { messageNotification, statusNotification } from '../../../functions/local/whatsapp/notifications.ts';

/**
 * Issue #30: the worker's decisions over in-memory ports (the store and the Graph API are the
 * adapters' business, tested against the stand-in in test/integration/whatsapp): long answers are
 * cut for WhatsApp, markdown rewritten, statuses never go backwards and wait for their message.
 */
const identity = { businessAccountId: '1', phoneNumberId: '2', displayPhoneNumber: '1555' };
const waId = '2348011112222';
const now = Date.parse('2026-11-26T10:00:00.000Z');

function harness(answer: string) {
  const sessions = new Map<string, ChatSession>();
  const store: ConversationStore = {
    async change(sessionId, decide) {
      const decided = decide(sessions.get(sessionId));
      if ('session' in decided) sessions.set(sessionId, structuredClone(decided.session));
      return decided.outcome;
    },
    get: async (sessionId) => sessions.get(sessionId),
  };
  const sent: { to: string; body: string; wamid: string }[] = [];
  const links: { token: string; sessionId: string }[] = [];
  const ports: WhatsappWorkerPorts = {
    store,
    sender: {
      sendText: async (to, body) => {
        const wamid = `wamid.out${sent.length}`;
        sent.push({ to, body, wamid });
        return { wamid };
      },
    },
    ask: async () => answer,
    siteUrl: 'https://quarter.example',
    linkToLaunch: async (sessionId) => {
      const token = `qlink_${String(links.length).padStart(20, '0')}`;
      links.push({ token, sessionId });
      return token;
    },
    now: () => now,
    log: () => undefined,
  };
  const write = (text: string, id: string) =>
    processWhatsappNotification(
      ports,
      messageNotification(identity, { waId, name: 'Ada', id, timestamp: now / 1000, type: 'text', text }),
    );
  const status = (id: string, value: string) =>
    processWhatsappNotification(
      ports,
      statusNotification(identity, { id, status: value, recipientId: waId }),
    );
  return { ports, sessions, sent, links, write, status, session: () => sessions.get(`whatsapp-${waId}`)! };
}

describe('the WhatsApp worker', () => {
  it("sends the /launch link with a token minted for this conversation and the number's referral code", async () => {
    const { sent, links, write } = harness('unused');
    await write('hello from ref_Abc123XyZ', 'wamid.in1');
    await write('I want to build my banking platform', 'wamid.in2');
    expect(links).toEqual([{ token: 'qlink_00000000000000000000', sessionId: `whatsapp-${waId}` }]);
    const url = /https:\/\/\S+/.exec(sent.at(-1)!.body)?.[0];
    expect(url).toBe('https://quarter.example/launch?ref=ref_Abc123XyZ&chat=qlink_00000000000000000000');
  });

  it('still sends the /launch link, without a token, when the link could not be kept', async () => {
    const { ports, sent, write } = harness('unused');
    Object.assign(ports, {
      linkToLaunch: () => Promise.reject(new Error('table unavailable')),
    });
    await write('I want to build my banking platform', 'wamid.in1');
    expect(sent.at(-1)!.body).toContain('https://quarter.example/launch');
    expect(sent.at(-1)!.body).not.toContain('chat=');
  });

  it("cuts Q's long answer into WhatsApp-sized messages in WhatsApp's formatting", async () => {
    const paragraph = `**Banking Platform**: ${'Q explains how the platform works for agents. '.repeat(40)}`;
    const { sent, write, session } = harness(Array.from({ length: 6 }, () => paragraph).join('\n\n'));
    await write('tell me everything', 'wamid.in1');
    expect(sent.length).toBeGreaterThan(1);
    for (const message of sent) {
      expect(message.body.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
      expect(message.body).not.toContain('**');
      expect(message.body).toContain('*Banking Platform*');
    }
    expect(
      session()
        .conversation_data.filter((line) => line.role === 'assistant')
        .map((line) => line.wamid),
    ).toEqual(sent.map((message) => message.wamid));
  });

  it('keeps the furthest status whatever order they arrive in, and failed over all', async () => {
    const { write, status, session } = harness('Hello!');
    await write('hi', 'wamid.in1');
    await status('wamid.out0', 'read');
    await status('wamid.out0', 'delivered');
    await status('wamid.out0', 'sent');
    expect(session().conversation_data.at(-1)?.delivery_status).toBe('read');
    await status('wamid.out0', 'failed');
    expect(session().conversation_data.at(-1)?.delivery_status).toBe('failed');
  });

  it('asks for a status to be delivered again when its message is not stored yet', async () => {
    const { status } = harness('Hello!');
    await expect(status('wamid.unknown', 'delivered')).rejects.toThrow(/not stored yet/);
  });

  it('ignores a body that is not JSON or not a WhatsApp notification', async () => {
    const { ports, sent, sessions } = harness('Hello!');
    await processWhatsappNotification(ports, 'not json');
    await processWhatsappNotification(ports, JSON.stringify({ object: 'page', entry: [] }));
    expect(sent).toEqual([]);
    expect(sessions.size).toBe(0);
  });
});
