import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../lib/routing/index.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@domain/contracts/chat-stream.ts';
import { serveChatApi } from './chat-api.test-support.ts';
import { ChatDialog } from './chat-dialog.tsx';
import { CHAT_ERROR_REPLY } from './fallback-texts.ts';

const SESSION_FROM_SERVER = 'chat-1755162000000-issued123';

/** The streamed answer the fake server is writing: the test sends each event when it chooses. */
interface OpenStream {
  send(event: ChatStreamEvent): void;
  breakOff(): void;
}

let openStream: OpenStream | undefined;
let streamHeaders: Record<string, string> = {};
let streamBody = '';
const plainCalls: string[] = [];
const saves: { messages: { role: string; content: string }[] }[] = [];

function streamedResponse(): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      openStream = {
        send: (event) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
        breakOff: () => controller.close(),
      };
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
  });
}

serveChatApi({
  saveSession: (body) => saves.push(body as (typeof saves)[number]),
  stream: (init) => {
    streamHeaders = init.headers as Record<string, string>;
    streamBody = String(init.body);
    return streamedResponse();
  },
  reply: (url) => {
    plainCalls.push(url);
    return new Response(JSON.stringify({ reply: 'The plain answer.', sessionId: SESSION_FROM_SERVER }), {
      status: 200,
    });
  },
});

beforeEach(() => {
  openStream = undefined;
  plainCalls.length = 0;
  saves.length = 0;
});

function openAndAsk(topic: string) {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <ChatDialog open onOpenChange={vi.fn()} />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Chat with Q' });
  fireEvent.click(within(dialog).getByRole('button', { name: topic }));
  return dialog;
}

const growing = (dialog: HTMLElement) => dialog.querySelector('[data-streaming]');
const send = (event: ChatStreamEvent) => act(async () => openStream?.send(event));

describe('ChatDialog with a streamed reply', () => {
  it('shows the reply as it grows, then keeps and saves the whole reply, offering Build My Platform only then', async () => {
    const dialog = openAndAsk('Not sure yet');
    await waitFor(() => expect(openStream).toBeDefined());

    await send({ type: 'text', text: 'The next step is ' });
    await waitFor(() => expect(growing(dialog)?.textContent).toContain('The next step is'));
    // The rule reads the whole reply, never a part of it.
    expect(within(dialog).queryByRole('link', { name: 'Build My Platform' })).toBeNull();

    await send({ type: 'text', text: 'to schedule your free 30-minute setup call.' });
    await waitFor(() =>
      expect(growing(dialog)?.textContent).toContain(
        'The next step is to schedule your free 30-minute setup call.',
      ),
    );
    const whole = 'The next step is to schedule your free 30-minute setup call.';
    await send({ type: 'done', reply: whole, sessionId: SESSION_FROM_SERVER });

    await within(dialog).findByRole('link', { name: 'Build My Platform' });
    expect(growing(dialog)).toBeNull();
    expect(within(dialog).getByText(whole)).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.messages.at(-1)).toMatchObject({ role: 'assistant', content: whole });
    expect(plainCalls).toEqual([]);
  });

  it('sends the body’s SHA-256, which CloudFront’s origin access control needs for a POST', async () => {
    openAndAsk('FinTech');
    await waitFor(() => expect(openStream).toBeDefined());
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(streamBody));
    const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(streamHeaders['x-amz-content-sha256']).toBe(hex);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
    expect(streamHeaders['x-context']).toBe('widget');
    expect(JSON.parse(streamBody)).toMatchObject({
      messages: [{ role: 'assistant' }, { role: 'user', content: 'FinTech' }],
    });
  });

  it('swaps the part-reply for the replacement when the model broke off on the server', async () => {
    const dialog = openAndAsk('FinTech');
    await waitFor(() => expect(openStream).toBeDefined());
    await send({ type: 'text', text: 'Half a sent' });
    await send({ type: 'replace', text: 'The built-in answer.' });
    await waitFor(() => expect(growing(dialog)?.textContent).toContain('The built-in answer.'));
    expect(growing(dialog)?.textContent).not.toContain('Half a sent');
  });

  it('shows the error fallback when Q fails after the reply began, without asking again', async () => {
    const dialog = openAndAsk('FinTech');
    await waitFor(() => expect(openStream).toBeDefined());
    await send({ type: 'text', text: 'It starts' });
    await send({ type: 'error', error: { code: 'provider_down', message: 'Q is unavailable right now.' } });
    await within(dialog).findByText(CHAT_ERROR_REPLY);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(plainCalls).toEqual([]);
  });

  it('asks the plain way when the stream breaks off before Q’s last word', async () => {
    const dialog = openAndAsk('FinTech');
    await waitFor(() => expect(openStream).toBeDefined());
    await send({ type: 'text', text: 'It starts' });
    await act(async () => openStream?.breakOff());
    await within(dialog).findByText('The plain answer.');
    expect(plainCalls).toEqual(['/api/chat']);
  });
});
