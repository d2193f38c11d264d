import { beforeAll, describe, expect, inject, it } from 'vitest';
import { lagosDate } from '../../../functions/domain/lagos-date.ts';
import { saveLaunchRequestStep } from '../../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { createReferralApplicant } from '../../../functions/adapters/db/referrals.ts';
import {
  BANKING_PLATFORM_SETUP_FEE_NGN,
  PREMIUM_SUPPORT_MONTHLY_NGN,
} from '../../../functions/domain/plans-and-prices.ts';
import type { FollowUps, ProspectTimeline } from '../../../functions/domain/contracts/prospect.ts';
import { newLaunchSessionId, newResumeToken } from '../../../functions/domain/ids.ts';
import { commissionFor } from '../../../functions/domain/referral.ts';
import {
  api,
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInAdmin,
  signInCustomer,
  uniqueEmail,
  verify,
  type Tokens,
} from '../payments/support.ts';
import { makeStaff } from './staff-accounts.ts';

let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
  // The owner a prospect is handed over to is a staff account (issue #28).
  await makeStaff(inject('baseUrl'), 'bisi@quarter.example');
});

/** Distinct milliseconds between steps, so "newest first" has one right answer. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

const launchCall = (resumeToken: string, stage: string, extra: Record<string, unknown> = {}) =>
  api('/api/launch/onboarding', {
    body: {
      stage,
      resume_token: resumeToken,
      last_step: 'sector',
      data: {
        business_type: 'FinTech',
        stage_completed: 'sector',
        business_name: 'Obi Pay',
        needs_help_with: [],
      },
      ...extra,
    },
  });

/** The founder's side: the launch chat (with an AI failure), its saved conversation, then finalize. */
async function launchChat(founder: string): Promise<{ resumeToken: string; sessionId: string }> {
  const resumeToken = newResumeToken();
  const sessionId = newLaunchSessionId();
  const who = { email: founder, name: 'Ada Obi', chat_session_id: sessionId };
  expect((await launchCall(resumeToken, 'autosave', who)).status).toBe(200);
  await tick();
  const saved = await api('/api/chat-sessions', {
    body: {
      sessionId,
      messages: [
        {
          role: 'user',
          content: 'Can I launch a savings app in Lagos?',
          timestamp: new Date().toISOString(),
        },
        { role: 'assistant', content: 'Yes, in 10-14 days.', timestamp: new Date().toISOString() },
      ],
      customerEmail: founder,
      customerName: 'Ada Obi',
    },
  });
  expect(saved.status).toBe(200);
  await tick();
  const failure = await launchCall(resumeToken, 'ai_failure_tracking', {
    error_details: {
      prompt: 'SECRET-PROMPT',
      sector: 'FinTech',
      attempts: 2,
      lastError: '502: Q is unavailable.',
    },
  });
  expect(failure.status).toBe(200);
  await tick();
  expect((await launchCall(resumeToken, 'finalize', who)).status).toBe(200);
  return { resumeToken, sessionId };
}

const timeline = (resumeToken: string, token = admin.accessToken) =>
  api<ProspectTimeline>(`/api/admin/prospects/${resumeToken}/timeline`, { token });

