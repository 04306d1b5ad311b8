/**
 * Where a satisfaction survey's e-mailed links open; its own file, without zod, for the web app's
 * first load. The token and the chosen score travel in the fragment, which browsers never send to
 * a server, so the token reaches no access log or proxy (docs/decisions/091-satisfaction-surveys.md).
 */
export const RATE_PATH = '/rate';

export const surveyLink = (origin: string, token: string, score: number) =>
  `${origin}${RATE_PATH}#${token}:${score}`;
