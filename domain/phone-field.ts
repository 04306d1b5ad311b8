import { z } from 'zod';
import { normalisePhone, PHONE_DIGITS } from './phone';

/** A required phone number, normalised as the spec says, then checked for ten digits. */
export function requiredPhone(message = 'Phone number is required') {
  return z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, { message, abort: true })
        .length(PHONE_DIGITS, `Phone number must have ${PHONE_DIGITS} digits`),
    );
}
