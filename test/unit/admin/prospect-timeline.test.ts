import { describe, expect, it } from 'vitest';
import {
  createMockChatSession,
  createMockLaunchRequest,
  createMockOnboarding,
} from '../../fixtures/records.ts';
import { adminLaunchRequestView } from '../../../functions/domain/launch-request-views.ts';
import { timelineEventSchema } from '../../../functions/domain/contracts/prospect.ts';
import { OWNER_NOT_STAFF_MESSAGE } from '../../../functions/domain/prospect-refusals.ts';
import {
  addProspectNote,
  listFollowUps,
  updateProspect,
} from '../../../functions/services/admin/prospect-care.ts';
import type {
  ProspectCareState,
  ProspectPorts,
  ProspectStore,
  StoredProspectNote,
} from '../../../functions/services/admin/prospect-ports.ts';
import {
  assembleTimeline,
  readProspectTimeline,
  type ProspectRecords,
  unknownProspect,
} from '../../../functions/services/admin/prospect-timeline.ts';

const token = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';

/** A whole journey: chat, an AI failure, a payment link, two payments (one a duplicate), launch request, live. */
function wholeJourney(): ProspectRecords {
  const sealed = createMockLaunchRequest({
    resume_token: token,
    bvn_encrypted: 'kms:BVN-CIPHERTEXT-22334455667',
    id_document_key: 'id-documents/passport-secret.png',
    bank_details_encrypted: 'kms:BANK-CIPHERTEXT-0123456789',
    last_step: 'submitted',
    created_at: '2026-01-07T09:00:00.000Z',
    updated_at: '2026-01-07T10:00:00.000Z',
  });
  return {
    resumeToken: token,
    onboarding: createMockOnboarding({
      resume_token: token,
      name: 'Ada Obi',
      email: 'ada@example.com',
      business_name: 'Obi Pay',
      chat_session_id: 'launch-1-abc',
      referrer_id: 'ref-1',
      stage_completed: 'meeting_booked',
      last_step: 'closing',
      agreed_plan: 'crypto-exchange',
      agreed_setup_fee: 7_000_000,
      payment_link_sent_at: '2026-01-05T12:00:00.000Z',
      last_step_at: '2026-01-05T09:30:00.000Z',
      created_at: '2026-01-05T09:00:00.000Z',
      // The payment link's save: later than the step, which the timeline must not move.
      updated_at: '2026-01-06T12:00:00.000Z',
    }),
    // The store hands the presence flags only; the encrypted values are on the object at runtime
    // anyway, as a careless adapter would pass them, to prove the timeline copies field by field.
    launchRequest: { ...sealed, ...adminLaunchRequestView(sealed) },
    aiFailures: [
      {
        id: 'f1',
        created_at: '2026-01-05T09:10:00.000Z',
        last_step: 'sector',
        sector: 'FinTech',
        attempts: 2,
        last_error: '502: Q is unavailable right now.',
        prompt: '[[q-launch:overview sector=fintech]] SECRET PROMPT',
      } as ProspectRecords['aiFailures'][number],
    ],
    chatSession: {
      session_id: 'launch-1-abc',
      created_at: '2026-01-05T09:05:00.000Z',
      conversation_data: [
        { role: 'assistant', content: 'Welcome' },
        { role: 'user', content: 'How fast  can I\nlaunch?' },
        { role: 'assistant', content: '10-14 days' },
      ],
    },
    payments: [
      {
        reference: 'ref-a',
        status: 'paid',
        amount_kobo: 700_000_000,
        paid_amount_kobo: 700_000_000,
        plan: 'crypto-exchange',
        duplicate_of: null,
        created_at: '2026-01-06T08:00:00.000Z',
        paid_at: '2026-01-06T08:05:00.000Z',
      },
      {
        reference: 'ref-b',
        status: 'paid',
        amount_kobo: 700_000_000,
        paid_amount_kobo: null,
        plan: 'crypto-exchange',
        duplicate_of: 'ref-a',
        created_at: '2026-01-06T08:01:00.000Z',
        paid_at: '2026-01-06T08:06:00.000Z',
      },
    ],
    setupCall: {
      start_time: '2026-01-07T09:00:00.000Z',
      booked_at: '2026-01-05T10:00:00.000Z',
      canceled_at: null,
      cancel_reason: null,
    },
    referral: {
      id: 'act-1',
      referrer_id: 'ref-1',
      status: 'completed',
      commission_earned: 700_000,
      created_at: '2026-01-05T09:20:00.000Z',
      completed_at: '2026-01-08T09:00:00.000Z',
    },
    referralPartner: 'Bola Partner',
    emailBounced: false,
    referralPartnerEmailBounced: false,
    care: { owner: 'staff@quarter.example', follow_up_on: '2026-01-09' },
    notes: [
      {
        id: 'n1',
        text: 'Called; wants crypto.',
        author: 'staff@quarter.example',
        created_at: '2026-01-05T11:00:00.000Z',
      },
    ],
  };
}

