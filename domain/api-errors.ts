import { z } from 'zod';

/** Every code an error body may carry; the server's AppError and the web client share it. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'BAD_GATEWAY',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body: { message, code, fieldErrors? }. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.output<typeof apiErrorSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
