import { describe, expect, it } from 'vitest';
import { EMBEDDED_TICKETS_ADVICE, ticketsAdvice, WaitWatch } from './embedded-advice';

describe('advice on the embedded database', () => {
  it('says nothing up to the ticket threshold and names PostgreSQL past it', () => {
    expect(ticketsAdvice(EMBEDDED_TICKETS_ADVICE)).toBeUndefined();
    expect(ticketsAdvice(400_000)).toMatch(/about 400,000 tickets.*PostgreSQL.*DATABASE_URL/);
  });

  it('speaks once when a minute of requests waited long for their turn, and not for short waits', () => {
    let now = 0;
    const said: string[] = [];
    const watch = new WaitWatch(
      (line) => said.push(line),
      () => now,
    );
    for (let i = 0; i < 200; i += 1) watch.record(20);
    expect(said).toEqual([]);
    for (let i = 0; i < 400; i += 1) {
      now += 10;
      watch.record(600);
    }
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/waiting 600 ms.*PostgreSQL/);
    now += 60 * 60_000;
    for (let i = 0; i < 200; i += 1) watch.record(600);
    expect(said).toHaveLength(2);
  });
});