describe('assembleTimeline', () => {
  it('says when SES reported a bounce or complaint for the founder or the referral partner (#25)', () => {
    const { prospect, events } = assembleTimeline({
      ...wholeJourney(),
      emailBounced: true,
      referralPartnerEmailBounced: true,
    });

    expect(prospect).toMatchObject({ email_bounced: true, referral_partner_email_bounced: true });
    expect(events.find((event) => event.kind === 'referral')).toMatchObject({ email_bounced: true });
    expect(assembleTimeline(wholeJourney()).prospect).toMatchObject({
      email_bounced: false,
      referral_partner_email_bounced: false,
    });
  });

  it('answers the prospect and every kind of event, newest first', () => {
    const { prospect, events } = assembleTimeline(wholeJourney());

    expect(prospect).toEqual({
      resume_token: token,
      name: 'Ada Obi',
      email: 'ada@example.com',
      business_name: 'Obi Pay',
      referral_partner: 'Bola Partner',
      email_bounced: false,
      referral_partner_email_bounced: false,
      owner: 'staff@quarter.example',
      follow_up_on: '2026-01-09',
    });
    expect(events.map((event) => event.kind)).toEqual([
      'marked_live',
      'launch_request_saved',
      'launch_request_started',
      'payment',
      'payment',
      'payment_link_sent',
      'note',
      'setup_call_booked',
      'last_step_reached',
      'referral',
      'ai_failure',
      'chat_session',
      'launch_chat_started',
    ]);
    for (const event of events) expect(timelineEventSchema.parse(event)).toEqual(event);
    const at = events.map((event) => event.at);
    expect(at).toEqual([...at].sort().reverse());
  });

  it('shows the setup call Calendly confirmed: its time, and a cancellation with its reason', () => {
    const journey = wholeJourney();
    const { events } = assembleTimeline({
      ...journey,
      setupCall: {
        start_time: '2026-01-07T09:00:00.000Z',
        booked_at: '2026-01-05T10:00:00.000Z',
        canceled_at: '2026-01-06T07:00:00.000Z',
        cancel_reason: 'Travelling that week',
      },
    });
    const calls = events.filter((event) => event.kind.startsWith('setup_call'));
    expect(calls).toEqual([
      {
        id: 'setup_call_canceled:2026-01-06T07:00:00.000Z',
        kind: 'setup_call_canceled',
        at: '2026-01-06T07:00:00.000Z',
        start_time: '2026-01-07T09:00:00.000Z',
        reason: 'Travelling that week',
      },
      {
        id: 'setup_call_booked:2026-01-05T10:00:00.000Z',
        kind: 'setup_call_booked',
        at: '2026-01-05T10:00:00.000Z',
        start_time: '2026-01-07T09:00:00.000Z',
      },
    ]);
    expect(assembleTimeline({ ...journey, setupCall: undefined }).events.map((e) => e.kind)).not.toContain(
      'setup_call_booked',
    );
  });

  it('shows each event with what staff need of it', () => {
    const byId = Object.fromEntries(
      assembleTimeline(wholeJourney()).events.map((event) => [event.id, event]),
    );

    expect(byId['payment:ref-a']).toMatchObject({
      status: 'paid',
      amount_naira: 7_000_000,
      plan_name: 'Crypto Exchange',
      duplicate_of: null,
    });
    expect(byId['payment:ref-b']).toMatchObject({ amount_naira: 7_000_000, duplicate_of: 'ref-a' });
    expect(byId.payment_link_sent).toMatchObject({ plan: 'crypto-exchange', amount_naira: 7_000_000 });
    expect(byId['chat_session:launch-1-abc']).toMatchObject({
      messages: 3,
      first_question: 'How fast can I launch?',
    });
    expect(byId['ai_failure:f1']).toMatchObject({ attempts: 2, sector: 'FinTech', last_step: 'sector' });
    expect(byId.launch_request_saved).toMatchObject({
      submitted: true,
      bvn: 'provided',
      id_document: 'provided',
      bank_details: 'provided',
    });
    expect(byId['referral:act-1']).toMatchObject({
      partner_name: 'Bola Partner',
      commission_state: 'completed',
      commission_naira: 700_000,
    });
    expect(byId.marked_live).toMatchObject({ at: '2026-01-08T09:00:00.000Z', commission_naira: 700_000 });
    expect(byId['note:n1']).toMatchObject({ author: 'staff@quarter.example', text: 'Called; wants crypto.' });
  });

  it('shows an unreferred launch marked live, with no commission', () => {
    const journey = wholeJourney();
    const { events } = assembleTimeline({
      ...journey,
      onboarding: journey.onboarding && {
        ...journey.onboarding,
        referrer_id: null,
        live_at: '2026-01-09T08:00:00.000Z',
      },
      referral: undefined,
      referralPartner: null,
    });
    const live = events.filter((event) => event.kind === 'marked_live');
    expect(live).toEqual([
      { id: 'marked_live', kind: 'marked_live', at: '2026-01-09T08:00:00.000Z', commission_naira: null },
    ]);
    expect(events[0]).toEqual(live[0]);
    expect(timelineEventSchema.parse(live[0])).toEqual(live[0]);
  });

  it('dates going live by the onboarding record once kept, with the referral commission', () => {
    const journey = wholeJourney();
    const { events } = assembleTimeline({
      ...journey,
      onboarding: journey.onboarding && { ...journey.onboarding, live_at: '2026-01-08T08:59:00.000Z' },
    });
    expect(events.filter((event) => event.kind === 'marked_live')).toEqual([
      { id: 'marked_live', kind: 'marked_live', at: '2026-01-08T08:59:00.000Z', commission_naira: 700_000 },
    ]);
  });

  it('never carries BVN, ID document, bank details or the AI prompt', () => {
    const text = JSON.stringify(assembleTimeline(wholeJourney()));

    for (const secret of [
      'BVN-CIPHERTEXT',
      'passport-secret',
      'BANK-CIPHERTEXT',
      'SECRET PROMPT',
      'bvn_encrypted',
      'id_document_key',
    ])
      expect(text).not.toContain(secret);
  });

  it('puts the later journey step above when two events share an instant', () => {
    const records = wholeJourney();
    const same = '2026-01-05T09:00:00.000Z';
    const { events } = assembleTimeline({
      ...records,
      onboarding: records.onboarding && {
        ...records.onboarding,
        created_at: same,
        last_step_at: same,
        updated_at: same,
        payment_link_sent_at: null,
      },
      aiFailures: [],
      chatSession: undefined,
      payments: [],
      setupCall: undefined,
      launchRequest: undefined,
      referral: undefined,
      notes: [],
    });

    expect(events.map((event) => event.kind)).toEqual(['last_step_reached', 'launch_chat_started']);
  });

  it('builds a journey known only by its launch request, with nothing provided yet', () => {
    const request = createMockLaunchRequest({ resume_token: token, last_step: 'business' });
    const { prospect, events } = assembleTimeline({
      ...wholeJourney(),
      onboarding: undefined,
      launchRequest: adminLaunchRequestView(request),
      aiFailures: [],
      chatSession: undefined,
      payments: [],
      setupCall: undefined,
      referral: undefined,
      referralPartner: null,
      care: undefined,
      notes: [],
    });

    expect(prospect).toMatchObject({
      name: 'Chidi Okafor',
      business_name: 'Okafor Pay',
      owner: null,
      follow_up_on: null,
    });
    expect(events).toEqual([
      expect.objectContaining({ kind: 'launch_request_saved', submitted: false, bvn: 'not provided' }),
      expect.objectContaining({ kind: 'launch_request_started' }),
    ]);
  });
});

