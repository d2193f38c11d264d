import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../lib/test-runtime-config.ts';

/** The widget's calls to the chat API, as a test answers them. */
export interface ChatApiAnswers {
  /** POST /api/chat-sessions: the widget saving the conversation (answered 200). */
  readonly saveSession: (body: unknown) => void;
  /** POST /api/chat/stream: the reply written as it grows. */
  readonly stream: (init: RequestInit) => Response;
  /** POST /api/chat: the plain reply, also asked when the stream is missing or breaks off. */
  readonly reply: (url: string, init: RequestInit) => Response | Promise<Response>;
}

/**
 * For every test of the file: an empty local storage (no earlier conversation), the test runtime
 * config and the chat API answered by `answers`; afterwards nothing rendered or stubbed is left.
 */
export function serveChatApi(answers: ChatApiAnswers): void {
  beforeEach(() => {
    localStorage.clear();
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/chat-sessions') {
          answers.saveSession(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ ok: true }), { status: 200 });
        }
        if (url === '/api/chat/stream') return answers.stream(init);
        return answers.reply(url, init);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setRuntimeConfigForTests(undefined);
  });
}