describe('GET /api/admin/prospects/{token}/timeline', () => {
  it('shows the launch chat, the payment link and the paid payment in order, with the amount paid', async () => {
    // Prepare: the launch chat, then staff send the payment link
    const founder = uniqueEmail('timeline');
    const { resumeToken, sessionId } = await launchChat(founder);
    await tick();
    const link = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken },
    });
    expect(link.status).toBe(201);
    await tick();

    // Act: the founder pays in the Paystack sandbox (Premium: the first month rides along)
    const customer = await signInCustomer(founder);
    const started = await checkout(customer.idToken, { tier: 'premium', resumeToken });
    await pressOnCheckout(started.authorizationUrl, 'pay');
    expect((await verify(started.reference)).body).toMatchObject({ success: true });
    const answer = await timeline(resumeToken);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.prospect).toMatchObject({
      resume_token: resumeToken,
      name: 'Ada Obi',
      email: founder,
      business_name: 'Obi Pay',
      referral_partner: null,
    });
    const kinds = answer.body.events.map((event) => event.kind);
    const journey = [
      'payment',
      'payment_link_sent',
      'last_step_reached',
      'ai_failure',
      'chat_session',
      'launch_chat_started',
    ];
    expect(kinds.filter((kind) => journey.includes(kind))).toEqual(journey);
    expect(kinds).toContain('launch_request_started');
    const at = answer.body.events.map((event) => event.at);
    expect(at).toEqual([...at].sort().reverse());
    expect(answer.body.events.find((event) => event.kind === 'payment')).toMatchObject({
      reference: started.reference,
      status: 'paid',
      amount_naira: BANKING_PLATFORM_SETUP_FEE_NGN + PREMIUM_SUPPORT_MONTHLY_NGN,
      duplicate_of: null,
    });
    expect(answer.body.events.find((event) => event.kind === 'payment_link_sent')).toMatchObject({
      plan: 'banking-platform',
      amount_naira: BANKING_PLATFORM_SETUP_FEE_NGN,
    });
    expect(answer.body.events.find((event) => event.kind === 'chat_session')).toMatchObject({
      session_id: sessionId,
      messages: 2,
      first_question: 'Can I launch a savings app in Lagos?',
      // Only the founder's lines, not Q's (issue #26).
      founder_answers: ['Can I launch a savings app in Lagos?'],
    });
    expect(answer.text).not.toContain('SECRET-PROMPT');
  });

  it('shows the referral with its partner, and marked live with the commission it earned', async () => {
    // Prepare: a referred founder finishes the launch chat and pays
    const referrerId = newResumeToken();
    await createReferralApplicant({
      id: referrerId,
      full_name: 'Bola Referrer',
      email: uniqueEmail('referrer'),
      sectors: ['fintech'],
    });
    const founder = uniqueEmail('referred');
    const resumeToken = newResumeToken();
    const finalize = await launchCall(resumeToken, 'finalize', { email: founder, referrer_id: referrerId });
    expect(finalize.status).toBe(200);
    const pending = await timeline(resumeToken);
    const customer = await signInCustomer(founder);
    const started = await checkout(customer.idToken, { tier: 'premium', resumeToken });
    await pressOnCheckout(started.authorizationUrl, 'pay');
    expect((await verify(started.reference)).body).toMatchObject({ success: true });

    // Act
    const live = await api(`/api/admin/onboarding/${resumeToken}/live`, {
      token: admin.idToken,
      method: 'POST',
    });
    const answer = await timeline(resumeToken);

    // Assess
    const commission = commissionFor(BANKING_PLATFORM_SETUP_FEE_NGN);
    expect(live.status).toBe(200);
    expect(pending.body.events.find((event) => event.kind === 'referral')).toMatchObject({
      partner_name: 'Bola Referrer',
      commission_state: 'pending',
      commission_naira: 0,
    });
    expect(answer.body.prospect.referral_partner).toBe('Bola Referrer');
    expect(answer.body.events[0]).toMatchObject({ kind: 'marked_live', commission_naira: commission });
    expect(answer.body.events.find((event) => event.kind === 'referral')).toMatchObject({
      commission_state: 'completed',
      commission_naira: commission,
    });
  });

  it('answers 404 for an unknown token and 400 for one that is not a UUID', async () => {
    const unknown = await timeline(newResumeToken());
    const malformed = await timeline('not-a-token');

    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(JSON.stringify(unknown.body)).toContain('No prospect has this resume token');
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 'validation' } } });
  });
});

