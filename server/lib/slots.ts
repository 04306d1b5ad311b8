/**
 * At most `size` callers run at once; the others wait their turn in order. Used where each caller
 * holds a lot of memory for a while (an upload buffers up to 25 MB and decodes images).
 */
export function createSlots(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        release();
      }
    },
    get busy() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
