/** What the event loop asks a speech worker thread, and what it answers (each carries a request id). */
export type SpeechRequest =
  | { kind: 'synthesize'; text: string }
  | { kind: 'start-recognizer'; modelDir: string; maxStreams: number }
  | { kind: 'open-stream'; stream: number }
  | { kind: 'stream-audio'; stream: number; samples: Int16Array }
  | { kind: 'finish-stream'; stream: number }
  | { kind: 'cancel-stream'; stream: number };

export type SpeechReply = { id: number } & (
  | { kind: 'synthesized'; samples: Int16Array; sampleRate: number }
  | { kind: 'recognizer-started' }
  | { kind: 'recognized'; text: string }
  | { kind: 'failed'; message: string }
);
