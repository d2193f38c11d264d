import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandOutput,
  ConverseStreamCommand,
  type ConverseStreamOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBedrockAssistant } from '../../../functions/adapters/assistant/bedrock-assistant.ts';
import { createBedrockStreamingAssistant } from '../../../functions/adapters/assistant/bedrock-stream-assistant.ts';
import { CAPABILITY_RULE } from '../../../functions/domain/platform-capabilities/index.ts';
import { SETUP_FEE } from '../../../functions/domain/q/facts.ts';
import type { AssistantInput, ReplyPiece } from '../../../functions/services/chat/ports.ts';

const question = (content: string): AssistantInput => ({
  messages: [{ role: 'user', content }],
  context: 'widget',
  sessionId: 'chat-1700000000000-abcdefghi',
});

const toolUse = (toolUseId: string, name: string, input: Record<string, string>): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId, name, input } }] } },
  stopReason: 'tool_use',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
  $metadata: {},
});

const text = (reply: string): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content: [{ text: reply }] } },
  stopReason: 'end_turn',
  usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
  metrics: { latencyMs: 1 },
  $metadata: {},
});

/** The JSON a tool result carried back to the model in the request's last user turn. */
function toolResultSent(messages: readonly Message[] | undefined): Record<string, unknown> {
  const last = messages?.[messages.length - 1];
  const block = last?.content?.find((item) => 'toolResult' in item);
  const content = block && 'toolResult' in block ? block.toolResult?.content?.[0] : undefined;
  if (!content || !('json' in content)) throw new Error('the second request carried no tool result');
  return content.json as Record<string, unknown>;
}

describe('Bedrock Converse with Q’s tools', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const client = new BedrockRuntimeClient({ region: 'eu-west-1' });
  const assistant = createBedrockAssistant({ client, modelId: 'test-model', timeoutMs: 500 });

  beforeEach(() => bedrock.reset());

  it('offers the price, capability and launch-link tools and the capability rule', async () => {
    bedrock.on(ConverseCommand).resolves(text('Hello.'));
    await assistant.reply(question('hello'));
    const input = bedrock.commandCalls(ConverseCommand)[0]?.args[0].input;
    const names = input?.toolConfig?.tools?.map((tool) => ('toolSpec' in tool ? tool.toolSpec?.name : ''));
    expect(names).toEqual(['published_price', 'platform_capabilities', 'launch_link']);
    const system = input?.system?.[0];
    expect(system && 'text' in system ? system.text : '').toContain(CAPABILITY_RULE);
  });

  it('answers a price call with the published fee and sends the model’s final text', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolUse('call-1', 'published_price', {}))
      .resolvesOnce(text(`The Banking Platform is ${SETUP_FEE}.`));
    const reply = await assistant.reply(question('how much?'));
    expect(reply).toBe(`The Banking Platform is ${SETUP_FEE}.`);
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(2);
    const messages = calls[1]?.args[0].input.messages;
    // The model's own tool call goes back before the result, as Converse requires.
    expect(messages?.[messages.length - 2]?.content?.[0]).toEqual({
      toolUse: { toolUseId: 'call-1', name: 'published_price', input: {} },
    });
    expect(toolResultSent(messages).bankingPlatformSetupFee).toBe(`${SETUP_FEE}, one-time`);
  });

  it('answers a capability call from the capability table, with its rule, and never a price for an unpublished platform', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolUse('call-2', 'platform_capabilities', { platform: 'taxi' }))
      .resolvesOnce(toolUse('call-3', 'published_price', { platform: 'taxi' }))
      .resolvesOnce(text('Cars, keke and bikes; the rest is confirmed on the setup call.'));
    await assistant.reply(question('can your taxi app do tricycles and buses?'));
    const calls = bedrock.commandCalls(ConverseCommand);
    const capabilities = toolResultSent(calls[1]?.args[0].input.messages);
    expect(capabilities.capabilities).toContain('Vehicles: Cars, keke and bikes.');
    expect(capabilities.rule).toBe(CAPABILITY_RULE);
    const price = toolResultSent(calls[2]?.args[0].input.messages);
    expect(JSON.stringify(price)).not.toContain('₦5,000,000, one-time');
    expect(String(price.price)).toContain('Not published');
  });

  it('stops calling tools after three rounds and lets the fallback answer a reply with no text', async () => {
    bedrock.on(ConverseCommand).resolves(toolUse('loop', 'launch_link', {}));
    await expect(assistant.reply(question('where do I start?'))).rejects.toMatchObject({
      name: 'EmptyModelReplyError',
    });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(4);
  });
});

async function* events(...items: ConverseStreamOutput[]): AsyncGenerator<ConverseStreamOutput> {
  for (const item of items) yield item;
}

describe('Bedrock ConverseStream with Q’s tools', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const client = new BedrockRuntimeClient({ region: 'eu-west-1' });
  const assistant = createBedrockStreamingAssistant({ client, modelId: 'test-model', timeoutMs: 500 });

  beforeEach(() => bedrock.reset());

  it('runs the tool the stream asks for, its input in pieces, then streams the answer', async () => {
    bedrock
      .on(ConverseStreamCommand)
      .resolvesOnce({
        stream: events(
          { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Let me check. ' } } },
          {
            contentBlockStart: {
              contentBlockIndex: 1,
              start: { toolUse: { toolUseId: 't-1', name: 'launch_link' } },
            },
          },
          { contentBlockDelta: { contentBlockIndex: 1, delta: { toolUse: { input: '{"serv' } } } },
          {
            contentBlockDelta: {
              contentBlockIndex: 1,
              delta: { toolUse: { input: 'ice":"crypto-exchange"}' } },
            },
          },
          { messageStop: { stopReason: 'tool_use' } },
        ),
        $metadata: {},
      })
      .resolvesOnce({
        stream: events(
          {
            contentBlockDelta: {
              contentBlockIndex: 0,
              delta: { text: 'Start at /launch?service=crypto-exchange.' },
            },
          },
          { messageStop: { stopReason: 'end_turn' } },
        ),
        $metadata: {},
      });
    const pieces: ReplyPiece[] = [];
    for await (const piece of assistant.streamReply(question('crypto exchange, where do I start?')))
      pieces.push(piece);
    expect(pieces.map((piece) => piece.text).join('')).toBe(
      'Let me check. Start at /launch?service=crypto-exchange.',
    );
    const second = bedrock.commandCalls(ConverseStreamCommand)[1]?.args[0].input.messages;
    expect(second?.[second.length - 2]?.content).toEqual([
      { text: 'Let me check. ' },
      { toolUse: { toolUseId: 't-1', name: 'launch_link', input: { service: 'crypto-exchange' } } },
    ]);
    expect(toolResultSent(second).link).toBe('/launch?service=crypto-exchange');
  });
});
