/**
 * Where an invitation's e-mailed link opens; its own file, without zod, for the web app's first
 * load. The token travels in the fragment, which browsers never send to a server, so it reaches
 * no access log or proxy (docs/decisions/087-dealer-invitations.md).
 */
export const INVITATION_PATH = '/auth/invite';

export const invitationLink = (origin: string, token: string) => `${origin}${INVITATION_PATH}#${token}`;
