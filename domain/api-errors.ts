import type { z } from 'zod';
import type { apiErrorSchema } from './responses';

/**
 * Every code an error body may carry; the server's AppError and the web client share it. No zod
 * here at run time, so the web client's core reads codes without pulling zod into its chunk.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'BAD_GATEWAY',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body: { message, code, fieldErrors? }. */
export type ApiError = z.output<typeof apiErrorSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
