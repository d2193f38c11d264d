import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { flushPendingSaves, onSaveRefused, pendingSaves, sendOrQueue } from './save-queue.ts';

/**
 * A save the server refuses for good is neither sent again forever nor dropped unheard (issue #28):
 * it leaves the queue, and whoever listens is told the server's words; a save that may pass (a
 * 5xx, offline) stays queued.
 */
const URL_ = 'http://localhost/api/launch/onboarding';
const SENTENCE = 'The server’s own sentence for this refusal.';

function answering(...answers: Array<{ status: number; body?: unknown } | 'offline'>) {
  const fetchMock = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === 'offline' || next === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  // The queue's own retry timer never fires here: each test sends what it means to, when it means to.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the save queue', () => {
  it('tells a listener the server’s words for a queued save refused for good, and sends it no more', async () => {
    // Queued while offline.
    answering('offline');
    await sendOrQueue('onboarding:t1', URL_, '{"stage":"autosave"}');
    expect(pendingSaves()).toHaveLength(1);
    const heard: Array<[string, ApiError]> = [];
    const stop = onSaveRefused((key, refusal) => heard.push([key, refusal]));

    // Back online: the server refuses it for good.
    const fetchMock = answering({ status: 409, body: { error: { code: 'conflict', message: SENTENCE } } });
    await flushPendingSaves();
    await flushPendingSaves();
    stop();

    expect(heard).toHaveLength(1);
    expect(heard[0]?.[0]).toBe('onboarding:t1');
    expect(heard[0]?.[1]).toBeInstanceOf(ApiError);
    expect(heard[0]?.[1]).toMatchObject({ status: 409, code: 'conflict', message: SENTENCE });
    expect(pendingSaves()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a save that may pass (503) and tells nobody of it', async () => {
    answering('offline');
    await sendOrQueue('onboarding:t2', URL_, '{}');
    const heard: string[] = [];
    const stop = onSaveRefused((key) => heard.push(key));

    answering({ status: 503, body: { error: { code: 'unavailable', message: 'Try later.' } } });
    await flushPendingSaves();
    stop();

    expect(heard).toEqual([]);
    expect(pendingSaves().map((save) => save.key)).toEqual(['onboarding:t2']);
  });

  it('hands a refusal of a save sent now to its caller, body unread, and queues nothing', async () => {
    answering({ status: 409, body: { error: { code: 'conflict', message: SENTENCE } } });

    const response = await sendOrQueue('onboarding:t3', URL_, '{}');

    expect(response?.status).toBe(409);
    expect(((await response?.json()) as { error: { message: string } }).error.message).toBe(SENTENCE);
    expect(pendingSaves()).toEqual([]);
  });
});
