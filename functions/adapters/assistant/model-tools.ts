import type { ContentBlock, ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';
import { type Json, MODEL_TOOLS, runModelTool } from '../../domain/q/model-tools.ts';

/**
 * Q's tools in the shape Converse wants, and the step that answers the model's tool calls. The
 * tools themselves (functions/domain/q/model-tools.ts) answer from the site's own data.
 */
export const Q_TOOL_CONFIG: ToolConfiguration = {
  tools: MODEL_TOOLS.map((tool) => ({
    toolSpec: { name: tool.name, description: tool.description, inputSchema: { json: tool.inputSchema } },
  })),
};

/** Rounds of tool calls one reply may take before the model must answer in text. */
export const MAX_TOOL_ROUNDS = 3;

/** One tool call the model made: its id, the tool and the input it gave. */
export interface ToolCall {
  readonly toolUseId: string;
  readonly name: string;
  readonly input: Json;
}

export function toolCallsIn(content: readonly ContentBlock[]): ToolCall[] {
  return content.flatMap((block) =>
    'toolUse' in block && block.toolUse?.toolUseId && block.toolUse.name
      ? [{ toolUseId: block.toolUse.toolUseId, name: block.toolUse.name, input: block.toolUse.input ?? {} }]
      : [],
  );
}

const asRecord = (input: Json): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};

/** The user turn that answers the model's tool calls, one result per call, in order. */
export function toolResultsFor(calls: readonly ToolCall[]): ContentBlock[] {
  return calls.map((call) => {
    const result = runModelTool(call.name, asRecord(call.input));
    return {
      toolResult: {
        toolUseId: call.toolUseId,
        content: [{ json: result }],
        status: 'error' in result ? 'error' : 'success',
      },
    };
  });
}
