import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiCall,
  apiResponse,
  BAD_ANSWER_MESSAGE,
  FAILED_MESSAGE,
  NO_ANSWER_MESSAGE,
  refusalMessage,
  TIMEOUT_MESSAGE,
} from './api-client.ts';
import { setRuntimeConfigForTests } from './config.ts';
import { TEST_RUNTIME_CONFIG } from './test-runtime-config.ts';

beforeEach(() => setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, apiBase: 'https://api.example' }));
afterEach(() => {
  setRuntimeConfigForTests(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answering(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A server that never answers; like fetch, it rejects with an AbortError once its signal aborts. */
function neverAnswering(_url: string, init?: RequestInit): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init?.signal?.aborted) abort();
    init?.signal?.addEventListener('abort', abort);
  });
}

async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiCall', () => {
  it('sends JSON with the Bearer token and answers the JSON body', async () => {
    const fetchMock = answering(201, '{"applicant":{"id":"a1"}}');
    const answer = await apiCall('/api/referrals', {
      method: 'POST',
      body: { email: 'ada@example.com' },
      token: async () => 'access-token',
    });
    expect(answer).toEqual({ applicant: { id: 'a1' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/referrals');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"ada@example.com"}');
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer access-token',
    });
  });

  it('sends no token header and no body when there are none', async () => {
    const fetchMock = answering(200, '{}');
    await apiCall('/api/simple-test', { token: async () => undefined });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it("throws the server's code and message for a refusal", async () => {
    answering(409, '{"error":{"code":"conflict","message":"This launch is already paid."}}');
    const error = await refusalOf(apiCall('/api/payments/checkout', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'This launch is already paid.',
      serverMessage: 'This launch is already paid.',
    });
    expect(error.isPermission).toBe(false);
  });

  it('names the status when the refusal is not the JSON error shape', async () => {
    answering(503, '<html>Service Unavailable</html>');
    const error = await refusalOf(apiCall('/api/admin/onboarding'));
    expect(error).toMatchObject({ status: 503, code: 'unknown', message: 'The server answered 503.' });
    expect(error.serverMessage).toBeUndefined();
  });

  it.each([
    [401, '{"message":"Unauthorized"}', 'Sign in to continue.'],
    [403, '{"message":"Forbidden"}', 'You do not have access to this.'],
  ])(
    'words API Gateway’s own %s (no product error in its body) as the product does',
    async (status, body, sentence) => {
      answering(status, body);
      const error = await refusalOf(apiCall('/api/admin/onboarding'));
      expect(error).toMatchObject({ status, code: 'unknown', message: sentence });
      expect(error.serverMessage).toBeUndefined();
    },
  );

  it('treats 401 and 403 as permission refusals', async () => {
    answering(403, '{"error":{"code":"forbidden","message":"Admins only."}}');
    expect((await refusalOf(apiCall('/api/admin/onboarding'))).isPermission).toBe(true);
  });

  it('reports an OK answer that is not JSON as a bad answer', async () => {
    answering(200, 'not json');
    expect(await refusalOf(apiCall('/api/simple-test'))).toMatchObject({
      status: 502,
      code: 'bad_answer',
      message: BAD_ANSWER_MESSAGE,
    });
  });

  it('reports no answer as a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await refusalOf(apiCall('/api/simple-test'))).toMatchObject({
      status: 0,
      code: 'network',
      message: NO_ANSWER_MESSAGE,
    });
  });

  it('gives up after the time limit', async () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswering));
    expect(await refusalOf(apiCall('/api/simple-test', { timeoutMs: 20 }))).toMatchObject({
      status: 0,
      code: 'timeout',
      message: TIMEOUT_MESSAGE,
    });
  });

  it("rethrows the caller's own abort as an AbortError", async () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswering));
    const caller = new AbortController();
    const call = apiCall('/api/referrals/dashboard', { signal: caller.signal });
    caller.abort();
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('apiResponse', () => {
  it('sends a JSON text as it is, with the call’s own headers, and hands back any answer', async () => {
    const fetchMock = answering(429, '{"error":{"code":"rate_limited","message":"Slow down."}}');
    const response = await apiResponse('/api/chat/stream', {
      method: 'POST',
      json: '{"messages":[]}',
      headers: { 'x-session-id': 'chat-1', accept: 'application/x-ndjson' },
    });
    expect(response.status).toBe(429);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe('{"messages":[]}');
    expect(init?.headers).toEqual({
      accept: 'application/x-ndjson',
      'content-type': 'application/json',
      'x-session-id': 'chat-1',
    });
  });

  it('keeps the browser’s own error as the cause when no answer came', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(offline)),
    );
    const error = await refusalOf(apiResponse('/api/chat'));
    expect(error).toMatchObject({ status: 0, code: 'network', message: NO_ANSWER_MESSAGE });
    expect(error.cause).toBe(offline);
  });

  it('lets the body be read after the time limit: the limit covers the wait for the head only', async () => {
    vi.useFakeTimers();
    const fetchMock = answering(200, 'line one');
    const response = await apiResponse('/api/chat/stream', { timeoutMs: 20 });
    await vi.advanceTimersByTimeAsync(50);
    // A stream is read through the call's signal: aborting it would cut the reply short.
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    expect(await response.text()).toBe('line one');
  });
});

describe('refusalMessage', () => {
  const FAULT = 'Something went wrong. Please try again.';

  it('shows a refusal in the server’s own words, whatever the feature would say for a fault', async () => {
    answering(409, '{"error":{"code":"conflict","message":"This launch has already been paid for."}}');
    const conflict = await refusalOf(apiCall('/api/payments/checkout/t', { method: 'POST', body: {} }));
    answering(429, '{"error":{"code":"rate_limited","message":"Too many requests. Please wait."}}');
    const limited = await refusalOf(apiCall('/api/referrals', { method: 'POST', body: {} }));
    answering(502, '{"error":{"code":"provider_down","message":"Failed to send magic link."}}');
    const provider = await refusalOf(apiCall('/api/referrals/dashboard-link', { method: 'POST', body: {} }));

    expect(refusalMessage(conflict, FAULT)).toBe('This launch has already been paid for.');
    expect(refusalMessage(limited, FAULT)).toBe('Too many requests. Please wait.');
    expect(refusalMessage(provider, FAULT)).toBe('Failed to send magic link.');
  });

  it('gives a fault nobody worded, or no answer, the feature’s own sentence when it has one', async () => {
    answering(503, '{"error":{"code":"unavailable","message":"down"}}');
    const unavailable = await refusalOf(apiCall('/api/referrals'));
    answering(500, '<html>oops</html>');
    const proxy = await refusalOf(apiCall('/api/referrals'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await refusalOf(apiCall('/api/referrals'));

    expect([unavailable, proxy, offline].map((error) => refusalMessage(error, FAULT))).toEqual([
      FAULT,
      FAULT,
      FAULT,
    ]);
    expect(refusalMessage(offline)).toBe(NO_ANSWER_MESSAGE);
    expect(refusalMessage(unavailable)).toBe('down');
    expect(refusalMessage(new TypeError('x is undefined'))).toBe(FAILED_MESSAGE);
  });
});
