import { bytesFromPcm, pcmFromBytes } from './audio/pcm';
import { DecoderStreams } from './recognition/decoder-streams';
import { writeDomainModel } from './recognition/language-model';
import { cmuPronunciation, flitePronouncer } from './recognition/pronunciations';
import type { SpeechReply, SpeechRequest } from './speech-messages';
import { FliteSynthesizer } from './synthesis/flite';

/** A speech worker process: synthesizes sentences and decodes recognition streams, one at a time. */
// Compiled as the worker starts, so the first reply does not wait for it.
const synthesizer = FliteSynthesizer.load();
let streams: DecoderStreams | undefined;

function reply(message: SpeechReply) {
  process.send!(message);
}

async function handle(request: SpeechRequest & { id: number }) {
  switch (request.kind) {
    case 'synthesize': {
      const { samples, sampleRate } = (await synthesizer).synthesize(request.text);
      return reply({
        id: request.id,
        kind: 'synthesized',
        pcm: bytesFromPcm(samples).toString('base64'),
        sampleRate,
      });
    }
    case 'start-recognizer':
      // A tenant's word the domain's dictionary lacks is looked up in the CMU dictionary: read it
      // now (about 0.2 s), before the name lists look up theirs in it, rather than in the first
      // caller's turn that names one.
      cmuPronunciation('');
      // Tenant names the CMU dictionary lacks are listened for as Flite would say them.
      streams = new DecoderStreams(
        writeDomainModel(request.modelDir),
        request.maxStreams,
        flitePronouncer(await synthesizer.catch(() => undefined)),
      );
      return reply({ id: request.id, kind: 'recognizer-started' });
    case 'open-stream':
      return streams?.open(request.stream, request.voice, request.listen);
    case 'stream-audio':
      return streams?.push(request.stream, pcmFromBytes(Buffer.from(request.pcm, 'base64')));
    case 'finish-stream':
      return reply({
        id: request.id,
        kind: 'recognized',
        ...(streams?.finish(request.stream) ?? { text: '', voice: [] }),
      });
    case 'cancel-stream':
      return streams?.cancel(request.stream);
  }
}

process.on('message', (request: SpeechRequest & { id: number }) => {
  handle(request).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (request.id) reply({ id: request.id, kind: 'failed', message });
    else console.error(`speech worker: ${request.kind} failed: ${message}`);
  });
});

// The server went away (or closed us): nothing is left to do.
process.on('disconnect', () => process.exit(0));
