import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../lib/routing/index.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SESSION_ID_PATTERN } from '@domain/ids.ts';
import { CHAT_BUSY_MESSAGE, CONVERSATION_FULL_MESSAGE } from '@domain/chat-refusals.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { WIDGET_STARTER_TOPICS, WIDGET_SUGGESTED_QUESTIONS } from '@domain/q/widget-script.ts';
import { serveChatApi } from './chat-api.test-support.ts';
import { ChatDialog } from './chat-dialog.tsx';
import { CHAT_ERROR_REPLY, EMPTY_CHAT_REPLY } from './fallback-texts.ts';

interface SavedSession {
  sessionId: string;
  messages: { role: string; content: string; timestamp: string }[];
}

interface ChatCall {
  url: string;
  headers: Record<string, string>;
  body: { messages: { role: string; content: string }[] };
}

const chatCalls: ChatCall[] = [];
const saveCalls: SavedSession[] = [];
let streamAsks = 0;
let nextReply: () => Promise<Response>;

/** What the server answers as sessionId; the widget keeps its own id whatever this says. */
const ISSUED = 'chat-1755162000000-issued123';

function replyWith(reply: string) {
  nextReply = async () => new Response(JSON.stringify({ reply, sessionId: ISSUED }), { status: 200 });
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <ChatDialog open onOpenChange={onOpenChange} />
    </MemoryRouter>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Chat with Q' }), onOpenChange };
}

serveChatApi({
  saveSession: (body) => saveCalls.push(body as SavedSession),
  // A server without the streamed path: the widget falls back to POST /api/chat (the streamed
  // widget has its own tests in chat-dialog-stream.test.tsx).
  stream: () => {
    streamAsks += 1;
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'No route' } }), {
      status: 404,
    });
  },
  reply: (url, init) => {
    const body = JSON.parse(String(init.body)) as ChatCall['body'];
    chatCalls.push({ url, headers: init.headers as Record<string, string>, body });
    return nextReply();
  },
});

beforeEach(() => {
  chatCalls.length = 0;
  saveCalls.length = 0;
  streamAsks = 0;
  replyWith('Hello from Q');
});

const input = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Message Q' });
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send message' });

