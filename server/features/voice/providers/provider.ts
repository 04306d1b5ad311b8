import type { AgentType } from '../../../../domain/agent-types';
import type { AudioFormat, VoiceChannel } from '../../../../domain/voice';
import { sqlState } from '../../../lib/db-errors';

/** A message from an ElevenLabs Agents server (or the simulated agent speaking the same protocol). */
export type AgentServerMessage = { type: string } & Record<string, unknown>;

/** What the gateway sends to the agent (ElevenLabs Agents client messages); audio goes through sendAudio. */
export type AgentClientMessage =
  | { type: 'pong'; event_id: number }
  | { type: 'user_message'; text: string }
  | { type: 'user_activity' }
  | { type: 'client_tool_result'; tool_call_id: string; result: string; is_error: boolean }
  | { type: 'feedback'; score: 'like' | 'dislike' | null; event_id: number }
  | { type: 'contextual_update'; text: string };

/**
 * Base64 audio, produced lazily; json is the browser's own `{"user_audio_chunk":"…"}` frame when it
 * can be relayed byte for byte (the common case, so relaying copies and parses nothing).
 */
export type UserAudio = { base64(): string; json?: Buffer };

/** One live conversation with an agent; messages and the close are queued until a listener attaches. */
export type ProviderSession = {
  readonly conversationId: string;
  readonly inputFormat: AudioFormat;
  readonly outputFormat: AudioFormat;
  send(message: AgentClientMessage): void;
  /** Microphone audio in the agent's input format, as a `user_audio_chunk`. */
  sendAudio(audio: UserAudio): void;
  onMessage(listener: (message: AgentServerMessage) => void): void;
  onClose(listener: (code: number, reason: string) => void): void;
  close(code?: number, reason?: string): void;
};

export type StartSessionOptions = {
  agentType: AgentType;
  channel: VoiceChannel;
  /** Aborted when the browser leaves while the agent is still connecting. */
  signal: AbortSignal;
};

export type VoiceAgentProvider = {
  readonly name: 'elevenlabs' | 'simulated';
  startSession(options: StartSessionOptions): Promise<ProviderSession>;
};

/** A provider failure: visitorMessage is safe to show; detail is for the log (never secrets or URLs). */
export class ProviderError extends Error {
  constructor(
    readonly visitorMessage: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Buffers messages and the close until the gateway has attached its listeners. */
export class SessionEvents {
  private messageListener?: (message: AgentServerMessage) => void;
  private closeListener?: (code: number, reason: string) => void;
  private queued: AgentServerMessage[] = [];
  private closed?: { code: number; reason: string };

  onMessage(listener: (message: AgentServerMessage) => void) {
    this.messageListener = listener;
    for (const message of this.queued.splice(0)) listener(message);
    if (this.closed) this.closeListener?.(this.closed.code, this.closed.reason);
  }

  onClose(listener: (code: number, reason: string) => void) {
    this.closeListener = listener;
    if (this.closed && this.messageListener) listener(this.closed.code, this.closed.reason);
  }

  emitMessage(message: AgentServerMessage) {
    if (this.closed) return;
    if (this.messageListener) this.messageListener(message);
    else this.queued.push(message);
  }

  emitClose(code: number, reason: string) {
    if (this.closed) return;
    this.closed = { code, reason };
    if (this.messageListener) this.closeListener?.(code, reason);
  }
}

/** Internal failures (database, bugs) by name and code only: driver messages can hold SQL. */
export function describeInternalError(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const state = sqlState(error);
  return state ? `${name} (SQLSTATE ${state})` : name;
}

/** Network and socket errors for logs: codes and messages, with any URL (signed URLs carry tokens) cut out. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return `${text}${typeof code === 'string' ? ` (${code})` : ''}`.replace(/\b[a-z]+:\/\/\S+/gi, '[url]');
}