/** An in-memory store with one journey (onboarding only), for the use cases around the assembly. */
function memoryPorts(
  today = '2026-01-10',
): ProspectPorts & { cares: Map<string, ProspectCareState>; notes: StoredProspectNote[] } {
  const cares = new Map<string, ProspectCareState>();
  const notes: StoredProspectNote[] = [];
  const known = new Set([token]);
  const onboardingOf = (resumeToken: string) =>
    known.has(resumeToken)
      ? createMockOnboarding({ resume_token: resumeToken, name: `Founder ${resumeToken.slice(0, 4)}` })
      : undefined;
  /** A batch read as the adapters answer one: the records found, by resume token. */
  const foundOf = <T>(resumeTokens: readonly string[], read: (resumeToken: string) => T | undefined) =>
    new Map(
      resumeTokens.flatMap((resumeToken) => {
        const found = read(resumeToken);
        return found === undefined ? [] : [[resumeToken, found] as const];
      }),
    );
  const store: ProspectStore = {
    getOnboarding: async (resumeToken) => onboardingOf(resumeToken),
    getOnboardingsOf: async (resumeTokens) => foundOf(resumeTokens, onboardingOf),
    getLaunchRequest: async () => undefined,
    getLaunchRequestsOf: async () => new Map(),
    listAiFailureReports: async () => [],
    getChatSession: async () => undefined,
    listPayments: async () => [],
    getSetupCall: async () => undefined,
    findReferral: async () => undefined,
    referralPartnerName: async () => undefined,
    referralPartnerEmail: async () => undefined,
    bouncedAmong: async () => new Set<string>(),
    getCare: async (resumeToken) => cares.get(resumeToken),
    getCaresOf: async (resumeTokens) => foundOf(resumeTokens, (resumeToken) => cares.get(resumeToken)),
    listNotes: async () => [...notes].reverse(),
    saveCare: async (resumeToken, { default_owner: defaultOwner, ...change }) => {
      const stored = { owner: null, follow_up_on: null, ...cares.get(resumeToken) };
      const next = { ...stored, owner: stored.owner ?? defaultOwner ?? null, ...change };
      cares.set(resumeToken, next);
      return next;
    },
    addNote: async (_resumeToken, note) => {
      notes.push(note);
    },
    listFollowUpsDueBy: async (date) =>
      [...cares]
        .filter(([, care]) => care.follow_up_on && care.follow_up_on <= date)
        .map(([resumeToken]) => ({ resume_token: resumeToken })),
  };
  let clock = 0;
  return {
    store,
    // The staff accounts an owner is named from (issue #28: never any e-mail).
    staffEmails: async () => ['me@quarter.example', 'other@quarter.example'],
    cares,
    notes,
    lagosToday: () => today,
    now: () => new Date(Date.UTC(2026, 0, 10, 9, 0, clock++)).toISOString(),
    newId: () => `id-${clock}`,
  };
}

