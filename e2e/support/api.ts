import { expect, type APIRequestContext } from '@playwright/test';

/** JSON from an API call made with the signed-in page's cookies. */
export async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

export async function apiTotal(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return Number(response.headers()['x-total-count']);
}

export async function apiPost<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `POST ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A short unique token so parallel tests can find the rows they created. */
export function uniqueToken(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
