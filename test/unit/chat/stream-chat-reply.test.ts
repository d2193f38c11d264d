import { describe, expect, it } from 'vitest';
import { FORCE_Q_FAILURE_MARKER } from '../../../functions/domain/q/fault-injection.ts';
import { AppError } from '../../../functions/domain/app-error.ts';
import type { ReplyPiece, StreamingAssistant } from '../../../functions/services/chat/ports.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { replyToChat } from '../../../functions/services/chat/reply-to-chat.ts';
import { type ChatStreamPorts, streamChatReply } from '../../../functions/services/chat/stream-chat-reply.ts';
import { memoryLimiter, recordingAssistant } from './fakes.ts';
import { Q_COULD_NOT_ANSWER_MESSAGE } from '../../../functions/domain/chat-refusals.ts';

const SESSION = 'chat-1700000000000-abcdefghi';
const request = (content = 'How much does it cost?') => ({
  messages: [{ role: 'user' as const, content }],
  context: 'widget' as const,
  sessionId: SESSION,
  clientIp: '198.51.100.7',
});

/** Answers with these pieces, one after another. */
const streaming = (...pieces: ReplyPiece[]): StreamingAssistant => ({
  async *streamReply() {
    for (const piece of pieces) yield piece;
  },
});

function setup(assistant: StreamingAssistant, overrides: Partial<ChatStreamPorts> = {}) {
  const sent: ReplyPiece[] = [];
  const limiter = memoryLimiter();
  const deps: ChatStreamPorts = { assistant, limiter, faultInjection: false, ...overrides };
  const send = async (piece: ReplyPiece) => void sent.push(piece);
  return { deps, sent, send, limiter };
}

describe('streamed chat reply', () => {
  it('sends each piece as Q gives it and resolves to the whole reply, as the plain call answers it', async () => {
    // Prepare
    const { deps, sent, send } = setup(
      streaming({ type: 'text', text: 'It starts ' }, { type: 'text', text: 'from ₦5,000,000.\n' }),
    );
    // Act
    const answer = await streamChatReply(deps, request(), send);
    // Assess
    expect(sent).toEqual([
      { type: 'text', text: 'It starts ' },
      { type: 'text', text: 'from ₦5,000,000.\n' },
    ]);
    expect(answer).toEqual({ reply: 'It starts from ₦5,000,000.', sessionId: SESSION });
  });

  it('keeps only the replacement when the fallback replaced a part-reply', async () => {
    const { deps, send } = setup(
      streaming({ type: 'text', text: 'It sta' }, { type: 'replace', text: 'The built-in answer.' }),
    );
    const answer = await streamChatReply(deps, request(), send);
    expect(answer.reply).toBe('The built-in answer.');
  });

  it('counts against the same per-session limit as the plain call and refuses before sending anything', async () => {
    // Prepare: the plain call and the stream share the limiter, as they share DynamoDB counters.
    const { deps, sent, send, limiter } = setup(streaming({ type: 'text', text: 'Hi' }));
    const plain = { ...deps, assistant: recordingAssistant() };
    const half = RATE_LIMITS.chatPerSession.limit / 2;
    for (let call = 0; call < half; call += 1) await replyToChat(plain, request());
    for (let call = 0; call < half; call += 1) await streamChatReply(deps, request(), send);
    sent.length = 0;
    // Act
    const refused = streamChatReply(deps, request(), send);
    // Assess
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    expect(sent).toEqual([]);
    expect(limiter.hits.get(`chatPerSession#session#${SESSION}`)).toBe(RATE_LIMITS.chatPerSession.limit + 1);
  });

  it('honours the failure switch before asking Q', async () => {
    const asked: unknown[] = [];
    const assistant: StreamingAssistant = {
      async *streamReply(input) {
        asked.push(input);
        yield { type: 'text', text: 'never' };
      },
    };
    const { deps, sent, send } = setup(assistant, { faultInjection: true });
    await expect(
      streamChatReply(deps, request(`Help ${FORCE_Q_FAILURE_MARKER}`), send),
    ).rejects.toStrictEqual(AppError.providerDown(Q_COULD_NOT_ANSWER_MESSAGE));
    expect(asked).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('says Q is unavailable when the reply breaks off, after logging the error name only', async () => {
    const lines: Record<string, unknown>[] = [];
    const assistant: StreamingAssistant = {
      async *streamReply() {
        yield { type: 'text', text: 'It starts' };
        throw new TypeError('socket closed');
      },
    };
    const { deps, sent, send } = setup(assistant, { log: (line) => lines.push(line) });
    await expect(streamChatReply(deps, request('my secret idea'), send)).rejects.toStrictEqual(
      AppError.providerDown(Q_COULD_NOT_ANSWER_MESSAGE),
    );
    expect(sent).toEqual([{ type: 'text', text: 'It starts' }]);
    expect(lines).toEqual([expect.objectContaining({ msg: 'chat stream failed', error: 'TypeError' })]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
