import { describe, expect, it } from 'vitest';
import { questionsForSector } from '@domain/questions.ts';
import {
  BOOKING_LINE,
  CHANGE_SECTOR_LINE,
  CONTINUE_FROM_WIDGET_LINE,
  GREETING_LINE,
  initialLaunchState,
  type LaunchAction,
  launchReducer,
  type LaunchState,
  questionLine,
} from './launch-chat-state.ts';
import { ideaSubmitted, presetLine, sectorChosen, suggestionLine } from './launch-chat-script.ts';

const AT = '2026-01-05T09:00:00.000Z';
const [FINTECH_Q1, FINTECH_Q2] = questionsForSector('fintech');

const run = (state: LaunchState, ...actions: LaunchAction[]) => actions.reduce(launchReducer, state);
const contents = (state: LaunchState) => state.messages.map((line) => `${line.role}: ${line.content}`);

const atSector = (idea = 'A savings and loans app for market traders') =>
  run(initialLaunchState(AT), ideaSubmitted(idea, null, AT));
const atKnowledge = () =>
  run(atSector(), sectorChosen('fintech', AT), {
    type: 'overviewReceived',
    sector: 'fintech',
    text: '- one\n- two\n- three\n**Tip:** go',
    at: AT,
  });
const atSolution = () =>
  run(
    atKnowledge(),
    { type: 'solutionRequested' },
    { type: 'solutionReceived', sector: 'fintech', text: 'Your platform', at: AT },
  );

