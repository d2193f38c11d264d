import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { MemoryRouter, Route, Routes } from '../../../lib/routing/index.ts';
import { setRuntimeConfigForTests } from '../../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../../lib/test-runtime-config.ts';
import { initialLaunchState, type LaunchState } from '../state/launch-chat-state.ts';
import { saveLaunchState } from '../state/persistence.ts';
import { saveLaunchRecap } from '../state/recap.ts';
import { LaunchPage } from './launch-chat.tsx';

/**
 * Issue #28 on the /launch page: the chat (or recap) kept in this browser belongs to a launch that
 * is paid since. The server says so (stood in for here by answers to the page's own calls) and the
 * page shows its sentence, offers nothing that changes the launch and links to the launch request.
 */
const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
/** The server's sentence as the server sends it (functions/domain/launch-chat-refusals.ts). */
const CLOSED = 'Closed by the server: this launch is paid (the words under test come from the answer).';
const IDEA = 'A wallet for danfo drivers in Lagos';
const AT = '2026-11-27T09:00:00.000Z';

/** A chat kept at the questions step: the idea, FinTech, its overview, two questions. */
function keptChat(): LaunchState {
  return {
    ...initialLaunchState(AT),
    step: 'questions',
    idea: IDEA,
    sector: 'fintech',
    questions: ['Which services do you offer?', 'Who are your customers?'],
    knowledge: 'FinTech in Nigeria: licences matter.',
    resumeToken: TOKEN,
    sessionId: 'launch-1764230400000-abcdefghi',
    messages: [
      { role: 'assistant', content: 'Hi, I am Q.', timestamp: AT },
      { role: 'user', content: IDEA, timestamp: AT },
      { role: 'assistant', content: 'Question 1 of 2: Which services do you offer?', timestamp: AT },
    ],
  };
}

interface Server {
  /** whether the launch is paid: GET answers `closed`, saves are refused (409) */
  paid: boolean;
  readonly saves: string[];
}

/** The product's answers to the page's calls, by route. */
function serve(
  server: Server,
  openAnswerHeld: Promise<void> = Promise.resolve(),
  saveAnswerHeld: Promise<void> = Promise.resolve(),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === `/api/launch/onboarding/${TOKEN}`) {
        await openAnswerHeld;
        return json(200, { resume_token: TOKEN, closed: server.paid ? CLOSED : null });
      }
      if (url.pathname === '/api/launch/onboarding') {
        server.saves.push(String(init?.body));
        await saveAnswerHeld;
        return server.paid
          ? json(409, { error: { code: 'conflict', message: CLOSED } })
          : json(200, { ok: true, resume_token: TOKEN });
      }
      if (url.pathname === '/api/chat') return json(200, { reply: 'Your tailored plan.' });
      return json(200, { ok: true });
    }),
  );
}

