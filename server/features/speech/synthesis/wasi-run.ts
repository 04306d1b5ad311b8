/**
 * Runs a WASI (preview 1) command-line program once, in memory: its arguments, one output file it
 * may create in a single preopened folder, written front to back, and its exit code. Only the
 * calls a C program built with wasi-libc makes to write a file are provided: a program that
 * imports others does not link.
 *
 * Why not Node's own `node:wasi` (experimental in Node 20): with it, the speech worker, a process
 * that runs Flite for sentence after sentence, died of SIGSEGV in about one of twenty lifetimes
 * of ten sentences, taking its callers' turns with it (docs/decisions/067-flite-without-node-wasi.md).
 */

const ERRNO = { success: 0, badf: 8, noent: 44, spipe: 70 } as const;
const FILETYPE = { characterDevice: 2, directory: 3, regularFile: 4 } as const;
const ALL_RIGHTS = 0x1fffffffn;
const PREOPEN_FD = 3;
const FILE_FD = 4;

export type WasiRunOptions = {
  /** argv, the program's name first. */
  args: string[];
  /** The folder the program sees, e.g. "/out". */
  folder: string;
  /** The one file it may create there, e.g. "speech.wav". */
  fileName: string;
};

export type WasiRunResult = {
  exitCode: number;
  /** The file's bytes, or undefined when the program did not create it. */
  file?: Buffer;
  /** What the program wrote to stdout and stderr, for an error message. */
  output: string;
  /** Memory pages (64 KiB) at the start and at the end: a program that allocates grows it. */
  pages: { before: number; after: number };
};

class Exit {
  constructor(readonly code: number) {}
}

export function runWasi(module: WebAssembly.Module, options: WasiRunOptions): WasiRunResult {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const args = options.args.map((arg) => encoder.encode(`${arg}\0`));
  const folderName = encoder.encode(options.folder);
  const output: string[] = [];
  let file: Buffer[] | undefined;

  // Views are made at each call: growing the memory replaces its buffer.
  const memory = () => instance.exports.memory as WebAssembly.Memory;
  const view = () => new DataView(memory().buffer);
  const bytesAt = (pointer: number, length: number) => new Uint8Array(memory().buffer, pointer, length);
  const iovecs = (pointer: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const at = pointer + index * 8;
      return bytesAt(view().getUint32(at, true), view().getUint32(at + 4, true));
    });

  const wasi = {
    args_sizes_get(countPointer: number, sizePointer: number) {
      view().setUint32(countPointer, args.length, true);
      view().setUint32(
        sizePointer,
        args.reduce((sum, arg) => sum + arg.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(pointers: number, buffer: number) {
      let at = buffer;
      args.forEach((arg, index) => {
        view().setUint32(pointers + index * 4, at, true);
        bytesAt(at, arg.length).set(arg);
        at += arg.length;
      });
      return ERRNO.success;
    },
    clock_time_get(_id: number, _precision: bigint, timePointer: number) {
      view().setBigUint64(timePointer, BigInt(Date.now()) * 1_000_000n, true);
      return ERRNO.success;
    },
    fd_prestat_get(fd: number, pointer: number) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      view().setUint32(pointer, 0, true); // a directory
      view().setUint32(pointer + 4, folderName.length, true);
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd: number, pointer: number, length: number) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      bytesAt(pointer, Math.min(length, folderName.length)).set(folderName.subarray(0, length));
      return ERRNO.success;
    },
    fd_fdstat_get(fd: number, pointer: number) {
      const type =
        fd <= 2
          ? FILETYPE.characterDevice
          : fd === PREOPEN_FD
            ? FILETYPE.directory
            : fd === FILE_FD && file
              ? FILETYPE.regularFile
              : undefined;
      if (type === undefined) return ERRNO.badf;
      view().setUint8(pointer, type);
      view().setUint16(pointer + 2, 0, true);
      view().setBigUint64(pointer + 8, ALL_RIGHTS, true);
      view().setBigUint64(pointer + 16, ALL_RIGHTS, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags: () => ERRNO.success,
    path_open(
      dirFd: number,
      _dirFlags: number,
      pathPointer: number,
      pathLength: number,
      _openFlags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      _fdFlags: number,
      fdPointer: number,
    ) {
      const path = decoder.decode(bytesAt(pathPointer, pathLength));
      if (dirFd !== PREOPEN_FD || path !== options.fileName) return ERRNO.noent;
      file = [];
      view().setUint32(fdPointer, FILE_FD, true);
      return ERRNO.success;
    },
    fd_write(fd: number, iovs: number, count: number, writtenPointer: number) {
      const chunks = iovecs(iovs, count);
      if (fd === FILE_FD && file) file.push(...chunks.map((chunk) => Buffer.from(chunk)));
      else if (fd === 1 || fd === 2) output.push(...chunks.map((chunk) => decoder.decode(chunk)));
      else return ERRNO.badf;
      view().setUint32(
        writtenPointer,
        chunks.reduce((sum, chunk) => sum + chunk.length, 0),
        true,
      );
      return ERRNO.success;
    },
    fd_read(fd: number, _iovs: number, _count: number, readPointer: number) {
      if (fd !== 0) return ERRNO.badf;
      view().setUint32(readPointer, 0, true); // stdin is empty
      return ERRNO.success;
    },
    fd_seek: () => ERRNO.spipe, // files are written front to back, as Flite writes its WAV
    fd_close: (fd: number) => (fd === FILE_FD || fd <= PREOPEN_FD ? ERRNO.success : ERRNO.badf),
    proc_exit(code: number) {
      throw new Exit(code);
    },
  };

  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
  const before = memory().buffer.byteLength / 65_536;
  let exitCode = 0;
  try {
    (instance.exports._start as () => void)();
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    exitCode = error.code;
  }
  return {
    exitCode,
    file: file && Buffer.concat(file),
    output: output.join(''),
    pages: { before, after: memory().buffer.byteLength / 65_536 },
  };
}