describe('ChatDialog', () => {
  it('greets, offers the six starter topics and four suggestions, and a Launch link', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('log').textContent).toMatch(/What business do you want to start\?/);
    const starters = within(within(dialog).getByRole('list', { name: 'Starter topics' })).getAllByRole(
      'button',
    );
    expect(starters.map((button) => button.textContent)).toEqual([...WIDGET_STARTER_TOPICS]);
    const suggestions = within(
      within(dialog).getByRole('list', { name: 'Suggested questions' }),
    ).getAllByRole('button');
    expect(suggestions).toHaveLength(4);
    for (const button of suggestions) expect(WIDGET_SUGGESTED_QUESTIONS).toContain(button.textContent);
    expect(within(dialog).getByRole('link', { name: 'Launch' }).getAttribute('href')).toBe('/launch');
  });

  it('keeps send disabled for empty or blank text', () => {
    const { dialog } = renderDialog();
    expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(dialog), { target: { value: '   ' } });
    expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(dialog), { target: { value: 'Hi Q' } });
    expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the full history, shows loading, then the reply; every call carries the widget’s own session id', async () => {
    let release: () => void = () => undefined;
    nextReply = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            new Response(JSON.stringify({ reply: 'A **banking** platform.', sessionId: ISSUED }), {
              status: 200,
            }),
          );
      });
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'FinTech' }));

    await within(dialog).findByText('Q is typing…');
    fireEvent.change(input(dialog), { target: { value: 'Another' } });
    expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('list', { name: 'Starter topics' })).toBeNull();
    expect(within(dialog).queryByRole('list', { name: 'Suggested questions' })).toBeNull();
    const toggle = within(dialog).getByRole('button', { name: 'Show suggestions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // The plain call goes out once the streamed path has said it does not exist.
    await waitFor(() => expect(chatCalls).toHaveLength(1));
    await act(async () => release());
    await within(dialog).findByText('banking');
    // Asked on the streamed path first; this server has none, so the plain call answered.
    expect(streamAsks).toBe(1);
    expect(chatCalls).toHaveLength(1);
    const [call] = chatCalls;
    expect(call?.url).toBe('/api/chat');
    expect(call?.body.messages.map((message) => message.role)).toEqual(['assistant', 'user']);
    expect(call?.body.messages[1]?.content).toBe('FinTech');
    // The widget made its id before the first call, in the format the server accepts.
    const sessionId = call?.headers['x-session-id'];
    expect(sessionId).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(call?.headers['x-context']).toBe('widget');

    fireEvent.change(input(dialog), { target: { value: 'How much does it cost?' } });
    fireEvent.submit(input(dialog).closest('form') as HTMLFormElement);
    await waitFor(() => expect(chatCalls).toHaveLength(2));
    expect(chatCalls[1]?.body.messages.map((message) => message.content)).toEqual([
      expect.stringMatching(/What business do you want to start/),
      'FinTech',
      'A **banking** platform.',
      'How much does it cost?',
    ]);
    expect(chatCalls[1]?.headers['x-session-id']).toBe(sessionId);
  });

  it('stores the session, the stats and the last five messages as chat_context, and saves the session', async () => {
    const { dialog } = renderDialog();
    for (const question of [
      'I want to open a restaurant with food delivery',
      'How much does it cost?',
      'Thanks',
    ]) {
      fireEvent.change(input(dialog), { target: { value: question } });
      fireEvent.click(sendButton(dialog));
      await waitFor(() => expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(true));
      await within(dialog).findAllByText('Hello from Q');
      await waitFor(() => expect(within(dialog).queryByText('Q is typing…')).toBeNull());
    }
    const context = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.chatContext) ?? 'null') as {
      sessionId: string;
      messages: { role: string; content: string; timestamp: string }[];
      timestamp: string;
    };
    expect(context.messages).toHaveLength(5);
    expect(context.messages.at(-1)?.content).toBe('Hello from Q');
    expect(context.sessionId).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(chatCalls.map((call) => call.headers['x-session-id'])).toEqual(Array(3).fill(context.sessionId));
    expect(Number.isNaN(Date.parse(context.timestamp))).toBe(false);

    const stats = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.chatStats) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(stats).toMatchObject({ messagesCount: 6, satisfied: false });
    expect(typeof stats['avgResponseTime']).toBe('number');
    const session = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.chatSession) ?? 'null') as {
      messages: unknown[];
    };
    expect(session.messages).toHaveLength(7);

    await waitFor(() => expect(saveCalls).toHaveLength(3));
    expect(saveCalls[2]).toMatchObject({
      sessionId: context.sessionId,
      businessType: 'restaurant',
      identifiedNeeds: ['restaurant'],
      status: 'active',
    });
    expect(saveCalls[2]?.messages).toHaveLength(7);
  });

  it('shows the fallback texts for a failed call and for an empty reply', async () => {
    nextReply = async () => new Response('{"error":{"code":"provider_down"}}', { status: 502 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'eCommerce' }));
    await within(dialog).findByText(CHAT_ERROR_REPLY);

    replyWith('   ');
    fireEvent.change(input(dialog), { target: { value: 'Hello?' } });
    fireEvent.click(sendButton(dialog));
    await within(dialog).findByText(EMPTY_CHAT_REPLY);
  });

  it('saves the first message when Q’s first call fails, and a retry stores it once with Q’s reply', async () => {
    nextReply = async () => new Response('{"error":{"code":"provider_down"}}', { status: 502 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = renderDialog();
    fireEvent.change(input(dialog), { target: { value: 'I want to start a restaurant' } });
    fireEvent.click(sendButton(dialog));
    await within(dialog).findByText(CHAT_ERROR_REPLY);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Q could not answer your last message. Please try again.');

    await waitFor(() => expect(saveCalls).toHaveLength(1));
    const sessionId = chatCalls[0]?.headers['x-session-id'];
    expect(sessionId).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(saveCalls[0]?.sessionId).toBe(sessionId);
    expect(saveCalls[0]?.messages.map((message) => message.content)).toEqual([
      expect.stringMatching(/What business do you want to start/),
      'I want to start a restaurant',
    ]);

    // A reload keeps the conversation and the way to retry it.
    cleanup();
    const reopened = renderDialog().dialog;
    expect(within(reopened).getByText('I want to start a restaurant')).toBeTruthy();
    replyWith('A restaurant platform with delivery.');
    fireEvent.click(within(within(reopened).getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await within(reopened).findByText('A restaurant platform with delivery.');
    expect(within(reopened).queryByText(CHAT_ERROR_REPLY)).toBeNull();
    expect(within(reopened).queryByRole('alert')).toBeNull();
    expect(within(reopened).getAllByText('I want to start a restaurant')).toHaveLength(1);

    expect(chatCalls).toHaveLength(2);
    expect(chatCalls[1]?.headers['x-session-id']).toBe(sessionId);
    expect(chatCalls[1]?.body.messages.map((message) => message.role)).toEqual(['assistant', 'user']);
    await waitFor(() => expect(saveCalls).toHaveLength(2));
    expect(saveCalls[1]?.sessionId).toBe(sessionId);
    expect(saveCalls[1]?.messages.map((message) => message.content)).toEqual([
      expect.stringMatching(/What business do you want to start/),
      'I want to start a restaurant',
      'A restaurant platform with delivery.',
    ]);
    // Same timestamp as in the first save: the server's merge keeps one copy of the message.
    expect(saveCalls[1]?.messages[1]).toEqual(saveCalls[0]?.messages[1]);
  });

  it('offers Try again for a message the page closed on before Q answered', async () => {
    const sessionId = 'chat-1755162000000-unanswerd';
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.chatSession,
      JSON.stringify({
        sessionId,
        messages: [
          { role: 'assistant', content: 'Hello', timestamp: '2025-08-14T09:00:00.000Z' },
          { role: 'user', content: 'Taxi app please', timestamp: '2025-08-14T09:00:05.000Z' },
        ],
      }),
    );
    const { dialog } = renderDialog();
    fireEvent.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByText('Hello from Q');
    expect(chatCalls[0]?.headers['x-session-id']).toBe(sessionId);
    expect(chatCalls[0]?.body.messages.map((message) => message.content)).toEqual([
      'Hello',
      'Taxi app please',
    ]);
    await waitFor(() => expect(saveCalls).toHaveLength(1));
    expect(saveCalls[0]?.messages.map((message) => message.content)).toEqual([
      'Hello',
      'Taxi app please',
      'Hello from Q',
    ]);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'Check your connection'],
    [
      'the rate limit',
      // The server's refusal, in the words it sends (functions/domain/chat-refusals.ts).
      async () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: CHAT_BUSY_MESSAGE } }), {
          status: 429,
        }),
      'Q is getting a lot of messages right now',
    ],
  ])('says what went wrong on %s', async (_case, failing, notice) => {
    nextReply = failing;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'FinTech' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(notice);
    await within(dialog).findByText(CHAT_ERROR_REPLY);
    await waitFor(() => expect(saveCalls).toHaveLength(1));
    expect(saveCalls[0]?.messages.at(-1)?.content).toBe('FinTech');
  });

  it("offers 'Build My Platform' after a reply about the next step, leading to /launch", async () => {
    replyWith('The next step is to schedule your free 30-minute setup call.');
    const { dialog, onOpenChange } = renderDialog();
    expect(within(dialog).queryByRole('link', { name: 'Build My Platform' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not sure yet' }));
    const build = await within(dialog).findByRole('link', { name: 'Build My Platform' });
    expect(build.getAttribute('href')).toBe('/launch');
    fireEvent.click(build);
    expect(screen.getByTestId('where').textContent).toBe('/launch');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.chatStats) ?? '{}')).toMatchObject({
        satisfied: true,
      }),
    );
  });

  it('continues a stored conversation, and New chat starts over with a new session', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurant' }));
    await within(dialog).findByText('Hello from Q');
    cleanup();

    const reopened = renderDialog().dialog;
    expect(within(reopened).getByText('Restaurant')).toBeTruthy();
    expect(within(reopened).queryByRole('list', { name: 'Starter topics' })).toBeNull();
    fireEvent.click(within(reopened).getByRole('button', { name: 'New chat' }));
    expect(within(reopened).getByRole('list', { name: 'Starter topics' })).toBeTruthy();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Taxi/Ride-Hailing' }));
    await waitFor(() => expect(chatCalls).toHaveLength(2));
    // The restarted conversation has a new id of its own.
    expect(chatCalls[1]?.headers['x-session-id']).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(chatCalls[1]?.headers['x-session-id']).not.toBe(chatCalls[0]?.headers['x-session-id']);
    expect(chatCalls[1]?.body.messages).toHaveLength(2);
  });

  it('tells the visitor when the server will store no more of the conversation (413), and New chat starts over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as ChatCall['body'];
        if (url === '/api/chat-sessions')
          return new Response(
            JSON.stringify({ error: { code: 'too_large', message: CONVERSATION_FULL_MESSAGE } }),
            {
              status: 413,
            },
          );
        chatCalls.push({ url, headers: init.headers as Record<string, string>, body });
        return nextReply();
      }),
    );
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'FinTech' }));
    await within(dialog).findByText('Hello from Q');

    const notice = await within(dialog).findByRole('status');
    expect(notice.textContent).toContain('This conversation has reached its length limit.');
    expect(within(dialog).queryByRole('textbox', { name: 'Message Q' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'New chat' }));
    expect(within(dialog).getByRole('textbox', { name: 'Message Q' })).toBeTruthy();
  });

  it('offers all six suggestions the spec lists, four at a time, with More suggestions', () => {
    const { dialog } = renderDialog();
    const shown = () =>
      within(within(dialog).getByRole('list', { name: 'Suggested questions' }))
        .getAllByRole('button')
        .map((button) => button.textContent ?? '');
    const seen = new Set(shown());
    expect(seen.size).toBe(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'More suggestions' }));
    expect(shown()).toHaveLength(4);
    for (const question of shown()) seen.add(question);
    expect([...seen].sort()).toEqual([...WIDGET_SUGGESTED_QUESTIONS].sort());
  });
});
