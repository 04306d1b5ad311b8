import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/api-types';
import { AppError } from './errors';
import { isDatabaseUnavailable, sqlState, UNIQUE_VIOLATION, UNSTORABLE_TEXT } from './db-errors';

function send(reply: FastifyReply, status: number, body: ApiError, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined)
    reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return reply.status(status).send(body);
}

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function fieldErrorsOf(issues: ValidationIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.map(String).join('.') || '_';
    (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

const FASTIFY_ERRORS: Record<string, { status: number; code: ApiError['code']; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'Invalid Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Invalid Content-Type' },
};

/** One error body for every failure: { message, code, fieldErrors? }; never a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body: ApiError = { message: error.message, code: error.code };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return send(reply, error.status, body, error.retryAfterSeconds);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fieldErrors = fieldErrorsOf((error.validation ?? []) as ValidationIssue[]);
      const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
      return send(reply, 400, { message: first, code: 'VALIDATION_ERROR', fieldErrors });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, { message: known.message, code: known.code });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, 400, { message: 'The request could not be read', code: 'VALIDATION_ERROR' });
    }
    if (error.statusCode === 413) {
      return send(reply, 413, { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (error.statusCode === 415) {
      return send(reply, 415, {
        message: 'Send the request body as application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ code: sqlState(error) ?? 'unreachable' }, 'database unavailable');
      return send(
        reply,
        503,
        {
          message: 'The service is temporarily unavailable. Please try again shortly.',
          code: 'SERVICE_UNAVAILABLE',
        },
        5,
      );
    }
    if (UNSTORABLE_TEXT.has(sqlState(error) ?? '')) {
      return send(reply, 400, {
        message: 'The request contains characters that cannot be stored',
        code: 'VALIDATION_ERROR',
      });
    }
    if (sqlState(error) === UNIQUE_VIOLATION) {
      return send(reply, 409, { message: 'That record already exists', code: 'CONFLICT' });
    }
    // Stack frames only: a driver's message carries the SQL and its parameters (user data, secrets).
    const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
    request.log.error(
      { errorName: error.name, sqlState: sqlState(error), stack: frames?.join('\n') },
      'unhandled error',
    );
    return send(reply, 500, { message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });
  });
}
