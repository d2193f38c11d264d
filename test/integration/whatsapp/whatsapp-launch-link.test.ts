import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/adapters/db/client.ts';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import type { ProspectTimeline } from '../../../functions/domain/contracts/prospect.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';
import { api } from '../admin/http.ts';
import { pointAtProduct } from '../referral/support.ts';
import { admin, awaitSent, baseUrl, founderSends, freshNumber, sessionOf } from './support.ts';

/**
 * Issue #30: a WhatsApp conversation shows under its founder "in the transcript view, the prospect
 * timeline and the funnel's first stage like any chat". Crosses the flows end to end: a message
 * from the stand-in's phone (a signed notification), Q's reply with the /launch link, a launch-chat
 * save from that link as the launch page sends it, then what staff read.
 */

beforeAll(() => {
  pointAtProduct();
});

/** The one URL in a WhatsApp text. */
const urlIn = (body: string) => {
  const found = /https?:\/\/\S+/.exec(body)?.[0];
  if (!found) throw new Error(`No URL in Q's reply: ${body}`);
  return new URL(found);
};

/** One launch-chat save, the body the launch page sends after a step (launch-chat-calls.ts). */
const launchSave = (resumeToken: string, extra: Record<string, unknown>) =>
  api(baseUrl, '/api/launch/onboarding', {
    method: 'POST',
    body: {
      stage: 'autosave',
      resume_token: resumeToken,
      last_step: 'sector',
      data: {
        business_type: 'FinTech',
        stage_completed: 'idea',
        business_name: 'Amaka Savings',
        needs_help_with: [],
      },
      ...extra,
    },
  });

const timelineOf = async (resumeToken: string) => {
  const answer = await admin(`/api/admin/prospects/${resumeToken}/timeline`);
  expect(answer.status).toBe(200);
  return answer.body as ProspectTimeline;
};

describe("a founder who starts the launch from Q's WhatsApp link", () => {
  it('is one person: the launch lists the WhatsApp chat, the chat names the launch, the funnel counted it', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, name: 'Amaka', text: 'Good morning' });
    await founderSends({ wa_id: waId, name: 'Amaka', text: 'I want to build my banking platform' });
    const sent = await awaitSent(waId, 2, 20_000);
    // Each message is answered as it is handled, so the link's reply need not be the last one sent.
    const link = urlIn(sent.map((message) => message.text.body).find((body) => /\/launch\?/.test(body)) ?? '');
    expect(link.pathname).toBe('/launch');
    const token = link.searchParams.get('chat');
    expect(token).toMatch(/^qlink_[A-Za-z0-9]{20}$/);

    // The founder opens the link and completes the idea step: the page sends the link's token.
    const resumeToken = newResumeToken();
    expect((await launchSave(resumeToken, { q_chat_link: token })).status).toBe(200);

    // The launch's record lists the WhatsApp chat among the founder's chats with Q.
    expect((await getOnboarding(resumeToken))?.q_chat_session_ids).toEqual([`whatsapp-${waId}`]);
    // Staff: the prospect timeline shows the WhatsApp chat as a chat with Q.
    const { events } = await timelineOf(resumeToken);
    expect(events.filter((event) => event.kind === 'q_chat')).toEqual([
      expect.objectContaining({
        session_id: `whatsapp-${waId}`,
        channel: 'whatsapp',
        first_question: 'Good morning',
      }),
    ]);
    // The transcript view: the conversation names the launch it belongs to.
    const session = (await sessionOf(waId)) as { resume_token?: string | null } | undefined;
    expect(session?.resume_token).toBe(resumeToken);
    // The funnel's first stage counted this WhatsApp conversation as a chat.
    const marker = await waitFor(
      `the funnel's 'chatted' marker of whatsapp-${waId}`,
      async () =>
        (
          await documentClient().send(
            new GetCommand({
              TableName: tableName(),
              Key: { pk: `funnel-counted#chatted#whatsapp-${waId}`, sk: 'counted' },
            }),
          )
        ).Item,
      (item) => item !== undefined,
      { timeoutMs: 20_000 },
    );
    expect(marker).toBeDefined();
  });

  it('joins nothing with a token no link has, or with a bare WhatsApp session id', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, name: 'Tunde', text: 'hello' });
    await awaitSent(waId, 1, 20_000);

    const resumeToken = newResumeToken();
    expect((await launchSave(resumeToken, { q_chat_link: 'qlink_AAAAAAAAAAAAAAAAAAAA' })).status).toBe(200);
    const forged = await launchSave(resumeToken, { q_chat_link: `whatsapp-${waId}` });
    expect(forged.status).toBe(400);

    const { events } = await timelineOf(resumeToken);
    expect(events.filter((event) => event.kind === 'q_chat')).toEqual([]);
    const session = (await sessionOf(waId)) as { resume_token?: string | null } | undefined;
    expect(session?.resume_token ?? null).toBeNull();
  });

  it('joins the WhatsApp chat of the phone number the founder gave, written the local way', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, name: 'Chidi', text: 'abeg how much for banking app?' });
    await awaitSent(waId, 1, 20_000);

    // The launch request is where a founder gives their phone: signed in and paid, then its
    // business step, with the number written the local way (0 and ten digits).
    const { token: resumeToken, customer } = await fillLaunchRequest('Chidi Rides', {});
    const business = await api(baseUrl, `/api/launch-requests/${resumeToken}`, {
      method: 'PUT',
      token: customer.idToken,
      body: {
        step: 'business',
        name: 'Chidi Okeke',
        business_name: 'Chidi Rides',
        business_type: 'Taxi Tech',
        phone: `0${waId.slice(3, 6)} ${waId.slice(6, 9)} ${waId.slice(9)}`,
      },
    });
    expect(business.status).toBe(200);

    const { events } = await timelineOf(resumeToken);
    expect(events.filter((event) => event.kind === 'q_chat')).toEqual([
      expect.objectContaining({ session_id: `whatsapp-${waId}`, channel: 'whatsapp' }),
    ]);
  });
});
