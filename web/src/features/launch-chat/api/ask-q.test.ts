import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../../lib/test-runtime-config.ts';
import { askQResponse } from '../../../shared/ask-q-call.ts';
import { askQ, type AskQOptions } from './ask-q.ts';

beforeEach(() => setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, apiBase: '' }));
afterEach(() => {
  setRuntimeConfigForTests(undefined);
  vi.unstubAllGlobals();
});

/** As launch-chat-calls.ts sends it: through the API client. */
const send: AskQOptions['send'] = (json, headers) => askQResponse('/api/chat', json, headers);

const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';

const reply = (text: string) => new Response(JSON.stringify({ reply: text, sessionId: `launch_${TOKEN}` }));
const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ error: { code: 'x', message } }), { status });

function setup(...answers: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  const sleep = vi.fn(async (_ms: number) => undefined);
  const onRetry = vi.fn();
  return { fetch, sleep, onRetry, options: { resumeToken: TOKEN, send, sleep, onRetry } };
}

describe('askQ', () => {
  it('sends the prompt with the launch session and context headers', async () => {
    const { fetch, options } = setup(reply('Overview'));

    const outcome = await askQ('the prompt', options);

    expect(outcome).toBe('Overview');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat');
    expect(init?.headers).toMatchObject({ 'x-session-id': `launch_${TOKEN}`, 'x-context': 'launch-flow' });
    expect(JSON.parse(String(init?.body))).toEqual({ messages: [{ role: 'user', content: 'the prompt' }] });
  });

  it('tries a second time after 1000 ms and succeeds', async () => {
    const { sleep, onRetry, options } = setup(failure(502, 'Q is unavailable right now.'), reply('Second'));

    const outcome = await askQ('p', options);

    expect(outcome).toBe('Second');
    expect(sleep.mock.calls).toEqual([[1000]]);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gives up after 2 attempts with the last error', async () => {
    const { fetch, options } = setup(
      new TypeError('Failed to fetch'),
      failure(502, 'Q is unavailable right now.'),
    );

    await expect(askQ('p', options)).rejects.toMatchObject({
      name: 'QDidNotAnswer',
      attempts: 2,
      lastError: '502: Q is unavailable right now.',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([[failure(401, 'Sign in to continue.')], [failure(403, 'Invalid JWT')]])(
    'stops at once on an error naming 401 or Invalid JWT',
    async (answer) => {
      const { fetch, sleep, options } = setup(answer, reply('never'));

      await expect(askQ('p', options)).rejects.toMatchObject({ name: 'QDidNotAnswer', attempts: 1 });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    },
  );

  it('counts an empty reply as a failure', async () => {
    const { options } = setup(reply('  '), reply(''));

    await expect(askQ('p', options)).rejects.toMatchObject({
      name: 'QDidNotAnswer',
      attempts: 2,
      lastError: 'Q sent an empty reply',
    });
  });
});