describe('notes, owner and follow-ups', () => {
  it('refuses an unknown resume token for the timeline, a note and an update', async () => {
    const ports = memoryPorts();
    const unknown = '11111111-2222-4333-8444-555555555555';

    await expect(readProspectTimeline(ports, unknown)).rejects.toStrictEqual(unknownProspect());
    await expect(addProspectNote(ports, unknown, 'hi', 'a@b.co')).rejects.toStrictEqual(unknownProspect());
    await expect(
      updateProspect(ports, unknown, { follow_up_on: '2026-01-10' }, 'a@b.co'),
    ).rejects.toStrictEqual(unknownProspect());
  });

  it('makes the signed-in staff member the owner of an unowned prospect, and keeps a named owner', async () => {
    const ports = memoryPorts();

    expect(await updateProspect(ports, token, { follow_up_on: '2026-01-10' }, 'me@quarter.example')).toEqual({
      owner: 'me@quarter.example',
      follow_up_on: '2026-01-10',
    });
    expect(
      await updateProspect(ports, token, { owner: 'other@quarter.example' }, 'me@quarter.example'),
    ).toEqual({
      owner: 'other@quarter.example',
      follow_up_on: '2026-01-10',
    });
    expect(await updateProspect(ports, token, { follow_up_on: null }, 'me@quarter.example')).toEqual({
      owner: 'other@quarter.example',
      follow_up_on: null,
    });
  });

  it('refuses an owner who is not a staff account (issue #28), changing nothing', async () => {
    const ports = memoryPorts();
    await updateProspect(ports, token, { owner: 'other@quarter.example', follow_up_on: '2026-01-10' }, null);

    // The attack: any e-mail named as the owner through the API.
    const refused = updateProspect(
      ports,
      token,
      { owner: 'stranger@example.com', follow_up_on: '2026-02-01' },
      'me@quarter.example',
    );

    await expect(refused).rejects.toMatchObject({ status: 400, message: OWNER_NOT_STAFF_MESSAGE });
    expect(ports.cares.get(token)).toEqual({ owner: 'other@quarter.example', follow_up_on: '2026-01-10' });
  });

  it('accepts as owner a staff account in any case, the signed-in staff member, or the owner it has', async () => {
    const ports = memoryPorts();
    ports.cares.set(token, { owner: 'left.the.team@quarter.example', follow_up_on: null });

    // The form sends the owner back unchanged with a new date, even after they left the staff.
    const kept = await updateProspect(
      ports,
      token,
      { owner: 'left.the.team@quarter.example', follow_up_on: '2026-01-12' },
      'me@quarter.example',
    );
    const staff = await updateProspect(ports, token, { owner: 'Other@Quarter.example' }, null);
    const self = await updateProspect(
      ports,
      token,
      { owner: 'boss@quarter.example' },
      'boss@quarter.example',
    );

    expect(kept).toEqual({ owner: 'left.the.team@quarter.example', follow_up_on: '2026-01-12' });
    expect(staff.owner?.toLowerCase()).toBe('other@quarter.example');
    expect(self.owner).toBe('boss@quarter.example');
  });

  it('puts a note on the timeline with its author and time', async () => {
    const ports = memoryPorts();

    const note = await addProspectNote(ports, token, 'Send the deck', 'me@quarter.example');
    const { events } = await readProspectTimeline(ports, token);

    expect(note).toMatchObject({ kind: 'note', author: 'me@quarter.example', text: 'Send the deck' });
    expect(events[0]).toEqual(note);
  });

  it('lists only follow-ups due today or overdue, soonest first, trusting the item over the index', async () => {
    const ports = memoryPorts('2026-01-10');
    const other = '99999999-2222-4333-8444-555555555555';
    ports.cares.set(token, { owner: null, follow_up_on: '2026-01-10' });
    ports.cares.set(other, { owner: 'x@quarter.example', follow_up_on: '2026-01-02' });
    ports.cares.set('77777777-2222-4333-8444-555555555555', { owner: null, follow_up_on: '2026-01-11' });
    const stale = {
      ...ports.store,
      listFollowUpsDueBy: async () => [
        { resume_token: token },
        { resume_token: other },
        { resume_token: '77777777-2222-4333-8444-555555555555' },
      ],
    };

    const answer = await listFollowUps({ ...ports, store: stale });

    expect(answer.today).toBe('2026-01-10');
    expect(answer.items.map((item) => [item.resume_token, item.follow_up_on])).toEqual([
      [other, '2026-01-02'],
      [token, '2026-01-10'],
    ]);
  });
});

