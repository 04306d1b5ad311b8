/** Recognises database failures by their driver codes, never by echoing their text (it holds SQL). */

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '53300', // too_many_connections
]);

type WithCause = { code?: unknown; cause?: unknown; message?: unknown; constraint?: unknown };

function chain(error: unknown): WithCause[] {
  const out: WithCause[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    out.push(current as WithCause);
    current = (current as WithCause).cause;
  }
  return out;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((link) => {
    if (typeof link.code === 'string' && CONNECTION_CODES.has(link.code)) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|Query read timeout|PGlite is closed/i.test(
      message,
    );
  });
}

/** The PostgreSQL SQLSTATE of a failed query, e.g. 23505 for a unique violation. */
export function sqlState(error: unknown): string | undefined {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const DEADLOCK_DETECTED = '40P01';
/** Text PostgreSQL cannot store (a NUL character, or one outside the database encoding). */
export const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
