import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './databases';

/** Vitest global setup for API tests: one migration per run and driver, not one per file. */
export default async function setup(project: TestProject) {
  await prepareTemplates([project.config.env?.TEST_DB === 'pg' ? 'pg' : 'pglite']);
}
