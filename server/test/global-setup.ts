import type { TestProject } from 'vitest/node';
import { dropTemplates, newTemplateLocation, prepareTemplates, type TemplateLocation } from './databases';

/** Vitest global setup for API tests: one migration per run and driver, not one per file. */
export default async function setup(project: TestProject) {
  const where = newTemplateLocation();
  await prepareTemplates([project.config.env?.TEST_DB === 'pg' ? 'pg' : 'pglite'], where);
  project.provide('testDbTemplate', where);
  return () => dropTemplates(where);
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TemplateLocation;
  }
}
