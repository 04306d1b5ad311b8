import { z } from 'zod';
import { CLAIM_FIELD_UNITS, fileClaimSchema, recordClaimFieldSchema } from '../../../domain/claim-intake';
import type { AgentClientMessage } from './providers/provider';
import { ClaimFieldError, type CallClaim } from './claims/call-claim';

export type ToolCall = { tool_name: string; tool_call_id: string; parameters?: unknown };
export type ToolContext = { setSummary(summary: string): void; claim: CallClaim };

type ToolResult = Extract<AgentClientMessage, { type: 'client_tool_result' }>;

class ToolFailure extends Error {}

const TOOLS: Record<string, (parameters: unknown, context: ToolContext) => string | Promise<string>> = {
  /** Lets the agent write the call summary staff see on the ticket. */
  set_call_summary(parameters, context) {
    const { summary } = z.object({ summary: z.string().trim().min(1).max(2000) }).parse(parameters);
    context.setSummary(summary);
    return JSON.stringify({ ok: true });
  },
  /** One claim field the caller confirmed, as said ("six thirty-seconds") or as a number. */
  record_claim_field(parameters, context) {
    const { field, value } = recordClaimFieldSchema.parse(parameters);
    try {
      const recorded = context.claim.record(field, value);
      return JSON.stringify({ ok: true, field, value: recorded, unit: CLAIM_FIELD_UNITS[field] });
    } catch (error) {
      if (error instanceof ClaimFieldError) throw new ToolFailure(error.message);
      throw error;
    }
  },
  /** Files the claim; answers the ticket number and the prorated credit for the agent to say. */
  async file_claim(parameters, context) {
    context.claim.recordAll(fileClaimSchema.parse(parameters ?? {}));
    if (!context.claim.hasFields) throw new ToolFailure('No claim fields were recorded');
    const filed = await context.claim.file();
    return JSON.stringify({
      ok: true,
      ticket_number: filed.ticketNumber,
      credit_percent: filed.creditPercent,
      credit_dollars: filed.creditCents === null ? null : filed.creditCents / 100,
      incomplete: filed.incomplete,
    });
  },
};

/** Answers an agent's client_tool_call; unknown tools and bad parameters become is_error results. */
export async function runClientTool(call: ToolCall, context: ToolContext): Promise<ToolResult> {
  const tool = Object.hasOwn(TOOLS, call.tool_name) ? TOOLS[call.tool_name] : undefined;
  const answer = (result: string, isError: boolean): ToolResult => ({
    type: 'client_tool_result',
    tool_call_id: call.tool_call_id,
    result,
    is_error: isError,
  });
  if (!tool) return answer(`Unknown tool: ${call.tool_name.slice(0, 80)}`, true);
  try {
    return answer(await tool(call.parameters ?? {}, context), false);
  } catch (error) {
    if (error instanceof ToolFailure) return answer(error.message, true);
    if (error instanceof z.ZodError) return answer(`Invalid parameters for ${call.tool_name}`, true);
    throw error;
  }
}
