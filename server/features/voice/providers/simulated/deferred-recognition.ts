import type { CallerVoice, FieldListening, RecognitionStream, RecognizerStatus } from '../../../speech';

type Recognizer = {
  readonly recognizer: Promise<RecognizerStatus>;
  openStream(caller?: CallerVoice, listen?: FieldListening): RecognitionStream | undefined;
};

/**
 * A turn that starts while the recognizer is still loading (the first words of the first call
 * after a start): its audio is kept and recognized once the recognizer is ready, rather than the
 * visitor being told the agent cannot hear. Finishes with null when no recognizer ever comes.
 */
export function deferredRecognition(speech: Recognizer, caller?: CallerVoice, listen?: FieldListening) {
  const waiting: Int16Array[] = [];
  let stream: RecognitionStream | undefined;
  let cancelled = false;
  const ready = speech.recognizer.then((status) => {
    if (!status.available || cancelled) return false;
    stream = speech.openStream(caller, listen);
    for (const samples of waiting.splice(0)) stream?.push(samples);
    return stream !== undefined;
  });
  return {
    push(samples: Int16Array) {
      if (stream) stream.push(samples);
      else if (!cancelled) waiting.push(samples);
    },
    async finish(): Promise<string | null> {
      return (await ready) && stream ? stream.finish() : null;
    },
    cancel() {
      cancelled = true;
      waiting.length = 0;
      stream?.cancel();
    },
  };
}
