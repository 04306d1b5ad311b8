import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../domain/api-types';

/** Router refusals (a URL that is not valid percent-encoding, a path parameter over the limit). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { message: 'The address is too long', code: 'VALIDATION_ERROR' }
      : { message: 'The address could not be read', code: 'VALIDATION_ERROR' };
  return reply.code(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400).send(body);
}

const CLIENT_ERRORS: Record<string, { status: string; body: ApiError }> = {
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    body: { message: 'The request headers are too large', code: 'PAYLOAD_TOO_LARGE' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    body: { message: 'The request took too long to arrive', code: 'VALIDATION_ERROR' },
  },
};
const BAD_REQUEST = {
  status: '400 Bad Request',
  body: { message: 'The request could not be read', code: 'VALIDATION_ERROR' } satisfies ApiError,
};

/** Node's HTTP parser refusals, before fastify sees a request: answered in the same shape. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
