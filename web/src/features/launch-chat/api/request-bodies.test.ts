import { describe, expect, it } from 'vitest';
import { launchOnboardingRequestSchema } from '@domain/contracts/launch-chat-onboarding.ts';
import { saveChatSessionRequestSchema } from '@domain/contracts/chat.ts';
import { questionsForSector } from '@domain/questions.ts';
import { ideaSubmitted, sectorChosen } from '../state/launch-chat-script.ts';
import { initialLaunchState, launchReducer, type LaunchAction } from '../state/launch-chat-state.ts';
import { autosaveBody, chatSessionBody, failureBody, finalizeBody, type Started } from './request-bodies.ts';

const AT = '2026-01-05T09:00:00.000Z';
const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const SESSION = 'launch-1767603600000-abcdefghi';

const started = (idea: string, ...actions: LaunchAction[]) =>
  [
    ideaSubmitted(idea, null, AT),
    { type: 'sessionStarted', resumeToken: TOKEN, sessionId: SESSION } satisfies LaunchAction,
    ...actions,
  ].reduce(launchReducer, initialLaunchState(AT)) as Started;

const answered = () =>
  started(
    'Wallets for traders, write to Ada@Example.com',
    sectorChosen('fintech', AT),
    { type: 'overviewReceived', sector: 'fintech', text: 'Overview', at: AT },
    { type: 'questionsStarted', at: AT },
    { type: 'answerGiven', answer: 'Wallets', at: AT },
    { type: 'answerGiven', answer: 'Need CBN help', at: AT },
  );

describe('launch-chat-onboarding bodies', () => {
  it('autosaves the sector name, a short business name beside the idea, the answered questions, the current step and the chat session id', () => {
    const body = autosaveBody(answered(), 'questions');

    expect(launchOnboardingRequestSchema.parse(body)).toMatchObject({
      stage: 'autosave',
      resume_token: TOKEN,
      last_step: 'questions',
      email: 'ada@example.com',
      chat_session_id: SESSION,
      data: {
        business_type: 'FinTech',
        stage_completed: 'questions',
        business_name: 'Wallets for traders',
        idea: 'Wallets for traders, write to Ada@Example.com',
        needs_help_with: [...questionsForSector('fintech')],
      },
    });
  });

  it('finalizes as meeting_booked at closing with the referrer when there is one', () => {
    const state = answered();

    expect(launchOnboardingRequestSchema.parse(finalizeBody(state, 'applicant-1'))).toMatchObject({
      stage: 'finalize',
      last_step: 'closing',
      data: { stage_completed: 'meeting_booked' },
      referrer_id: 'applicant-1',
    });
    expect(finalizeBody(state, null)).not.toHaveProperty('referrer_id');
  });

  it('sends the name the founder introduced themself by, on the record and the chat session', () => {
    const state = started(
      "Hi, I'm Ada Obi and I want to build a POS agent app for market women in Aba",
      sectorChosen('fintech', AT),
    );

    expect(launchOnboardingRequestSchema.parse(finalizeBody(state, null))).toMatchObject({
      name: 'Ada Obi',
      data: { business_name: 'POS agent app for market women' },
    });
    expect(saveChatSessionRequestSchema.parse(chatSessionBody(state))).toMatchObject({
      customerName: 'Ada Obi',
    });
    expect(autosaveBody(started('Keke rides in Onitsha'), 'idea')).not.toHaveProperty('name');
  });

  it('reports a failure with the first 200 characters of the prompt', () => {
    const state = started('Keke rides', sectorChosen('taxi', AT));

    const body = launchOnboardingRequestSchema.parse(
      failureBody(state, 'p'.repeat(500), { attempts: 2, lastError: '502: Q is unavailable right now.' }),
    );

    expect(body.error_details).toEqual({
      prompt: 'p'.repeat(200),
      sector: 'Taxi Tech',
      attempts: 2,
      lastError: '502: Q is unavailable right now.',
    });
    expect(body).toMatchObject({ last_step: 'sector', data: { stage_completed: 'idea' } });
  });
});

describe('save-chat-session body', () => {
  it('names the launch session, the sector needs and the e-mail from an idea with an at sign', () => {
    const body = saveChatSessionRequestSchema.parse(chatSessionBody(answered()));

    expect(body).toMatchObject({
      sessionId: SESSION,
      customerEmail: 'ada@example.com',
      businessType: 'FinTech',
      identifiedNeeds: ['business_launch', 'fintech'],
      status: 'active',
    });
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: 'Wallets for traders, write to Ada@Example.com',
      timestamp: AT,
    });
  });

  it('sends no e-mail without an at sign, and completed at closing', () => {
    const state = started('Keke rides', sectorChosen('taxi', AT));

    expect(chatSessionBody(state)).not.toHaveProperty('customerEmail');
    expect(chatSessionBody({ ...state, step: 'closing' }).status).toBe('completed');
  });
});
