import { describe, expect, it } from 'vitest';
import {
  launchOnboardingRequestSchema,
  type LaunchOnboardingInput,
} from '../../../functions/domain/contracts/launch-chat-onboarding.ts';
import { saveLaunchOnboarding } from '../../../functions/services/launch-chat/save-launch-chat-onboarding.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { AppError } from '../../../functions/domain/app-error.ts';
import { fakePorts, NOW, RESUME_TOKEN } from './fakes.ts';

const IP = '198.51.100.7';

const call = (overrides: Partial<LaunchOnboardingInput> = {}) =>
  launchOnboardingRequestSchema.parse({
    stage: 'autosave',
    resume_token: RESUME_TOKEN,
    last_step: 'knowledge',
    data: {
      business_type: 'FinTech',
      stage_completed: 'sector',
      business_name: 'A savings app for traders',
      needs_help_with: [],
    },
    ...overrides,
  });

describe('saveLaunchOnboarding', () => {
  it('autosaves each stage onto the record of the resume token', async () => {
    // Prepare
    const ports = fakePorts();

    // Act
    const answer = await saveLaunchOnboarding(ports, call(), IP);
    await saveLaunchOnboarding(
      ports,
      call({
        last_step: 'solution',
        data: {
          business_type: 'FinTech',
          stage_completed: 'questions',
          business_name: 'A savings app for traders',
          needs_help_with: ['Which financial services do you want to offer?'],
        },
      }),
      IP,
    );

    // Assess
    expect(answer).toEqual({ ok: true, resume_token: RESUME_TOKEN });
    expect(ports.store.records.get(RESUME_TOKEN)).toMatchObject({
      business_type: 'FinTech',
      business_name: 'A savings app for traders',
      stage_completed: 'questions',
      last_step: 'solution',
      needs_help_with: ['Which financial services do you want to offer?'],
    });
  });

  it('finalizes as meeting_booked at closing whatever stage the browser sent', async () => {
    const ports = fakePorts();

    await saveLaunchOnboarding(
      ports,
      call({ stage: 'finalize', last_step: 'cta', data: { stage_completed: 'cta', needs_help_with: [] } }),
      IP,
    );

    expect(ports.store.records.get(RESUME_TOKEN)).toMatchObject({
      stage_completed: 'meeting_booked',
      last_step: 'closing',
    });
    expect(ports.referrals).toEqual([]);
  });

  it('does not let a late autosave move a booked meeting back', async () => {
    const ports = fakePorts();
    await saveLaunchOnboarding(
      ports,
      call({ stage: 'finalize', last_step: 'closing', data: { stage_completed: 'meeting_booked' } }),
      IP,
    );

    await saveLaunchOnboarding(ports, call({ last_step: 'cta', data: { stage_completed: 'cta' } }), IP);

    expect(ports.store.records.get(RESUME_TOKEN)).toMatchObject({
      stage_completed: 'meeting_booked',
      last_step: 'closing',
    });
  });

  it('records the referral of a finalize that carries a referrer and an e-mail, and keeps both on the record', async () => {
    const ports = fakePorts();

    await saveLaunchOnboarding(
      ports,
      call({
        stage: 'finalize',
        last_step: 'closing',
        data: { stage_completed: 'meeting_booked' },
        referrer_id: 'a1b2c3d4-applicant',
        email: ' Ada@Example.com ',
      }),
      IP,
    );

    expect(ports.referrals).toEqual([
      {
        referrerId: 'a1b2c3d4-applicant',
        referredEmail: 'ada@example.com',
        onboardingResumeToken: RESUME_TOKEN,
      },
    ]);
    expect(ports.store.records.get(RESUME_TOKEN)).toMatchObject({
      referrer_id: 'a1b2c3d4-applicant',
      email: 'ada@example.com',
    });
  });

  it('records no referral without an e-mail, nor on an autosave', async () => {
    const ports = fakePorts();

    await saveLaunchOnboarding(
      ports,
      call({ stage: 'finalize', data: { stage_completed: 'meeting_booked' }, referrer_id: 'a1b2c3d4' }),
      IP,
    );
    await saveLaunchOnboarding(ports, call({ referrer_id: 'a1b2c3d4', email: 'ada@example.com' }), IP);

    expect(ports.referrals).toEqual([]);
  });

  it('still answers ok when recording the referral fails, and logs it', async () => {
    const ports = fakePorts({
      referralOutcome: () => Promise.reject(new Error('DynamoDB throttled')),
    });

    const answer = await saveLaunchOnboarding(
      ports,
      call({
        stage: 'finalize',
        data: { stage_completed: 'meeting_booked' },
        referrer_id: 'a1b2c3d4',
        email: 'ada@example.com',
      }),
      IP,
    );

    expect(answer.ok).toBe(true);
    expect(ports.store.records.get(RESUME_TOKEN)?.stage_completed).toBe('meeting_booked');
    expect(ports.warnings).toEqual(['launch referral not recorded']);
  });

  it('stores an ai_failure_tracking report beside the record without changing its stage', async () => {
    const ports = fakePorts();
    await saveLaunchOnboarding(ports, call(), IP);

    await saveLaunchOnboarding(
      ports,
      call({
        stage: 'ai_failure_tracking',
        last_step: 'sector',
        data: { business_type: 'Restaurants', stage_completed: 'idea' },
        error_details: {
          prompt: '[[q-launch:overview sector=restaurants]]',
          sector: 'Restaurants',
          attempts: 2,
          lastError: 'HTTP 502: Q is unavailable right now.',
        },
      }),
      IP,
    );

    expect(ports.reports).toEqual([
      {
        id: 'report-1',
        resume_token: RESUME_TOKEN,
        last_step: 'sector',
        sector: 'Restaurants',
        prompt: '[[q-launch:overview sector=restaurants]]',
        attempts: 2,
        last_error: 'HTTP 502: Q is unavailable right now.',
        created_at: new Date(NOW).toISOString(),
      },
    ]);
    expect(ports.store.records.get(RESUME_TOKEN)?.stage_completed).toBe('sector');
    expect(ports.store.upserts).toHaveLength(1);
  });

  it('refuses calls over the per-token limit with the wait, before touching the record', async () => {
    const ports = fakePorts();
    const { limit } = RATE_LIMITS.launchOnboardingPerResumeToken;
    for (let index = 0; index < limit; index += 1) await saveLaunchOnboarding(ports, call(), IP);

    const refused = saveLaunchOnboarding(ports, call(), IP);

    await expect(refused).rejects.toStrictEqual(AppError.rateLimited(60));
    expect(ports.store.upserts).toHaveLength(limit);
  });
});

