import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipartBody, type UploadPart } from './files/sample-files';

export type TestResponse<T = unknown> = {
  status: number;
  body: T;
  text: string;
  /** The bytes as sent, for binary answers. */
  raw: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
};

type Body = Record<string, unknown> | unknown[] | string | Buffer | undefined;
type Extra = { headers?: Record<string, string>; query?: Record<string, string>; remoteAddress?: string };

/**
 * A browser-like client over app.inject: keeps the session cookie it is given and sends a
 * same-origin JSON request, the way the web app does.
 */
export class TestClient {
  cookie: string | undefined;
  constructor(
    private readonly app: FastifyInstance,
    cookie?: string,
  ) {
    this.cookie = cookie;
  }

  async request<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    body?: Body,
    extra: Extra = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...extra.headers };
    if (this.cookie && !('cookie' in headers)) headers.cookie = this.cookie;
    const isRaw = typeof body === 'string' || Buffer.isBuffer(body);
    if (body !== undefined && !isRaw && !('content-type' in headers)) {
      headers['content-type'] = 'application/json';
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      query: extra.query,
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
      payload: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
    });
    const setCookie = response.cookies.find((cookie) => cookie.name.endsWith('td_session'));
    if (setCookie) this.cookie = setCookie.value ? `${setCookie.name}=${setCookie.value}` : undefined;
    const type = String(response.headers['content-type'] ?? '');
    if (
      response.statusCode < 300 &&
      url.startsWith('/api/') &&
      response.body &&
      /^text\/(?:plain|html)/.test(type)
    )
      throw new Error(`${method} ${url} answered ${response.statusCode} as ${type}; the API answers JSON`);
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.statusCode,
      body: parsed as T,
      text: response.body,
      raw: response.rawPayload,
      headers: response.headers,
    };
  }

  get<T = unknown>(url: string, extra?: Extra) {
    return this.request<T>('GET', url, undefined, extra);
  }
  post<T = unknown>(url: string, body?: Body, extra?: Extra) {
    return this.request<T>('POST', url, body, extra);
  }
  patch<T = unknown>(url: string, body?: Body, extra?: Extra) {
    return this.request<T>('PATCH', url, body, extra);
  }
  put<T = unknown>(url: string, body?: Body, extra?: Extra) {
    return this.request<T>('PUT', url, body, extra);
  }
  /** A multipart/form-data upload of file parts, as a browser's FormData sends it. */
  upload<T = unknown>(
    url: string,
    parts: UploadPart[],
    extra: Extra & { fields?: Record<string, string> } = {},
  ) {
    const { payload, contentType } = multipartBody(parts, extra.fields);
    return this.request<T>('POST', url, payload, {
      ...extra,
      headers: { 'content-type': contentType, ...extra.headers },
    });
  }
  delete<T = unknown>(url: string, extra?: Extra) {
    return this.request<T>('DELETE', url, undefined, extra);
  }
}
