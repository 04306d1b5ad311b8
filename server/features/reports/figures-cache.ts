/**
 * Report figures kept for a short while per tenant and period (decision 044): counting a large
 * tenant's tickets and claims takes hundreds of milliseconds, and a Reports page is opened far more
 * often than its figures change meaningfully. Requests that arrive while the figures are being
 * counted wait for that one count instead of starting their own.
 */
export type FiguresCache<T> = { get(key: string, compute: () => Promise<T>): Promise<T> };

type Entry<T> = { value: Promise<T>; expiresAt: number };

export function figuresCache<T>(ttlMs: number, maxEntries = 1000, now = () => Date.now()): FiguresCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, compute) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      if (ttlMs <= 0) return compute();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = compute();
      const entry = { value, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      // A failed count is not kept: the next request counts again.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
  };
}
