import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBedrockStreamingAssistant } from '../../../functions/adapters/assistant/bedrock-stream-assistant.ts';
import { builtInAssistant } from '../../../functions/adapters/assistant/built-in-assistant.ts';
import { withStreamingFallback } from '../../../functions/adapters/assistant/fallback-assistant.ts';
import type {
  AssistantInput,
  ReplyPiece,
  StreamingAssistant,
} from '../../../functions/services/chat/ports.ts';

const priceQuestion: AssistantInput = {
  messages: [
    { role: 'assistant', content: 'Hi, I am Q. What business do you want to start?' },
    { role: 'user', content: 'How much does it cost?' },
  ],
  context: 'widget',
  sessionId: 'chat-1700000000000-abcdefghi',
};

const delta = (text: string): ConverseStreamOutput => ({
  contentBlockDelta: { contentBlockIndex: 0, delta: { text } },
});
const stop: ConverseStreamOutput = { messageStop: { stopReason: 'end_turn' } };

async function* events(...items: ConverseStreamOutput[]): AsyncGenerator<ConverseStreamOutput> {
  for (const item of items) yield item;
}

/** A stream that sends `items` and then never says another word. */
async function* stalling(...items: ConverseStreamOutput[]): AsyncGenerator<ConverseStreamOutput> {
  for (const item of items) yield item;
  await new Promise(() => undefined);
}

async function collect(stream: AsyncIterable<ReplyPiece>): Promise<ReplyPiece[]> {
  const pieces: ReplyPiece[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('Bedrock ConverseStream assistant', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const client = new BedrockRuntimeClient({ region: 'eu-west-1' });
  const assistant = createBedrockStreamingAssistant({ client, modelId: 'test-model', timeoutMs: 200 });

  beforeEach(() => bedrock.reset());

  it('passes on each text delta as it arrives, asking with the same prompt and history as Converse', async () => {
    // Prepare
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        { messageStart: { role: 'assistant' } },
        delta('It starts '),
        delta('from ₦5,000,000.'),
        stop,
      ),
      $metadata: {},
    });
    // Act
    const pieces = await collect(assistant.streamReply(priceQuestion));
    // Assess
    expect(pieces).toEqual([
      { type: 'text', text: 'It starts ' },
      { type: 'text', text: 'from ₦5,000,000.' },
    ]);
    expect(bedrock).toHaveReceivedCommandWith(ConverseStreamCommand, {
      modelId: 'test-model',
      system: [{ text: expect.stringContaining('Starting from ₦5,000,000') }],
      messages: [{ role: 'user', content: [{ text: 'How much does it cost?' }] }],
      inferenceConfig: { maxTokens: 700, temperature: 0.4 },
    });
  });

  it('fails on an error event inside the stream', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(delta('It starts'), {
        throttlingException: {
          name: 'ThrottlingException',
          message: 'slow down',
          $fault: 'client',
          $metadata: {},
        },
      } as unknown as ConverseStreamOutput),
      $metadata: {},
    });
    await expect(collect(assistant.streamReply(priceQuestion))).rejects.toMatchObject({
      name: 'ModelStreamError',
      message: 'The model stream reported throttlingException: slow down',
    });
  });

  it('refuses a reply with no text, so the fallback can answer', async () => {
    bedrock.on(ConverseStreamCommand).resolves({ stream: events(delta('  '), stop), $metadata: {} });
    await expect(collect(assistant.streamReply(priceQuestion))).rejects.toThrow(/no text/);
  });

  it('gives up when the stream stalls past the time limit, even after some text', async () => {
    bedrock.on(ConverseStreamCommand).resolves({ stream: stalling(delta('It starts')), $metadata: {} });
    const started = Date.now();
    await expect(collect(assistant.streamReply(priceQuestion))).rejects.toMatchObject({
      name: 'ModelTimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('streamed fallback to the built-in guide', () => {
  const secret = 'my secret business idea about ajo';
  const failing = (...before: string[]): StreamingAssistant => ({
    async *streamReply() {
      for (const text of before) yield { type: 'text', text };
      throw Object.assign(new Error('Rate exceeded'), {
        name: 'ThrottlingException',
        $metadata: { httpStatusCode: 429 },
      });
    },
  });
  const question: AssistantInput = {
    ...priceQuestion,
    messages: [{ role: 'user', content: `How much? ${secret}` }],
  };

  it('answers with the built-in guide in one piece when the model fails before any text, logging without the conversation', async () => {
    // Prepare
    const lines: Record<string, unknown>[] = [];
    const assistant = withStreamingFallback(failing(), builtInAssistant, 'bedrock', (line) =>
      lines.push(line),
    );
    // Act
    const pieces = await collect(assistant.streamReply(question));
    // Assess
    expect(pieces).toEqual([{ type: 'text', text: await builtInAssistant.reply(question) }]);
    expect(pieces[0]?.text).toContain('₦5,000,000');
    expect(lines).toEqual([
      expect.objectContaining({
        provider: 'bedrock',
        error: 'ThrottlingException',
        status: 429,
        context: 'widget',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('replaces the part-reply already sent when the model fails mid-reply', async () => {
    const assistant = withStreamingFallback(
      failing('It starts ', 'from'),
      builtInAssistant,
      'bedrock',
      () => undefined,
    );
    const pieces = await collect(assistant.streamReply(question));
    expect(pieces).toEqual([
      { type: 'text', text: 'It starts ' },
      { type: 'text', text: 'from' },
      { type: 'replace', text: await builtInAssistant.reply(question) },
    ]);
  });
});
