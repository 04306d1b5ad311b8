/**
 * A streaming reader for the WebM (Matroska/EBML) that MediaRecorder produces: it pulls the Opus
 * track's settings and its frames out of chunks cut at arbitrary byte offsets. Only the first
 * chunk carries the EBML header; Segment and Cluster have "unknown" sizes in a live recording, so
 * the reader walks the element stream flat instead of building a tree.
 */

export class WebmReadError extends Error {}

export type OpusTrackInfo = { channels: number; sampleRate: number; preSkip: number };
export type WebmChunkResult = { track?: OpusTrackInfo; frames: Uint8Array[] };

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  audio: 0xe1,
  blockGroup: 0xa0,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  channels: 0x9f,
  simpleBlock: 0xa3,
  block: 0xa1,
} as const;

/** Master elements whose children we read in place (their size may be unknown). */
const CONTAINERS = new Set<number>([
  ID.segment,
  ID.cluster,
  ID.tracks,
  ID.trackEntry,
  ID.audio,
  ID.blockGroup,
]);
/** Elements whose payload we need whole; everything else is skipped by its size. */
const LEAVES = new Set<number>([
  ID.trackNumber,
  ID.codecId,
  ID.codecPrivate,
  ID.channels,
  ID.simpleBlock,
  ID.block,
]);

type Vint = { value: number; length: number; unknown: boolean };

/** Reads an EBML variable-length integer; keepMarker for element ids. */
function readVint(bytes: Uint8Array, offset: number, maxLength: number, keepMarker: boolean): Vint | null {
  if (offset >= bytes.length) return null;
  const first = bytes[offset]!;
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength) throw new WebmReadError('The audio stream is not valid WebM');
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[offset + i]!;
    allOnes &&= bytes[offset + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

type Entry = { number?: number; codec?: string; channels?: number; preSkip?: number };

export class WebmOpusReader {
  private pending: Uint8Array = new Uint8Array(0);
  private skipRemaining = 0;
  private started = false;
  private entry: Entry = {};
  private opusTrack?: Entry;
  private announced = false;

  constructor(private readonly maxElementBytes: number) {}

  push(chunk: Uint8Array): WebmChunkResult {
    const result: WebmChunkResult = { frames: [] };
    let bytes = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    if (!this.started) {
      if (bytes.length >= 4 && readVint(bytes, 0, 4, true)?.value !== ID.ebml) {
        throw new WebmReadError('The audio stream must start with a WebM header');
      }
      this.started = bytes.length >= 4;
    }
    while (offset < bytes.length) {
      if (this.skipRemaining > 0) {
        const skipped = Math.min(this.skipRemaining, bytes.length - offset);
        this.skipRemaining -= skipped;
        offset += skipped;
        continue;
      }
      const id = readVint(bytes, offset, 4, true);
      const size = id && readVint(bytes, offset + id.length, 8, false);
      if (!id || !size) break;
      const bodyStart = offset + id.length + size.length;
      if (CONTAINERS.has(id.value)) {
        if (id.value === ID.trackEntry) this.entry = {};
        offset = bodyStart;
        continue;
      }
      if (size.unknown) throw new WebmReadError('The audio stream is not valid WebM');
      if (!LEAVES.has(id.value)) {
        this.skipRemaining = size.value;
        offset = bodyStart;
        continue;
      }
      if (size.value > this.maxElementBytes) throw new WebmReadError('An audio block is too large');
      if (bodyStart + size.value > bytes.length) break;
      this.readLeaf(id.value, bytes.subarray(bodyStart, bodyStart + size.value), result);
      offset = bodyStart + size.value;
    }
    bytes = bytes.subarray(offset);
    this.pending = Uint8Array.from(bytes);
    if (this.pending.length > this.maxElementBytes + 16)
      throw new WebmReadError('An audio block is too large');
    return result;
  }

  private readLeaf(id: number, body: Uint8Array, result: WebmChunkResult) {
    const entry = this.entry;
    if (id === ID.trackNumber) entry.number = readUnsigned(body);
    else if (id === ID.channels) entry.channels = readUnsigned(body);
    else if (id === ID.codecId) entry.codec = Buffer.from(body).toString('latin1').replace(/\0+$/, '');
    else if (id === ID.codecPrivate && body.length >= 19) {
      // OpusHead: magic(8) version(1) channels(1) pre-skip(2, LE) ...
      entry.channels ??= body[9];
      entry.preSkip = body[10]! | (body[11]! << 8);
    } else if (id === ID.simpleBlock || id === ID.block) {
      this.readBlock(body, result);
    }
    if (entry.codec === 'A_OPUS' && entry.number !== undefined) this.opusTrack = entry;
  }

  private readBlock(body: Uint8Array, result: WebmChunkResult) {
    const track = readVint(body, 0, 8, false);
    if (!track || body.length < track.length + 3)
      throw new WebmReadError('The audio stream is not valid WebM');
    if (!this.opusTrack) throw new WebmReadError('The audio stream has no Opus track');
    if (track.value !== this.opusTrack.number) return;
    if (!this.announced) {
      const { channels = 1, preSkip = 0 } = this.opusTrack;
      result.track = { channels, preSkip, sampleRate: 48_000 };
      this.announced = true;
    }
    const flags = body[track.length + 2]!;
    const frames = body.subarray(track.length + 3);
    result.frames.push(...splitLaced(frames, (flags >> 1) & 3));
  }
}

function readUnsigned(body: Uint8Array): number {
  let value = 0;
  for (const byte of body) value = value * 256 + byte;
  return value;
}

/** Blocks from MediaRecorder hold one frame; fixed-size and Xiph lacing are read too. */
function splitLaced(data: Uint8Array, lacing: number): Uint8Array[] {
  if (lacing === 0) return [data];
  if (lacing === 3 || data.length < 1) throw new WebmReadError('EBML-laced audio blocks are not supported');
  const count = data[0]! + 1;
  let offset = 1;
  const sizes: number[] = [];
  if (lacing === 1) {
    for (let i = 0; i < count - 1; i += 1) {
      let size = 0;
      let byte = 255;
      while (byte === 255 && offset < data.length) {
        byte = data[offset++]!;
        size += byte;
      }
      sizes.push(size);
    }
  } else {
    const each = (data.length - 1) / count;
    if (!Number.isInteger(each)) throw new WebmReadError('The audio stream is not valid WebM');
    for (let i = 0; i < count - 1; i += 1) sizes.push(each);
  }
  const frames: Uint8Array[] = [];
  for (const size of sizes) {
    frames.push(data.subarray(offset, offset + size));
    offset += size;
  }
  if (offset > data.length) throw new WebmReadError('The audio stream is not valid WebM');
  frames.push(data.subarray(offset));
  return frames;
}
