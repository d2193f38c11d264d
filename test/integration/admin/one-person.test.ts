import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProspectTimeline } from '../../../functions/domain/contracts/prospect.ts';
import { newChatSessionId, newLaunchSessionId, newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  pointAtProduct,
  pressOnCheckout,
  signInAdmin,
  uniqueEmail,
  verify,
  type Tokens,
} from '../payments/support.ts';
import { chatSessionsList } from './chat-sessions-list.ts';

/**
 * Issue #26, one person, one record: a visitor chats with Q in the widget, then starts the launch
 * chat in the same browser, books the call with an e-mail they never typed in either chat, and pays
 * from the payment link. Staff see one person with all those parts, and the widget chat under that
 * person's name rather than its session id.
 */

const sandboxOrigin = new URL(inject('schedulingUrl')).origin;
const baseUrl = inject('baseUrl');
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

const now = () => new Date().toISOString();

const launchSave = (body: Record<string, unknown>) =>
  api('/api/launch/onboarding', {
    body: {
      resume_token: body.resume_token,
      last_step: 'cta',
      data: {
        business_type: 'Taxi Tech',
        stage_completed: 'cta',
        business_name: 'Amaka Rides',
        needs_help_with: [],
      },
      ...body,
    },
  });

describe('one person across the widget, the launch chat, the booking and the payment', () => {
  it('shows staff one prospect with the Q chat, launch chat, booking and payment, and the Q chat under their name', async () => {
    const founder = uniqueEmail('amaka');
    const widgetChat = newChatSessionId();
    const launchChat = newLaunchSessionId();
    const resumeToken = newResumeToken();

    // The widget: an anonymous visitor asks Q something; nothing names them.
    const widget = await api('/api/chat-sessions', {
      body: {
        sessionId: widgetChat,
        messages: [
          { role: 'user', content: 'How fast can I launch a ride-hailing app?', timestamp: now() },
          { role: 'assistant', content: 'In 10-14 days.', timestamp: now() },
        ],
      },
    });
    expect(widget.status).toBe(200);

    // The launch chat in the same browser names the widget chat with its saves.
    for (const stage of ['autosave', 'finalize'])
      expect(
        (
          await launchSave({
            stage,
            resume_token: resumeToken,
            chat_session_id: launchChat,
            q_chat_session_id: widgetChat,
          })
        ).status,
      ).toBe(200);
    const launchConversation = await api('/api/chat-sessions', {
      body: {
        sessionId: launchChat,
        messages: [{ role: 'user', content: 'A taxi app for Enugu', timestamp: now() }],
        resumeToken,
      },
    });
    expect(launchConversation.status).toBe(200);

    // The booking: the e-mail and name arrive only here.
    const booked = await fetch(`${sandboxOrigin}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slot: '2026-12-04T09:00:00.000Z',
        name: 'Amaka Obi',
        email: founder,
        utm_content: resumeToken,
      }),
    });
    expect(booked.status).toBe(200);

    // Staff send the payment link; the founder pays from it with nothing to sign in to.
    const link = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken },
    });
    expect(link.status).toBe(201);
    const started = await api<{ authorizationUrl: string; reference: string }>(
      `/api/payments/checkout/${resumeToken}`,
      { body: { tier: 'basic' } },
    );
    expect(started.status).toBe(201);
    await pressOnCheckout(started.body.authorizationUrl, 'pay');
    expect((await verify(started.body.reference)).body).toMatchObject({ success: true });

    const timeline = await api<ProspectTimeline>(`/api/admin/prospects/${resumeToken}/timeline`, {
      token: admin.accessToken,
    });
    // Page after page until both chats are listed: files running beside this one save newer
    // sessions. (The list's search reads stored fields only, not the person a row is shown as.)
    const { items: sessions } = await chatSessionsList(baseUrl, () => admin.accessToken).allPages(
      'limit=100',
      (items) => [widgetChat, launchChat].every((id) => items.some((item) => item.session_id === id)),
    );

    // One prospect, named and reachable, with every part of the journey.
    expect(timeline.status).toBe(200);
    expect(timeline.body.prospect).toMatchObject({
      resume_token: resumeToken,
      name: 'Amaka Obi',
      email: founder,
      business_name: 'Amaka Rides',
    });
    const kinds = new Set(timeline.body.events.map((event) => event.kind));
    for (const part of [
      'q_chat',
      'launch_chat_started',
      'chat_session',
      'setup_call_booked',
      'payment_link_sent',
      'payment',
      'launch_request_started',
    ])
      expect(kinds, part).toContain(part);
    expect(timeline.body.events.find((event) => event.kind === 'q_chat')).toMatchObject({
      session_id: widgetChat,
      messages: 2,
      first_question: 'How fast can I launch a ride-hailing app?',
    });
    // The widget chat and the launch chat are listed as the person's, not as session ids.
    for (const id of [widgetChat, launchChat])
      expect(sessions.find((item) => item.session_id === id)).toMatchObject({
        customer_name: 'Amaka Obi',
        customer_email: founder,
        resume_token: resumeToken,
      });
  });

  it('links a widget chat to the first launch that names it, never to a later one', async () => {
    const widgetChat = newChatSessionId();
    const [first, second] = [newResumeToken(), newResumeToken()];
    await api('/api/chat-sessions', {
      body: {
        sessionId: widgetChat,
        messages: [{ role: 'user', content: 'Hello Q', timestamp: now() }],
      },
    });

    for (const resumeToken of [first, second])
      expect(
        (await launchSave({ stage: 'autosave', resume_token: resumeToken, q_chat_session_id: widgetChat }))
          .status,
      ).toBe(200);
    const session = await api<{ resume_token: string | null }>(`/api/admin/chat-sessions/${widgetChat}`, {
      token: admin.accessToken,
    });

    expect(session.body.resume_token).toBe(first);
  });
});