function openLaunch() {
  return render(
    <MemoryRouter initialEntries={['/launch']}>
      <Routes>
        <Route path="/launch" element={<LaunchPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const pageText = () => document.body.textContent ?? '';
/** Boxes the founder could still type into and send from (a disabled one only shows its text). */
const enabledTextboxes = () =>
  screen.queryAllByRole('textbox').filter((box) => !(box as HTMLInputElement).disabled);

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(undefined);
});

describe('/launch for a launch paid since', () => {
  it('shows the server’s sentence before anything is typed, with no way to change it and a way to sign in', async () => {
    const server: Server = { paid: true, saves: [] };
    serve(server);
    saveLaunchState(keptChat());

    openLaunch();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CLOSED);
    expect(enabledTextboxes()).toEqual([]);
    expect(screen.queryByRole('button', { name: /FinTech|Other \/ Not sure/ })).toBeNull();
    const signIn = screen.getByRole('link', { name: /launch request/i });
    expect(signIn.getAttribute('href')).toBe(`/launch-request?token=${TOKEN}`);
    // The conversation so far stays on screen; nothing offers a payment link, nothing was saved.
    expect(within(screen.getByRole('log')).getByText(IDEA)).toBeTruthy();
    expect(pageText()).not.toMatch(/payment link/i);
    expect(server.saves).toEqual([]);
  });

  it('resumes an unpaid launch’s chat as before, never showing the sentence', async () => {
    serve({ paid: false, saves: [] });
    saveLaunchState(keptChat());

    openLaunch();

    await screen.findByPlaceholderText('Type your answer');
    // The page asked the server about the kept chat, and has its answer in hand.
    const asked = () =>
      vi
        .mocked(fetch)
        .mock.results.filter((_, index) =>
          String(vi.mocked(fetch).mock.calls[index]?.[0]).endsWith(`/api/launch/onboarding/${TOKEN}`),
        );
    await vi.waitFor(() =>
      expect(asked(), 'the page to ask whether the kept chat is closed').toHaveLength(1),
    );
    await asked()[0]?.value;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByPlaceholderText('Type your answer')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pageText()).not.toContain(CLOSED);
  });

  it('stops the chat when a save is refused mid-chat, keeping what the founder typed', async () => {
    const server: Server = { paid: false, saves: [] };
    serve(server);
    saveLaunchState({
      ...keptChat(),
      questionIndex: 1,
      answers: { 'Which services do you offer?': 'Wallets' },
      messages: [
        ...keptChat().messages,
        { role: 'user', content: 'Wallets', timestamp: AT },
        { role: 'assistant', content: 'Question 2 of 2: Who are your customers?', timestamp: AT },
      ],
    });
    openLaunch();
    const answer = await screen.findByPlaceholderText('Type your answer');

    // Another tab paid the launch; the founder answers the last question, whose save is refused.
    server.paid = true;
    fireEvent.change(answer, { target: { value: 'Danfo drivers and conductors' } });
    fireEvent.submit(answer.closest('form') as HTMLFormElement);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CLOSED);
    expect(server.saves.length).toBeGreaterThan(0);
    expect(within(screen.getByRole('log')).getByText('Danfo drivers and conductors')).toBeTruthy();
    expect(enabledTextboxes()).toEqual([]);
    expect(pageText()).not.toMatch(/payment link/i);
  });

  it('never shows Q’s plan for a launch whose last save is refused, though Q answered first', async () => {
    // Q's plan is in hand before the save of the last answer comes back refused.
    let answerSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => (answerSave = resolve));
    const server: Server = { paid: false, saves: [] };
    serve(server, Promise.resolve(), saveHeld);
    saveLaunchState({ ...keptChat(), questions: ['Who are your customers?'] });
    openLaunch();
    const answer = await screen.findByPlaceholderText('Type your answer');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    server.paid = true;
    fireEvent.change(answer, { target: { value: 'Danfo drivers' } });
    fireEvent.submit(answer.closest('form') as HTMLFormElement);
    await vi.waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/api/chat')),
        'Q to be asked for the plan',
      ).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await act(async () => answerSave());

    expect((await screen.findByRole('alert')).textContent).toBe(CLOSED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(pageText()).not.toContain('Your tailored plan.');
  });

  it('keeps an answer being typed as the refusal arrives in its box, which can no longer send it', async () => {
    // The server's answer to the page's question on opening is held until the founder has typed.
    let answerNow: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    serve({ paid: true, saves: [] }, held);
    saveLaunchState(keptChat());
    openLaunch();
    const box = (await screen.findByPlaceholderText('Type your answer')) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Danfo drivers, still typing' } });

    await act(async () => answerNow());

    expect((await screen.findByRole('alert')).textContent).toBe(CLOSED);
    const kept = screen.getByPlaceholderText('Type your answer') as HTMLInputElement;
    expect([kept.value, kept.disabled]).toEqual(['Danfo drivers, still typing', true]);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(enabledTextboxes()).toEqual([]);
    expect(pageText()).not.toMatch(/payment link/i);
  });

  it('tells the paid launch on the recap too, in place of its next steps', async () => {
    serve({ paid: true, saves: [] });
    saveLaunchRecap({ resumeToken: TOKEN, sector: 'fintech', solution: 'Your plan.' });

    openLaunch();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CLOSED);
    expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull();
    expect(pageText()).not.toMatch(/payment link/i);
    expect(screen.getByRole('link', { name: /launch request/i }).getAttribute('href')).toBe(
      `/launch-request?token=${TOKEN}`,
    );
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.launchRecap)).not.toBeNull();
  });
});