describe('launch chat reducer', () => {
  it('starts at the idea step with Q greeting the founder', () => {
    const state = initialLaunchState(AT);

    expect(state.step).toBe('idea');
    expect(contents(state)).toEqual([`assistant: ${GREETING_LINE}`]);
  });

  it('ignores a blank idea', () => {
    const state = initialLaunchState(AT);

    expect(launchReducer(state, ideaSubmitted('   ', null, AT))).toBe(state);
  });

  it('moves a trimmed idea to the sector step with the keyword suggestion', () => {
    const state = atSector('  A food delivery kitchen in Yaba  ');

    expect(state).toMatchObject({
      step: 'sector',
      idea: 'A food delivery kitchen in Yaba',
      suggestedSector: 'restaurants',
    });
    expect(contents(state).slice(-2)).toEqual([
      'user: A food delivery kitchen in Yaba',
      `assistant: ${suggestionLine('restaurants')}`,
    ]);
  });

  it('suggests nothing and recommends Other when no keyword matches', () => {
    const state = atSector('Something nobody has done before');

    expect(state.suggestedSector).toBeNull();
    expect(state.messages.at(-1)?.content).toBe(suggestionLine(null));
    expect(suggestionLine(null)).toContain('I recommend Other / Not sure');
  });

  it('lets a ?service= preset win over the keyword suggestion', () => {
    const preset = run(initialLaunchState(AT), { type: 'servicePreset', sector: 'fintech' });
    const state = launchReducer(preset, ideaSubmitted('An online store for shoes', preset.presetSector, AT));

    expect(preset.presetSector).toBe('fintech');
    expect(state.suggestedSector).toBe('fintech');
    expect(state.messages.at(-1)?.content).toBe(presetLine('fintech'));
    expect(ideaSubmitted('An online store for shoes', null, AT)).toMatchObject({ suggested: 'ecommerce' });
  });

  it('opens with the widget conversation plus the hand-over line, only before the founder has typed', () => {
    const context = [
      { role: 'user' as const, content: 'I want a fintech', timestamp: AT },
      { role: 'assistant' as const, content: 'Great, tell me more', timestamp: AT },
    ];

    const opened = launchReducer(initialLaunchState(AT), {
      type: 'contextImported',
      messages: context,
      at: AT,
    });
    const late = launchReducer(atSector(), { type: 'contextImported', messages: context, at: AT });

    expect(contents(opened)).toEqual([
      'user: I want a fintech',
      'assistant: Great, tell me more',
      `assistant: ${CONTINUE_FROM_WIDGET_LINE}`,
    ]);
    expect(late).toEqual(atSector());
  });

  it('waits for the overview after a sector is chosen, then shows it at the knowledge step', () => {
    const choosing = run(atSector(), sectorChosen('fintech', AT));
    const known = launchReducer(choosing, {
      type: 'overviewReceived',
      sector: 'fintech',
      text: 'Overview',
      at: AT,
    });

    expect(choosing).toMatchObject({ step: 'sector', sector: 'fintech', pending: 'overview' });
    expect(choosing.messages.at(-1)).toMatchObject({ role: 'user', content: 'FinTech' });
    expect(known).toMatchObject({ step: 'knowledge', knowledge: 'Overview', pending: null });
    expect(known.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Overview' });
  });

  it('refuses a second sector while the overview is pending, and an overview for another sector', () => {
    const choosing = run(atSector(), sectorChosen('fintech', AT));

    expect(launchReducer(choosing, sectorChosen('taxi', AT))).toBe(choosing);
    expect(launchReducer(choosing, { type: 'overviewReceived', sector: 'taxi', text: 'Stale', at: AT })).toBe(
      choosing,
    );
  });

  it('asks the two questions one at a time and keys the answers by question text', () => {
    const first = run(atKnowledge(), { type: 'questionsStarted', at: AT });
    const second = launchReducer(first, { type: 'answerGiven', answer: ' Wallets and loans ', at: AT });
    const done = launchReducer(second, { type: 'answerGiven', answer: 'We need CBN help', at: AT });

    expect(first).toMatchObject({ step: 'questions', questionIndex: 0 });
    expect(first.messages.at(-1)?.content).toBe(questionLine(questionsForSector('fintech'), 0));
    expect(second).toMatchObject({ questionIndex: 1, answers: { [FINTECH_Q1 ?? '']: 'Wallets and loans' } });
    expect(second.messages.at(-1)?.content).toBe(`Question 2 of 2: ${FINTECH_Q2}`);
    expect(done).toMatchObject({
      step: 'questions',
      pending: 'solution',
      answers: { [FINTECH_Q1 ?? '']: 'Wallets and loans', [FINTECH_Q2 ?? '']: 'We need CBN help' },
    });
  });

  it('ignores a blank answer', () => {
    const first = run(atKnowledge(), { type: 'questionsStarted', at: AT });

    expect(launchReducer(first, { type: 'answerGiven', answer: '  ', at: AT })).toBe(first);
  });

  it('reaches the solution after the last answer or straight from the knowledge step', () => {
    const viaQuestions = run(
      atKnowledge(),
      { type: 'questionsStarted', at: AT },
      { type: 'answerGiven', answer: 'Wallets', at: AT },
      { type: 'answerGiven', answer: 'Yes', at: AT },
      { type: 'solutionReceived', sector: 'fintech', text: 'Tailored', at: AT },
    );
    const direct = atSolution();

    expect(viaQuestions).toMatchObject({ step: 'solution', solution: 'Tailored', pending: null });
    expect(direct).toMatchObject({ step: 'solution', solution: 'Your platform', answers: {} });
  });

  it('marks a retry while waiting and clears it with the answer', () => {
    const retrying = run(atKnowledge(), { type: 'solutionRequested' }, { type: 'retrying' });

    expect(retrying.retrying).toBe(true);
    expect(
      launchReducer(retrying, { type: 'solutionReceived', sector: 'fintech', text: 'Fallback', at: AT })
        .retrying,
    ).toBe(false);
  });

  it("goes back to the sectors with 'Change sector', forgetting the sector's answers and texts", () => {
    const state = run(atSolution(), { type: 'sectorChangeRequested', at: AT });

    expect(state).toMatchObject({
      step: 'sector',
      sector: null,
      knowledge: null,
      solution: null,
      answers: {},
      idea: 'A savings and loans app for market traders',
    });
    expect(state.messages.at(-1)?.content).toBe(CHANGE_SECTOR_LINE);
  });

  it('opens the booking, goes Back to the solution and forward again', () => {
    const cta = run(atSolution(), { type: 'ctaOpened', at: AT });
    const back = launchReducer(cta, { type: 'backToSolution' });

    expect(cta.step).toBe('cta');
    expect(cta.messages.at(-1)?.content).toBe(BOOKING_LINE);
    expect(back.step).toBe('solution');
  });

  it('says "Last step" once however often the founder goes Back and forward again', () => {
    const cta = run(atSolution(), { type: 'ctaOpened', at: AT });
    const again = run(
      cta,
      { type: 'backToSolution' },
      { type: 'ctaOpened', at: AT },
      { type: 'backToSolution' },
      {
        type: 'ctaOpened',
        at: AT,
      },
    );

    expect(again.step).toBe('cta');
    expect(again.messages.filter((message) => message.content === BOOKING_LINE)).toHaveLength(1);
  });

  it('closes only after the booking is confirmed', () => {
    const cta = run(atSolution(), { type: 'ctaOpened', at: AT });

    expect(launchReducer(cta, { type: 'closed' })).toBe(cta);
    const closed = run(cta, { type: 'bookingConfirmed' }, { type: 'closed' });
    expect(closed).toMatchObject({ step: 'closing', booked: true });
  });

  it('ignores a booking message outside the booking step', () => {
    const solution = atSolution();

    expect(launchReducer(solution, { type: 'bookingConfirmed' })).toBe(solution);
  });

  it('issues the resume token and session id once', () => {
    const started = launchReducer(atSector(), {
      type: 'sessionStarted',
      resumeToken: 'token-1',
      sessionId: 'launch-1-a',
    });

    expect(
      launchReducer(started, { type: 'sessionStarted', resumeToken: 'token-2', sessionId: 'launch-2-b' }),
    ).toBe(started);
    expect(started).toMatchObject({ resumeToken: 'token-1', sessionId: 'launch-1-a' });
  });

  it('keeps an answer sent as the paid launch’s refusal arrived, and moves on no further (#28)', () => {
    const asking = run(
      atKnowledge(),
      { type: 'sessionStarted', resumeToken: 'token-1', sessionId: 'launch-1-a' },
      { type: 'questionsStarted', at: AT },
      { type: 'answerGiven', answer: 'Wallets', at: AT },
    );
    const refused = launchReducer(asking, { type: 'refused', resumeToken: 'token-1', message: 'Closed.' });

    const after = launchReducer(refused, { type: 'answerGiven', answer: '  Market women  ', at: AT });

    expect(contents(after).at(-1)).toBe('user: Market women');
    expect(after).toMatchObject({
      questionIndex: 1,
      pending: null,
      refusal: 'Closed.',
      answers: asking.answers,
    });
    expect(launchReducer(refused, { type: 'answerGiven', answer: '   ', at: AT })).toBe(refused);
    expect(launchReducer(refused, { type: 'questionsStarted', at: AT })).toBe(refused);
  });
});
