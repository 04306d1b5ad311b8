import { pcmFromBytes } from './pcm';

/** PCM16 mono samples of a RIFF/WAVE file (the first channel if there are several). */
export function readWav(file: Buffer): { samples: Int16Array; sampleRate: number } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let sampleRate = 0;
  let channels = 1;
  for (let offset = 12; offset + 8 <= file.length;) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (file.readUInt16LE(body) !== 1 || file.readUInt16LE(body + 14) !== 16)
        throw new Error('not 16-bit PCM');
      channels = file.readUInt16LE(body + 2);
      sampleRate = file.readUInt32LE(body + 4);
    } else if (id === 'data') {
      const all = pcmFromBytes(file.subarray(body, Math.min(file.length, body + size)));
      if (channels === 1) return { samples: all, sampleRate };
      const mono = new Int16Array(Math.floor(all.length / channels));
      for (let i = 0; i < mono.length; i += 1) mono[i] = all[i * channels]!;
      return { samples: mono, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** A 16-bit mono WAV file (for tests and tools that hand audio to other programs). */
export function writeWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}
