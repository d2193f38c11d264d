import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantFromEnv } from '../../../functions/adapters/assistant/assistant-from-env.ts';
import {
  createBedrockAssistant,
  toConverseMessages,
} from '../../../functions/adapters/assistant/bedrock-assistant.ts';
import { builtInAssistant } from '../../../functions/adapters/assistant/built-in-assistant.ts';
import { withFallback } from '../../../functions/adapters/assistant/fallback-assistant.ts';
import { buildOverviewPrompt } from '../../../functions/domain/q/launch-chat-prompts.ts';
import type { AssistantInput } from '../../../functions/services/chat/ports.ts';

const modelReply = (text: string): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content: [{ text }] } },
  stopReason: 'end_turn',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
  $metadata: {},
});

const priceQuestion: AssistantInput = {
  messages: [
    { role: 'assistant', content: 'Hi, I am Q. What business do you want to start?' },
    { role: 'user', content: 'How much does it cost?' },
  ],
  context: 'widget',
  sessionId: 'chat-1700000000000-abcdefghi',
};

describe('Bedrock assistant', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const client = new BedrockRuntimeClient({ region: 'eu-west-1' });
  const assistant = createBedrockAssistant({ client, modelId: 'test-model', timeoutMs: 200 });

  beforeEach(() => bedrock.reset());

  it('sends Converse the model id, a system prompt built from the constants, and the history from the first user turn', async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(modelReply('It starts from ₦5,000,000.'));
    // Act
    const reply = await assistant.reply(priceQuestion);
    // Assess
    expect(reply).toBe('It starts from ₦5,000,000.');
    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, {
      modelId: 'test-model',
      system: [{ text: expect.stringContaining('Starting from ₦5,000,000') }],
      messages: [{ role: 'user', content: [{ text: 'How much does it cost?' }] }],
    });
    const system = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input.system?.[0];
    const prompt = system && 'text' in system ? (system.text ?? '') : '';
    for (const fact of [
      '10-14 days',
      '₦150,000/month',
      '24 hours',
      '2-3 days',
      '10% of the setup fee',
      'CTO-as-a-Service',
    ]) {
      expect(prompt).toContain(fact);
    }
  });

  it('tells the model, in the launch flow, to follow the prompt’s own shape rules', async () => {
    bedrock.on(ConverseCommand).resolves(modelReply('- a\n- b\n- c\n**Tip:** d'));
    await assistant.reply({
      messages: [{ role: 'user', content: buildOverviewPrompt('Rice farm in Kebbi', 'Agriculture Tech') }],
      context: 'launch-flow',
      sessionId: 'launch_7d3f8a2e-1b4c-4d5e-8f6a-9b0c1d2e3f4a',
    });
    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, {
      system: [{ text: expect.stringContaining('guided launch chat') }],
      messages: [{ role: 'user', content: [{ text: expect.stringContaining('exactly 3 bullet points') }] }],
    });
  });

  it('refuses an empty model answer so the fallback can answer', async () => {
    bedrock.on(ConverseCommand).resolves(modelReply('   '));
    await expect(assistant.reply(priceQuestion)).rejects.toThrow(/no text/);
  });

  it('gives up after its timeout', async () => {
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => undefined));
    await expect(assistant.reply(priceQuestion)).rejects.toMatchObject({ name: 'ModelTimeoutError' });
  });
});

describe('Converse message shape', () => {
  it('starts with the user, alternates roles and ends with the user', () => {
    expect(
      toConverseMessages([
        { role: 'assistant', content: 'greeting' },
        { role: 'user', content: 'one' },
        { role: 'user', content: 'two' },
        { role: 'assistant', content: 'answer' },
        { role: 'user', content: 'three' },
        { role: 'assistant', content: 'dangling' },
      ]),
    ).toEqual([
      { role: 'user', content: [{ text: 'one\n\ntwo' }] },
      { role: 'assistant', content: [{ text: 'answer' }] },
      { role: 'user', content: [{ text: 'three' }] },
    ]);
  });
});

describe('fallback to the built-in guide', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const secret = 'my secret business idea about ajo';

  beforeEach(() => bedrock.reset());
  afterEach(() => vi.unstubAllEnvs());

  it('answers with the built-in guide when Bedrock fails, logging one line without the conversation', async () => {
    // Prepare
    const throttled = Object.assign(new Error('Rate exceeded'), {
      name: 'ThrottlingException',
      $metadata: { httpStatusCode: 429 },
    });
    bedrock.on(ConverseCommand).rejects(throttled);
    const lines: Record<string, unknown>[] = [];
    const assistant = withFallback(
      createBedrockAssistant({
        client: new BedrockRuntimeClient({ region: 'eu-west-1' }),
        modelId: 'm',
        timeoutMs: 500,
      }),
      builtInAssistant,
      'bedrock',
      (line) => lines.push(line),
    );
    // Act
    const reply = await assistant.reply({
      ...priceQuestion,
      messages: [
        ...priceQuestion.messages.slice(0, 1),
        { role: 'user', content: `${secret}. How much does it cost?` },
      ],
    });
    // Assess
    expect(reply).toContain('Starting from ₦5,000,000');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      provider: 'bedrock',
      error: 'ThrottlingException',
      status: 429,
    });
    expect(JSON.stringify(lines)).not.toContain('ajo');
  });

  it('is what assistantFromEnv builds when BEDROCK_MODEL_ID is set', async () => {
    vi.stubEnv('BEDROCK_MODEL_ID', 'eu.anthropic.test');
    vi.stubEnv('BEDROCK_TIMEOUT_MS', '300');
    bedrock.on(ConverseCommand).rejects(new Error('AccessDeniedException'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reply = await assistantFromEnv().reply(priceQuestion);
    expect(reply).toContain('Starting from ₦5,000,000');
    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, { modelId: 'eu.anthropic.test' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('is the built-in guide alone, with no Bedrock call, when no model is configured', async () => {
    vi.stubEnv('BEDROCK_MODEL_ID', '');
    const reply = await assistantFromEnv().reply(priceQuestion);
    expect(reply).toContain('Starting from ₦5,000,000');
    expect(bedrock).not.toHaveReceivedCommand(ConverseCommand);
  });
});
