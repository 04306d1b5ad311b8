import { describe, expect, it } from 'vitest';
import { figuresCache } from './figures-cache';

function counter() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

describe('figuresCache', () => {
  it('counts once for concurrent requests and keeps the figures until they expire', async () => {
    let clock = 1_000;
    const cache = figuresCache<number>(60_000, 10, () => clock);
    const { compute, calls } = counter();
    expect(await Promise.all([cache.get('1:all-time', compute), cache.get('1:all-time', compute)])).toEqual([
      1, 1,
    ]);
    clock += 59_999;
    expect(await cache.get('1:all-time', compute)).toBe(1);
    clock += 1;
    expect(await cache.get('1:all-time', compute)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('keeps each tenant and period apart', async () => {
    const cache = figuresCache<string>(60_000);
    expect(await cache.get('1:all-time', async () => 'alpha')).toBe('alpha');
    expect(await cache.get('2:all-time', async () => 'bravo')).toBe('bravo');
    expect(await cache.get('1:this-year', async () => 'alpha this year')).toBe('alpha this year');
    expect(await cache.get('1:all-time', async () => 'recounted')).toBe('alpha');
  });

  it('counts every time when the lifetime is zero', async () => {
    const cache = figuresCache<number>(0);
    const { compute } = counter();
    expect([await cache.get('k', compute), await cache.get('k', compute)]).toEqual([1, 2]);
  });

  it('does not keep a failed count, and drops the oldest entry when full', async () => {
    const cache = figuresCache<number>(60_000, 2);
    await expect(cache.get('a', () => Promise.reject(new Error('database unavailable')))).rejects.toThrow();
    expect(await cache.get('a', async () => 1)).toBe(1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
