/** A small scenario language for the fake ElevenLabs agent: what it does after the client's first frame. */
export type AudioFormatName =
  'pcm_8000' | 'pcm_16000' | 'pcm_22050' | 'pcm_24000' | 'pcm_44100' | 'pcm_48000' | 'ulaw_8000';

export type ScenarioStep =
  | { do: 'metadata'; conversationId?: string; inputFormat?: AudioFormatName; outputFormat?: AudioFormatName }
  | { do: 'wait'; ms: number }
  | { do: 'agent_response'; text: string }
  | { do: 'user_transcript'; text: string }
  | { do: 'audio'; chunks: number; bytes?: number; intervalMs?: number }
  | { do: 'interruption' }
  | { do: 'ping'; expectPong?: boolean; timeoutMs?: number; pingMs?: number }
  | {
      do: 'tool_call';
      name: string;
      parameters?: Record<string, unknown>;
      awaitResult?: boolean;
      timeoutMs?: number;
    }
  | { do: 'error'; code: 1000 | 1002 | 1008 | 1011; message: string; errorType?: string }
  | { do: 'close'; code: number; reason?: string }
  | { do: 'drop' }
  | { do: 'await_user_audio'; chunks: number; timeoutMs?: number }
  | { do: 'await_message'; type: string; timeoutMs?: number };

/** Step builders: `[step.metadata(), step.say('Hi'), step.audio(3), step.close(1000)]`. */
export const step = {
  metadata: (options: Omit<Extract<ScenarioStep, { do: 'metadata' }>, 'do'> = {}): ScenarioStep => ({
    do: 'metadata',
    ...options,
  }),
  wait: (ms: number): ScenarioStep => ({ do: 'wait', ms }),
  say: (text: string): ScenarioStep => ({ do: 'agent_response', text }),
  heard: (text: string): ScenarioStep => ({ do: 'user_transcript', text }),
  audio: (chunks: number, options: { bytes?: number; intervalMs?: number } = {}): ScenarioStep => ({
    do: 'audio',
    chunks,
    ...options,
  }),
  interruption: (): ScenarioStep => ({ do: 'interruption' }),
  ping: (options: { expectPong?: boolean; timeoutMs?: number; pingMs?: number } = {}): ScenarioStep => ({
    do: 'ping',
    expectPong: true,
    ...options,
  }),
  toolCall: (name: string, parameters: Record<string, unknown> = {}, awaitResult = true): ScenarioStep => ({
    do: 'tool_call',
    name,
    parameters,
    awaitResult,
  }),
  error: (code: 1000 | 1002 | 1008 | 1011, message: string, errorType?: string): ScenarioStep => ({
    do: 'error',
    code,
    message,
    errorType,
  }),
  close: (code: number, reason?: string): ScenarioStep => ({ do: 'close', code, reason }),
  drop: (): ScenarioStep => ({ do: 'drop' }),
  awaitUserAudio: (chunks: number, timeoutMs?: number): ScenarioStep => ({
    do: 'await_user_audio',
    chunks,
    timeoutMs,
  }),
  awaitMessage: (type: string, timeoutMs?: number): ScenarioStep => ({
    do: 'await_message',
    type,
    timeoutMs,
  }),
};

/** The default: answer like a healthy agent and keep the line open. */
export const HEALTHY: ScenarioStep[] = [step.metadata()];
