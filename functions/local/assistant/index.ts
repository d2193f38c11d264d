import { createServer, type Http2ServerResponse } from 'node:http2';
import { EventStreamCodec } from '@smithy/core/event-streams';
import { fromUtf8, toUtf8 } from '@smithy/util-utf8';
import { builtInGuideReply } from '../../domain/q/built-in-guide.ts';
/** What BEDROCK_MODEL_ID says when the stand-in answers (any id works; this one says where it is from). */
export const LOCAL_MODEL_ID = 'local.q-stand-in';
/**
 * In the last user message, makes the stand-in break off mid-reply with a model stream error, so a
 * test can watch the built-in guide take over part-way. Only this stand-in knows it.
 */
export const LOCAL_MODEL_BREAK_MARKER = '[[local-model:break]]';

interface ConverseBody {
  readonly messages?: readonly { role?: string; content?: readonly { text?: string }[] }[];
}

const codec = new EventStreamCodec(toUtf8, fromUtf8);

/** One event of ConverseStream's binary event stream, as Bedrock frames it. */
function frame(
  eventType: string,
  payload: unknown,
  messageType: 'event' | 'exception' = 'event',
): Uint8Array {
  const typeHeader = messageType === 'event' ? ':event-type' : ':exception-type';
  return codec.encode({
    headers: {
      [typeHeader]: { type: 'string', value: eventType },
      ':content-type': { type: 'string', value: 'application/json' },
      ':message-type': { type: 'string', value: messageType },
    },
    body: fromUtf8(JSON.stringify(payload)),
  });
}

/** The conversation as the guide reads it: each Converse turn's text blocks joined. */
function turnsOf(body: ConverseBody) {
  return (body.messages ?? []).map((message) => ({
    role: message.role === 'assistant' ? ('assistant' as const) : ('user' as const),
    content: (message.content ?? []).map((block) => block.text ?? '').join(''),
  }));
}

/** A few words at a time, each keeping its trailing space, so the pieces join back to the reply. */
export function replyPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece)
    pieces.push(words.slice(index, index + wordsPerPiece).join(''));
  return pieces;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly body: ConverseBody;
  readonly reply: Http2ServerResponse;
}

async function answer({ method, path, body, reply: res }: Exchange, pieceDelayMs: number): Promise<void> {
  const operation = /^\/model\/[^/]+\/(converse|converse-stream)$/.exec(path)?.[1];
  if (method !== 'POST' || !operation) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `The local Bedrock has nothing at ${path}.` }));
    return;
  }
  const turns = turnsOf(body);
  const latest = turns.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
  const reply = builtInGuideReply(turns);
  if (operation === 'converse') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        output: { message: { role: 'assistant', content: [{ text: reply }] } },
        stopReason: 'end_turn',
        usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
        metrics: { latencyMs: 0 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
  res.write(frame('messageStart', { role: 'assistant' }));
  const pieces = replyPieces(reply);
  const breakAfter = latest.includes(LOCAL_MODEL_BREAK_MARKER) ? 2 : Infinity;
  for (const [index, text] of pieces.entries()) {
    if (index === breakAfter) {
      res.end(frame('modelStreamErrorException', { message: 'The local model broke off' }, 'exception'));
      return;
    }
    await pause(pieceDelayMs);
    if (res.destroyed) return;
    res.write(frame('contentBlockDelta', { contentBlockIndex: 0, delta: { text } }));
  }
  res.write(frame('contentBlockStop', { contentBlockIndex: 0 }));
  res.write(frame('messageStop', { stopReason: 'end_turn' }));
  res.end(
    frame('metadata', {
      usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
      metrics: { latencyMs: pieceDelayMs * pieces.length },
    }),
  );
}

export interface LocalBedrock {
  /** For BEDROCK_ENDPOINT. */
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * A local Bedrock runtime for `LOCAL_BEDROCK=1`: Converse and ConverseStream at the paths the SDK
 * calls, answering with the built-in guide's text. ConverseStream frames it as Bedrock does (the
 * AWS event stream encoding), a few words every `pieceDelayMs`, so the production adapter, the
 * streamed handler and the widget can be watched streaming without an AWS account. It speaks
 * HTTP/2 on a port of its own: the Bedrock runtime client sends every call over HTTP/2.
 */
export async function startLocalBedrock(
  options: { readonly host?: string; readonly pieceDelayMs?: number } = {},
): Promise<LocalBedrock> {
  const pieceDelayMs = options.pieceDelayMs ?? 60;
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: ConverseBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ConverseBody;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The body is not JSON.' }));
        return;
      }
      const path = (req.url || '/').split('?')[0] ?? '/';
      answer({ method: req.method, path, body, reply: res }, pieceDelayMs).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