describe('a launch opened from a link Q sent on WhatsApp (issue #30)', () => {
  const TOKEN = 'qlink_AbCdEfGhIjKlMnOpQrSt';
  const WHATSAPP_CHAT = 'whatsapp-2348012345678';

  it('lists the conversation the link was sent in and links it to this launch, once', async () => {
    const ports = fakePorts();
    ports.qChatLinks.set(TOKEN, WHATSAPP_CHAT);

    await saveLaunchOnboarding(ports, call({ q_chat_link: TOKEN }), IP);
    await saveLaunchOnboarding(ports, call({ q_chat_link: TOKEN, stage: 'finalize' }), IP);

    expect(ports.store.records.get(RESUME_TOKEN)?.q_chat_session_ids).toEqual([WHATSAPP_CHAT]);
    expect(ports.links).toEqual([[WHATSAPP_CHAT, RESUME_TOKEN]]);
  });

  it('names nothing for a token no link has, and the save still goes through', async () => {
    const ports = fakePorts();

    const answer = await saveLaunchOnboarding(ports, call({ q_chat_link: TOKEN }), IP);

    expect(answer).toEqual({ ok: true, resume_token: RESUME_TOKEN });
    expect(ports.store.records.get(RESUME_TOKEN)?.q_chat_session_ids).toEqual([]);
    expect(ports.links).toEqual([]);
  });

  it('refuses a WhatsApp session id in place of a token: the number alone joins nothing', () => {
    expect(launchOnboardingRequestSchema.safeParse({ ...call(), q_chat_link: WHATSAPP_CHAT }).success).toBe(
      false,
    );
    expect(
      launchOnboardingRequestSchema.safeParse({ ...call(), q_chat_session_id: WHATSAPP_CHAT }).success,
    ).toBe(false);
  });
});
