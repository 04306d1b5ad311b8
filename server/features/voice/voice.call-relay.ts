import type { FastifyBaseLogger } from 'fastify';
import type { VoiceEndReason, VoiceServerMessage } from '../../../domain/voice';
import { describeInternalError, type AgentServerMessage, type ProviderSession } from './providers/provider';
import type { CallClaim } from './claims/call-claim';
import type { AudioBridge } from './voice.audio-bridge';
import { relayAgentMessage } from './voice.agent-relay';
import { runClientTool, type ToolCall } from './voice.tools';
import { RunningTranscript } from './voice.transcript';

type Ending = { kind: 'ended'; reason: VoiceEndReason } | { kind: 'provider_failed'; message: string };

export type RelayOutput = {
  toBrowser(message: VoiceServerMessage): void;
  /** Answers false when the frame was dropped (socket gone, or the browser cannot keep up). */
  toBrowserBinary(bytes: Buffer): boolean;
  end(ending: Ending): void;
};

/** The agent side of a live call: relays its messages, keeps the transcript, answers tools. */
export class CallRelay {
  readonly transcript = new RunningTranscript(Date.now());
  errorSent = false;
  private lastInterruptId = 0;
  private droppedAudio = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly agent: ProviderSession,
    private readonly bridge: AudioBridge,
    private readonly out: RelayOutput,
    readonly claim: CallClaim,
  ) {}

  attach() {
    this.agent.onMessage((message) => this.onMessage(message));
    this.agent.onClose((code, reason) => this.onClose(code, reason));
  }

  private onMessage(message: AgentServerMessage) {
    relayAgentMessage(message, {
      toBrowser: (relayed) => this.out.toBrowser(relayed),
      agentAudio: (base64, eventId) => {
        // Audio of a reply the visitor interrupted is stale: the browser has already flushed it.
        if (eventId < this.lastInterruptId) return;
        if (!this.out.toBrowserBinary(this.bridge.toBrowser(Buffer.from(base64, 'base64'))))
          this.droppedAudio += 1;
      },
      interrupted: (eventId) => {
        this.lastInterruptId = Math.max(this.lastInterruptId, eventId);
      },
      heard: (role, text) => this.transcript.add(role, text),
      corrected: (original, corrected) => this.transcript.correct(original, corrected),
      toolCall: (call) => void this.answerTool(call),
      agentError: (text, errorType) => {
        this.log.warn(
          { errorType, conversationId: this.agent.conversationId },
          'voice agent reported an error',
        );
        if (errorType === 'max_duration_exceeded')
          return this.out.end({ kind: 'ended', reason: 'time_limit' });
        this.errorSent = true;
        this.out.toBrowser({
          type: 'error',
          message: text ? `The voice agent reported a problem: ${text}` : 'Voice AI error',
        });
      },
    });
  }

  private async answerTool(call: ToolCall) {
    const context = {
      setSummary: (summary: string) => (this.transcript.summary = summary),
      claim: this.claim,
    };
    const result = await runClientTool(call, context).catch((error: unknown) => {
      this.log.error(
        { tool: call.tool_name.slice(0, 80), reason: describeInternalError(error) },
        'client tool failed',
      );
      return {
        type: 'client_tool_result' as const,
        tool_call_id: call.tool_call_id,
        result: 'The tool failed; tell the caller our team will follow up.',
        is_error: true,
      };
    });
    if (result.is_error)
      this.log.info(
        { tool: call.tool_name.slice(0, 80), result: result.result },
        'client tool answered an error',
      );
    this.agent.send(result);
  }

  private onClose(code: number, reason: string) {
    this.log.info(
      { code, reason: reason.slice(0, 120), droppedAudio: this.droppedAudio },
      'voice agent closed',
    );
    if (code === 1000) return this.out.end({ kind: 'ended', reason: 'agent_ended' });
    if (code === 1001) return this.out.end({ kind: 'ended', reason: 'provider_closed' });
    this.out.end({
      kind: 'provider_failed',
      message: 'The connection to the voice agent was lost. Please start the call again.',
    });
  }
}
