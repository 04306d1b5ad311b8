import type { FastifyReply } from 'fastify';
import type { CallLimitFailure } from '../../../domain/call-limits';
import { CallLimitError } from './calls.service';

/** 429 with `details` and Retry-After (seconds to the next UTC midnight); other errors pass on. */
export function sendCallLimitFailure(reply: FastifyReply, error: unknown) {
  if (!(error instanceof CallLimitError)) throw error;
  const body: CallLimitFailure = { message: error.message, code: error.code, details: error.details };
  return reply
    .status(429)
    .header('Retry-After', String(error.retryAfterSeconds ?? 1))
    .send(body);
}
