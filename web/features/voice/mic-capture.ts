import { PCM_BUFFER_SAMPLES, PCM_SAMPLE_RATE, WEBM_BITS_PER_SECOND, WEBM_CHUNK_MS } from '@domain/voice';
import workletUrl from './pcm-recorder.worklet.ts?worker&url';

export type MicCapture = { stop: () => void };

/** pcm_16000 agents: an AudioWorklet resamples to 16 kHz PCM16 in 4096-sample buffers. */
export async function startPcmCapture(
  context: AudioContext,
  stream: MediaStream,
  onBuffer: (samples: Int16Array) => void,
): Promise<MicCapture> {
  await context.audioWorklet.addModule(workletUrl);
  const source = context.createMediaStreamSource(stream);
  const recorder = new AudioWorkletNode(context, 'pcm-recorder', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
    processorOptions: { targetRate: PCM_SAMPLE_RATE, bufferSamples: PCM_BUFFER_SAMPLES },
  });
  recorder.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onBuffer(new Int16Array(event.data));
  source.connect(recorder);
  // The node writes silence; connecting it keeps the graph pulling it in every browser.
  recorder.connect(context.destination);
  return {
    stop: () => {
      recorder.port.onmessage = null;
      source.disconnect();
      recorder.disconnect();
    },
  };
}

/** Every other input format: webm/opus from MediaRecorder in 100 ms chunks at 48 kbps. */
export function startWebmCapture(stream: MediaStream, onChunk: (chunk: Blob) => void): MicCapture {
  const mimeType = ['audio/webm;codecs=opus', 'audio/webm'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: WEBM_BITS_PER_SECOND });
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) onChunk(event.data);
  };
  recorder.start(WEBM_CHUNK_MS);
  return {
    stop: () => {
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
