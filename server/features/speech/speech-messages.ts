import type { FieldListening } from './recognition/field-hearing';

/**
 * What the server asks a speech worker process, and what it answers (each carries a request id).
 * Audio travels as base64 PCM16 in plain JSON messages.
 */
export type SpeechRequest =
  | { kind: 'synthesize'; text: string }
  | { kind: 'start-recognizer'; modelDir: string; maxStreams: number }
  | { kind: 'open-stream'; stream: number; voice?: number[]; listen?: FieldListening }
  | { kind: 'stream-audio'; stream: number; pcm: string }
  | { kind: 'finish-stream'; stream: number }
  | { kind: 'cancel-stream'; stream: number };

export type SpeechReply = { id: number } & (
  | { kind: 'synthesized'; pcm: string; sampleRate: number }
  | { kind: 'recognizer-started' }
  | { kind: 'recognized'; text: string; voice: number[] }
  | { kind: 'failed'; message: string }
);
