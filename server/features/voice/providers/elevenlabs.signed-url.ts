import { describeError, ProviderError } from './provider';

const UNAVAILABLE = 'The voice agent is not available right now. Please try again in a moment.';

/** GET /v1/convai/conversation/get-signed-url with the API key; the URL is a secret: never log it. */
export async function fetchSignedUrl(
  options: { apiKey: string; apiBase: string; timeoutMs: number },
  agentId: string,
  signal: AbortSignal,
): Promise<string> {
  const url = new URL('/v1/convai/conversation/get-signed-url', options.apiBase);
  url.searchParams.set('agent_id', agentId);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'xi-api-key': options.apiKey, accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderError(
      timedOut ? 'The voice agent did not answer in time. Please try again.' : UNAVAILABLE,
      `signed URL request failed: ${describeError(error)}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(UNAVAILABLE, `signed URL request answered ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as { signed_url?: unknown } | null;
  const signedUrl = body?.signed_url;
  if (typeof signedUrl !== 'string' || !/^wss?:\/\//.test(signedUrl)) {
    throw new ProviderError(UNAVAILABLE, 'signed URL response had no ws(s) signed_url');
  }
  return signedUrl;
}
