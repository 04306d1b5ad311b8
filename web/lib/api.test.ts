import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, HttpError, sendEarly } from './api';

describe('HttpError', () => {
  it("carries the server's error code from an error body", () => {
    const error = new HttpError(
      409,
      '{"message":"That record already exists","code":"CONFLICT"}',
      'Conflict',
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('409: {"message":"That record already exists","code":"CONFLICT"}');
  });

  it('has no code when the body is not the API error shape or names an unknown code', () => {
    expect(new HttpError(502, '<html>Bad gateway</html>', 'Bad Gateway').code).toBeUndefined();
    expect(new HttpError(500, 'null', 'Internal Server Error').code).toBeUndefined();
    expect(new HttpError(400, '{"message":"x","code":"SOMETHING_ELSE"}', 'Bad Request').code).toBeUndefined();
  });
});

describe('a GET sent early', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first request for its address, and only that one', async () => {
    const fetch = vi.fn(async () => Response.json(['first page']));
    vi.stubGlobal('fetch', fetch);
    sendEarly('/api/tickets?limit=10&offset=0');
    expect(await (await apiRequest('GET', '/api/tickets?limit=10&offset=0')).json()).toEqual(['first page']);
    expect(fetch).toHaveBeenCalledTimes(1);
    await apiRequest('GET', '/api/tickets?limit=10&offset=0');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is asked again when it failed, so the error comes from a request of its own time', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"message":"Not signed in"}', { status: 401 }))
      .mockResolvedValueOnce(Response.json(['signed in since']));
    vi.stubGlobal('fetch', fetch);
    sendEarly('/api/tickets?limit=10&offset=0');
    expect(await (await apiRequest('GET', '/api/tickets?limit=10&offset=0')).json()).toEqual([
      'signed in since',
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
