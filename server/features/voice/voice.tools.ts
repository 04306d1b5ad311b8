import { z } from 'zod';
import type { AgentClientMessage } from './providers/provider';

export type ToolCall = { tool_name: string; tool_call_id: string; parameters?: unknown };
export type ToolContext = { setSummary(summary: string): void };

type ToolResult = Extract<AgentClientMessage, { type: 'client_tool_result' }>;

const TOOLS: Record<string, (parameters: unknown, context: ToolContext) => string> = {
  /** Lets the agent write the call summary staff see on the ticket. */
  set_call_summary(parameters, context) {
    const { summary } = z.object({ summary: z.string().trim().min(1).max(2000) }).parse(parameters);
    context.setSummary(summary);
    return JSON.stringify({ ok: true });
  },
};

/** Answers an agent's client_tool_call; unknown tools and bad parameters become is_error results. */
export function runClientTool(call: ToolCall, context: ToolContext): ToolResult {
  const tool = Object.hasOwn(TOOLS, call.tool_name) ? TOOLS[call.tool_name] : undefined;
  const answer = (result: string, isError: boolean): ToolResult => ({
    type: 'client_tool_result',
    tool_call_id: call.tool_call_id,
    result,
    is_error: isError,
  });
  if (!tool) return answer(`Unknown tool: ${call.tool_name.slice(0, 80)}`, true);
  try {
    return answer(tool(call.parameters ?? {}, context), false);
  } catch {
    return answer(`Invalid parameters for ${call.tool_name}`, true);
  }
}