describe('WhatsApp conversations on the timeline (issue #30)', () => {
  const waChat = (waId: string, resumeToken: string | null = null) =>
    createMockChatSession({
      session_id: `whatsapp-${waId}`,
      channel: 'whatsapp',
      whatsapp_wa_id: waId,
      customer_phone: `+${waId}`,
      resume_token: resumeToken,
      conversation_data: [
        { role: 'user', content: 'abeg how much for banking app?', timestamp: '2026-01-05T09:00:00.000Z' },
      ],
    });

  function withChats(
    phone: string | null,
    chats: readonly ReturnType<typeof waChat>[],
    named: string[] = [],
  ) {
    const ports = memoryPorts();
    const sessions = new Map(chats.map((chat) => [chat.session_id, chat]));
    Object.assign(ports.store, {
      getOnboarding: async (resumeToken: string) =>
        resumeToken === token
          ? createMockOnboarding({ resume_token: token, phone, q_chat_session_ids: named })
          : undefined,
      getChatSession: async (sessionId: string) => sessions.get(sessionId),
    });
    return ports;
  }

  const qChats = async (ports: ProspectPorts) =>
    (await readProspectTimeline(ports, token)).events.filter((event) => event.kind === 'q_chat');

  it('shows the conversation its link joined as a chat with Q on WhatsApp', async () => {
    const ports = withChats(null, [waChat('2348012345678', token)], ['whatsapp-2348012345678']);
    expect(await qChats(ports)).toEqual([
      expect.objectContaining({
        session_id: 'whatsapp-2348012345678',
        channel: 'whatsapp',
        messages: 1,
        first_question: 'abeg how much for banking app?',
      }),
    ]);
  });

  it("finds the WhatsApp conversation of the founder's phone, written the local way", async () => {
    const ports = withChats('0801 234 5678', [waChat('2348012345678')]);
    expect(await qChats(ports)).toEqual([
      expect.objectContaining({ session_id: 'whatsapp-2348012345678', channel: 'whatsapp' }),
    ]);
  });

  it("leaves out a phone's conversation whose link joined it to another launch, and lists a joined one once", async () => {
    const elsewhere = withChats('+2348012345678', [
      waChat('2348012345678', '99999999-2222-4333-8444-555555555555'),
    ]);
    expect(await qChats(elsewhere)).toEqual([]);
    const both = withChats('+2348012345678', [waChat('2348012345678', token)], ['whatsapp-2348012345678']);
    expect(await qChats(both)).toHaveLength(1);
  });
});
