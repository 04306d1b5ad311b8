/** Accounts on the e2e server: the admin from start-server.mjs and the sample staff (server/db/seed.ts). */
export const ADMIN = { username: 'admin', email: 'admin@treaddesk.local', password: 'e2e-admin-password' };
export const SAMPLE_PASSWORD = 'treaddesk-demo-2025';
export const TENANT_ADMIN = { username: 'maria.lopez', password: SAMPLE_PASSWORD };
export const AGENT = { username: 'sam.carter', password: SAMPLE_PASSWORD };
/** The sample dealer's portal account (decision 086). */
export const DEALER_DESK = { username: 'dealer.desk', password: SAMPLE_PASSWORD };
