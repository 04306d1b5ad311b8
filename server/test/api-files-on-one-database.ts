/**
 * API test files that run on the embedded database only (decision 077). Their subject is the wire,
 * not what is stored: speech heard on a call, an agent's tool calls and post-call data, what the
 * logs leave out, a webhook's body limit, the framework's own refusals, which mail hosts are
 * refused before connecting. What they store on the way is stored by code that files on both
 * databases cover. A file that reads the database itself stays on both: checked by
 * `api-files-on-one-database.test.ts`.
 */
export const API_FILES_ON_ONE_DATABASE = [
  'server/features/mail/mail-server-guard.api.test.ts',
  'server/features/voice/voice-claim-call.api.test.ts',
  'server/features/voice/voice-claim-call-spoken.api.test.ts',
  'server/features/voice/voice-claim-elevenlabs.api.test.ts',
  'server/features/voice/voice-logging.api.test.ts',
  'server/features/webhooks/webhooks-large.api.test.ts',
  'server/test/security/framework-errors.api.test.ts',
];

/**
 * Generated-input suites (decision 077): in `npm test` they run on the embedded database, a new
 * seed each run; `npm run test:fuzz` runs them on both databases, four times as deep. Their
 * subject is the rules every route keeps (no 5xx, no leak, the model's answers), which the same
 * PostgreSQL code enforces under both drivers; what differs by driver is covered by the other
 * API files, which run on both.
 */
export const PROPERTY_SUITES = [
  'server/test/security/fuzz.api.test.ts',
  'server/test/security/ticket-sequences.api.test.ts',
];

/**
 * Checked on the embedded database by the fuzzer's oracle, which parses every success it meets with
 * its route's declared schema: these run on PostgreSQL when one answers, else on the embedded one.
 */
export const CHECKED_BY_THE_FUZZER = ['server/test/response-schemas.api.test.ts'];

/**
 * Role × status matrices (decision 101): every role against every state of a claim, or every route,
 * hundreds of requests whose subject is who may do what, which the server decides above the driver.
 * They run on PostgreSQL when one answers, else on the embedded database; what each action does and
 * stores is tested on both databases (claim-adjustments, claim-locks, claim-credits and each
 * route's own file), and tenant isolation by the cross-tenant suite on both.
 */
export const ROLE_MATRICES = [
  'server/test/role-matrix.api.test.ts',
  'server/features/warranties/claim-adjustments-by-role.api.test.ts',
  'server/features/warranties/claim-decisions.api.test.ts',
  'server/features/warranties/claim-locks-by-role.api.test.ts',
];

/** The files that leave the embedded database's run when PostgreSQL answers. */
export const ON_POSTGRES_WHEN_REACHABLE = [...CHECKED_BY_THE_FUZZER, ...ROLE_MATRICES];
