import WebSocket from 'ws';
import { AUDIO_FORMATS, type AudioFormat } from '../../../../domain/voice';
import type { AgentType } from '../../../../domain/agent-types';
import {
  describeError,
  ProviderError,
  SessionEvents,
  type AgentServerMessage,
  type ProviderSession,
  type StartSessionOptions,
  type VoiceAgentProvider,
} from './provider';
import { fetchSignedUrl } from './elevenlabs.signed-url';

export type ElevenLabsOptions = {
  apiKey: string;
  apiBase: string;
  agentIdFor: (agentType: AgentType) => string | undefined;
  timeoutMs: number;
  productName: string;
};

const UNAVAILABLE = 'The voice agent is not available right now. Please try again in a moment.';
const MAX_AGENT_FRAME_BYTES = 16 * 1024 * 1024;

/** ElevenLabs Agents over its WebSocket protocol: signed URL, `convai` subprotocol, metadata first. */
export function createElevenLabsProvider(options: ElevenLabsOptions): VoiceAgentProvider {
  return {
    name: 'elevenlabs',
    async startSession(start) {
      const agentId = options.agentIdFor(start.agentType);
      if (!agentId) throw new ProviderError(UNAVAILABLE, `no ElevenLabs agent id for ${start.agentType}`);
      const deadline = Date.now() + options.timeoutMs;
      const signedUrl = await fetchSignedUrl(options, agentId, start.signal);
      return connect(signedUrl, start, options, deadline);
    },
  };
}

function parseFrame(data: WebSocket.RawData, isBinary: boolean): AgentServerMessage | undefined {
  if (isBinary) return undefined;
  try {
    const value: unknown = JSON.parse(data.toString());
    const isMessage =
      typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
    return isMessage ? (value as AgentServerMessage) : undefined;
  } catch {
    return undefined;
  }
}

function formatOf(value: unknown): AudioFormat {
  if (value === undefined || value === null) return 'pcm_16000';
  if ((AUDIO_FORMATS as readonly unknown[]).includes(value)) return value as AudioFormat;
  throw new ProviderError(UNAVAILABLE, `unsupported audio format ${String(value).slice(0, 20)}`);
}

function connect(
  signedUrl: string,
  start: StartSessionOptions,
  options: ElevenLabsOptions,
  deadline: number,
): Promise<ProviderSession> {
  return new Promise((resolve, reject) => {
    const remaining = Math.max(1, deadline - Date.now());
    const socket = new WebSocket(signedUrl, ['convai'], {
      handshakeTimeout: remaining,
      perMessageDeflate: false,
      maxPayload: MAX_AGENT_FRAME_BYTES,
    });
    const events = new SessionEvents();
    let ready = false;
    const fail = (error: ProviderError) => {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      start.signal.removeEventListener('abort', onAbort);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(
      () =>
        fail(
          new ProviderError(
            'The voice agent did not answer in time. Please try again.',
            'no conversation metadata before the timeout',
          ),
        ),
      remaining,
    );
    const onAbort = () =>
      fail(new ProviderError(UNAVAILABLE, 'the visitor left while the agent was connecting'));
    start.signal.addEventListener('abort', onAbort, { once: true });

    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'conversation_initiation_client_data',
          dynamic_variables: {
            agent_type: start.agentType,
            channel: start.channel,
            product_name: options.productName,
          },
        }),
      );
    });
    socket.on('error', (error) =>
      fail(new ProviderError(UNAVAILABLE, `agent socket: ${describeError(error)}`)),
    );
    socket.on('close', (code, reason) => {
      if (!ready)
        fail(new ProviderError(UNAVAILABLE, `agent closed ${code} before the conversation started`));
      else events.emitClose(code, reason.toString().slice(0, 120));
    });
    socket.on('message', (data, isBinary) => {
      const message = parseFrame(data, isBinary);
      if (!message) return;
      if (ready) return events.emitMessage(message);
      if (message.type !== 'conversation_initiation_metadata') return;
      const meta = (message.conversation_initiation_metadata_event ?? {}) as Record<string, unknown>;
      try {
        const session = sessionOver(socket, events, {
          conversationId:
            typeof meta.conversation_id === 'string' ? meta.conversation_id : `el_${Date.now()}`,
          inputFormat: formatOf(meta.user_input_audio_format),
          outputFormat: formatOf(meta.agent_output_audio_format),
        });
        ready = true;
        clearTimeout(timer);
        start.signal.removeEventListener('abort', onAbort);
        resolve(session);
      } catch (error) {
        fail(error instanceof ProviderError ? error : new ProviderError(UNAVAILABLE, describeError(error)));
      }
    });
  });
}

function sessionOver(
  socket: WebSocket,
  events: SessionEvents,
  fields: Pick<ProviderSession, 'conversationId' | 'inputFormat' | 'outputFormat'>,
): ProviderSession {
  return {
    ...fields,
    send(message) {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    sendAudio(audio) {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (audio.json) socket.send(audio.json, { binary: false });
      else socket.send(JSON.stringify({ user_audio_chunk: audio.base64() }));
    },
    onMessage: (listener) => events.onMessage(listener),
    onClose: (listener) => events.onClose(listener),
    close(code = 1000, reason = '') {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close(code, reason);
      // A peer that never answers the close handshake must not keep the socket open.
      setTimeout(() => socket.terminate(), 2000).unref();
    },
  };
}
