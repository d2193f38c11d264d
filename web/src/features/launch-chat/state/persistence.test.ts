import { beforeEach, describe, expect, it } from 'vitest';
import { RESUME_TOKEN_PATTERN } from '@domain/ids.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { ideaSubmitted, sectorChosen } from './launch-chat-script.ts';
import {
  initialLaunchState,
  launchReducer,
  type LaunchAction,
  type LaunchState,
} from './launch-chat-state.ts';
import {
  clearLaunchState,
  LAUNCH_STATE_KEY,
  loadLaunchState,
  saveLaunchState,
  STORED_RESUME_TOKEN_PATTERN,
  takeChatContext,
} from './persistence.ts';

const AT = '2026-01-05T09:00:00.000Z';
const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const run = (...actions: LaunchAction[]) => actions.reduce(launchReducer, initialLaunchState(AT));

const inQuestions = (): LaunchState =>
  run(
    ideaSubmitted('Keke rides in Abuja', null, AT),
    { type: 'sessionStarted', resumeToken: TOKEN, sessionId: 'launch-1700000000000-abcdefghi' },
    sectorChosen('taxi', AT),
    { type: 'overviewReceived', sector: 'taxi', text: 'Overview', at: AT },
    { type: 'questionsStarted', at: AT },
    { type: 'answerGiven', answer: 'Abuja', at: AT },
  );

beforeEach(() => localStorage.clear());

describe('launch chat persistence', () => {
  it('restores the step, the answers and the resume token after a reload', () => {
    const before = inQuestions();

    saveLaunchState(before);
    const after = loadLaunchState();

    expect(after).toEqual(before);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.launchResumeToken) ?? '')).toBe(TOKEN);
  });

  it('asks the last question again when the reload came while the solution was on its way', () => {
    const waiting = launchReducer(inQuestions(), { type: 'answerGiven', answer: 'Partners', at: AT });
    expect(waiting.pending).toBe('solution');

    saveLaunchState(waiting);
    const after = loadLaunchState();

    expect(after).toMatchObject({ step: 'questions', questionIndex: 1, pending: null });
  });

  it('offers the sectors again when the reload came while the overview was on its way', () => {
    const choosing = run(ideaSubmitted('Keke rides', null, AT), sectorChosen('taxi', AT));

    saveLaunchState(choosing);

    expect(loadLaunchState()).toMatchObject({ step: 'sector', sector: null, pending: null });
  });

  it('starts afresh from unreadable or inconsistent storage, keeping a valid token', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.launchResumeToken, JSON.stringify(TOKEN));
    localStorage.setItem(LAUNCH_STATE_KEY, '{"step":"solution","idea":5}');

    expect(loadLaunchState()).toMatchObject({ step: 'idea', resumeToken: TOKEN });

    localStorage.setItem(LAUNCH_STATE_KEY, JSON.stringify({ ...inQuestions(), step: 'cta', solution: null }));
    expect(loadLaunchState().step).toBe('idea');
  });

  it('ignores a stored token that is not a UUID', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.launchResumeToken, JSON.stringify('drop table'));

    expect(loadLaunchState().resumeToken).toBeNull();
  });

  it('forgets the finished chat so the next visit starts a new record', () => {
    saveLaunchState(inQuestions());

    clearLaunchState();

    expect(localStorage.getItem(LAUNCH_STATE_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.launchResumeToken)).toBeNull();
    expect(loadLaunchState()).toMatchObject({ step: 'idea', resumeToken: null });
  });

  it('takes the widget context once: the last 5 readable messages, then removes it', () => {
    const messages = [
      ...Array.from({ length: 6 }, (_, index) => ({ role: 'user', content: `m${index}`, timestamp: AT })),
      { role: 'system', content: 'ignored' },
      { role: 'assistant', content: '' },
    ];
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.chatContext,
      JSON.stringify({ sessionId: 'chat-1', messages, timestamp: AT }),
    );

    const taken = takeChatContext();

    expect(taken.map((line) => line.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.chatContext)).toBeNull();
    expect(takeChatContext()).toEqual([]);
  });

  it('checks stored tokens with the same pattern as the server', () => {
    expect(STORED_RESUME_TOKEN_PATTERN.source).toBe(RESUME_TOKEN_PATTERN.source);
    expect(STORED_RESUME_TOKEN_PATTERN.flags).toBe(RESUME_TOKEN_PATTERN.flags);
  });
});
