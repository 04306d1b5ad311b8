import { isErrorCode, type ErrorCode } from '@domain/api-errors';

/**
 * The one way the web app talks to the server (spec section 7): cookies always, a JSON content
 * type only when there is a payload, and any non-OK answer raised as "<status>: <body text>".
 */
export class HttpError extends Error {
  /** The server's error code, when the body is the API's error shape. */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.code = errorCodeOf(bodyText);
  }
}

function errorCodeOf(bodyText: string): ErrorCode | undefined {
  try {
    const { code } = JSON.parse(bodyText) as { code?: unknown };
    return isErrorCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

async function raiseUnlessOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  throw new HttpError(response.status, await response.text(), response.statusText);
}

/** GET requests sent before the code that reads them has loaded (web/main.tsx), by address. */
const earlyAnswers = new Map<string, Promise<Response | undefined>>();

/** Sends a GET now, for the first apiRequest or fetchEarlyOr of the same address to pick up. */
export function sendEarly(url: string) {
  const answer = fetch(url, { credentials: 'include' }).then(async (response) => {
    if (response.ok) return response;
    // Read to the end, or the request never finishes loading; the reader asks again.
    await response.text();
    return undefined;
  });
  earlyAnswers.set(url, answer);
}

/**
 * The answer of an early GET to this address, once, else a fresh request; an early request that
 * failed is sent again, so an error comes from a request of its own time (e.g. after signing in).
 */
export async function fetchEarlyOr(url: string, fetchNow: () => Promise<Response>): Promise<Response> {
  const early = earlyAnswers.get(url);
  earlyAnswers.delete(url);
  const response = await early?.catch(() => undefined);
  return response ?? fetchNow();
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const send = () =>
    fetch(url, {
      method,
      credentials: 'include',
      headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
  return raiseUnlessOk(method === 'GET' ? await fetchEarlyOr(url, send) : await send());
}

/** Sends a form with files; the browser writes the multipart body and its boundary. */
export async function sendForm<T>(url: string, form: FormData): Promise<T> {
  const response = await raiseUnlessOk(
    await fetch(url, { method: 'POST', credentials: 'include', body: form }),
  );
  return (await response.json()) as T;
}

/** Turns the non-empty entries of params into a query string. */
export function withQuery(url: string, params?: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

export async function getJson<T>(
  url: string,
  params?: Record<string, string | number | null | undefined>,
): Promise<T> {
  const response = await apiRequest('GET', withQuery(url, params));
  return (await response.json()) as T;
}

/** A list page: the items and the X-Total-Count the server sends with them, which may be an estimate. */
export async function getPage<T>(
  url: string,
  params?: Record<string, string | number | null | undefined>,
): Promise<{ items: T[]; total: number; totalIsEstimate: boolean }> {
  const response = await apiRequest('GET', withQuery(url, params));
  const items = (await response.json()) as T[];
  return {
    items,
    total: Number(response.headers.get('X-Total-Count') ?? items.length),
    totalIsEstimate: response.headers.get('X-Total-Is-Estimate') === 'true',
  };
}

export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, data);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's own message from an error body, for toasts that show it; else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    try {
      const parsed = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      if (error.bodyText && error.bodyText.length < 200) return error.bodyText;
    }
  }
  return fallback;
}

/** Field messages from a 400 (or a 409 naming the field taken), keyed by field path, for form fields. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) return {};
  try {
    return (JSON.parse(error.bodyText) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
  } catch {
    return {};
  }
}