describe('notes, owner and follow-ups', () => {
  const patch = (resumeToken: string, body: unknown) =>
    api(`/api/admin/prospects/${resumeToken}`, { token: admin.accessToken, method: 'PATCH', body });

  it('keeps a note with its author on the timeline, and the owner and follow-up date on the prospect', async () => {
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, name: 'Tunde Bello', business_type: 'FinTech' });

    const note = await api(`/api/admin/prospects/${resumeToken}/notes`, {
      token: admin.accessToken,
      body: { text: '  Called Tunde\u202E; send the deck.  ' },
    });
    const owned = await patch(resumeToken, { follow_up_on: '2026-12-01' });
    const handedOver = await patch(resumeToken, { owner: 'Bisi@Quarter.example' });
    const answer = await timeline(resumeToken);

    const adminEmail = inject('adminEmail').toLowerCase();
    expect(note).toMatchObject({
      status: 201,
      body: { kind: 'note', author: adminEmail, text: 'Called Tunde; send the deck.' },
    });
    expect(owned).toMatchObject({ status: 200, body: { owner: adminEmail, follow_up_on: '2026-12-01' } });
    expect(handedOver.body).toEqual({ owner: 'bisi@quarter.example', follow_up_on: '2026-12-01' });
    expect(answer.body.prospect).toMatchObject({ owner: 'bisi@quarter.example', follow_up_on: '2026-12-01' });
    expect(answer.body.events[0]).toMatchObject({
      kind: 'note',
      author: adminEmail,
      text: 'Called Tunde; send the deck.',
    });
  });

  it('refuses a blank or too long note, a bad date or owner, and an unknown prospect', async () => {
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, name: 'Kemi' });
    const note = (text: unknown, token = resumeToken) =>
      api(`/api/admin/prospects/${token}/notes`, { token: admin.accessToken, body: { text } });

    expect((await note('   ')).status).toBe(400);
    expect((await note('x'.repeat(2001))).status).toBe(400);
    expect((await note('x'.repeat(2000))).status).toBe(201);
    expect((await patch(resumeToken, { follow_up_on: '2026-02-30' })).status).toBe(400);
    expect((await patch(resumeToken, { owner: 'not an email' })).status).toBe(400);
    expect((await note('hello', newResumeToken())).status).toBe(404);
    expect((await patch(newResumeToken(), { follow_up_on: null })).status).toBe(404);
  });

  it('lists follow-ups due today or overdue (Lagos), soonest first, and not future ones', async () => {
    const today = lagosDate(new Date());
    const dayFrom = (days: number) => lagosDate(Date.now() + days * 86_400_000);
    const [due, overdue, future, cleared] = [
      newResumeToken(),
      newResumeToken(),
      newResumeToken(),
      newResumeToken(),
    ];
    for (const [resumeToken, date] of [
      [due, today],
      [overdue, dayFrom(-3)],
      [future, dayFrom(1)],
      [cleared, today],
    ] as const) {
      await upsertOnboarding({ resume_token: resumeToken, name: `Founder ${resumeToken.slice(0, 4)}` });
      expect((await patch(resumeToken, { follow_up_on: date })).status).toBe(200);
    }
    expect((await patch(cleared, { follow_up_on: null })).body).toMatchObject({ follow_up_on: null });

    const answer = await api<FollowUps>('/api/admin/prospects/follow-ups', { token: admin.accessToken });

    expect(answer.status).toBe(200);
    expect(answer.body.today).toBe(today);
    const ours = answer.body.items.filter((item) =>
      [due, overdue, future, cleared].includes(item.resume_token),
    );
    expect(ours.map((item) => [item.resume_token, item.follow_up_on])).toEqual([
      [overdue, dayFrom(-3)],
      [due, today],
    ]);
    expect(ours[1]).toMatchObject({ name: `Founder ${due.slice(0, 4)}` });
    const dates = answer.body.items.map((item) => item.follow_up_on);
    expect(dates).toEqual([...dates].sort());
  });

  it('names a prospect who only began a launch request from that request, nothing sensitive with it', async () => {
    const today = lagosDate(new Date());
    const [requestOnly, both] = [newResumeToken(), newResumeToken()];
    await saveLaunchRequestStep({
      resume_token: requestOnly,
      last_step: 'business',
      name: 'Kemi Request',
      email: 'kemi.request@example.com',
      business_name: 'Kemi Ride',
    });
    await saveLaunchRequestStep({ resume_token: both, last_step: 'business', name: 'Request Name' });
    await upsertOnboarding({ resume_token: both, name: 'Onboarding Name' });
    for (const resumeToken of [requestOnly, both])
      expect((await patch(resumeToken, { follow_up_on: today })).status).toBe(200);

    const answer = await api<FollowUps>('/api/admin/prospects/follow-ups', { token: admin.accessToken });

    expect(answer.status).toBe(200);
    const byToken = new Map(answer.body.items.map((item) => [item.resume_token, item]));
    expect(byToken.get(requestOnly)).toEqual({
      resume_token: requestOnly,
      name: 'Kemi Request',
      email: 'kemi.request@example.com',
      business_name: 'Kemi Ride',
      owner: inject('adminEmail').toLowerCase(),
      follow_up_on: today,
    });
    // The launch chat's record names the founder when there is one, as the timeline does.
    expect(byToken.get(both)).toMatchObject({ name: 'Onboarding Name' });
  });

  it('refuses callers who are not admins: 401 without a token, 403 for a signed-in customer', async () => {
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, name: 'Not Yours' });
    const customer = await signInCustomer(uniqueEmail('curious'));
    const calls = (token?: string) => [
      api(`/api/admin/prospects/${resumeToken}/timeline`, { token }),
      api('/api/admin/prospects/follow-ups', { token }),
      api(`/api/admin/prospects/${resumeToken}/notes`, { token, body: { text: 'hi' } }),
      api(`/api/admin/prospects/${resumeToken}`, { token, method: 'PATCH', body: { follow_up_on: null } }),
    ];

    expect((await Promise.all(calls())).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect((await Promise.all(calls(customer.accessToken))).map((answer) => answer.status)).toEqual([
      403, 403, 403, 403,
    ]);
    expect((await timeline(resumeToken)).body.events.some((event) => event.kind === 'note')).toBe(false);
  });
});
