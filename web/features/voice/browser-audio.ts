import { AgentPlayer, type AgentPlayerEvents } from './agent-player';
import { startPcmCapture, startWebmCapture, type MicCapture } from './mic-capture';

/** Everything the call does with Web Audio, behind one seam so the call logic tests without it. */
export type CallAudio = {
  startPcmCapture: (stream: MediaStream, onBuffer: (samples: Int16Array) => void) => Promise<MicCapture>;
  startWebmCapture: (stream: MediaStream, onChunk: (chunk: Blob) => void) => MicCapture;
  createPlayer: (
    sampleRate: number,
    events: AgentPlayerEvents,
  ) => Pick<AgentPlayer, 'enqueue' | 'interrupt' | 'close'>;
  close: () => void;
};

/**
 * One AudioContext for capture and playback. It must be created inside the Start Call click:
 * browsers only let audio play from a context that a user gesture started.
 */
export function createBrowserAudio(): CallAudio {
  const context = new AudioContext();
  void context.resume().catch(() => undefined);
  return {
    startPcmCapture: (stream, onBuffer) => startPcmCapture(context, stream, onBuffer),
    startWebmCapture: (stream, onChunk) => startWebmCapture(stream, onChunk),
    createPlayer: (sampleRate, events) => new AgentPlayer(context, sampleRate, events),
    close: () => {
      if (context.state !== 'closed') void context.close().catch(() => undefined);
    },
  };
}
