import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_FILES_ON_ONE_DATABASE,
  CHECKED_BY_THE_FUZZER,
  ON_POSTGRES_WHEN_REACHABLE,
  PROPERTY_SUITES,
  ROLE_MATRICES,
} from './api-files-on-one-database';

/** Reaching the database other than through the API: a row read, a driver, a schema import. */
const READS_THE_DATABASE =
  /\.database\.(db|pool|pglite)|from '[./]*\/db\/|currentDriver|TEST_DB|storedTranscript|sessionRow|dailyCount/;

describe('API files run on the embedded database only', () => {
  it.each(API_FILES_ON_ONE_DATABASE)('%s exists and never reads the database itself', (file) => {
    expect(file).toMatch(/\.api\.test\.ts$/);
    const source = fs.readFileSync(file, 'utf8');
    expect(source.match(READS_THE_DATABASE)?.[0]).toBeUndefined();
  });
});

describe('generated-input suites, on both databases in the deep run only', () => {
  it.each(PROPERTY_SUITES)('%s exists and reads its run count from FUZZ_RUNS', (file) => {
    expect(file).toMatch(/\.api\.test\.ts$/);
    expect(fs.readFileSync(file, 'utf8')).toContain('FUZZ_RUNS');
  });
});

describe('files the fuzzer covers on the embedded database', () => {
  it.each(CHECKED_BY_THE_FUZZER)('%s checks what the oracle checks', (file) => {
    expect(fs.readFileSync(file, 'utf8')).toContain('declaredAnswerProblem');
    expect(fs.readFileSync('server/test/security/oracle.ts', 'utf8')).toContain('declaredAnswerProblem');
  });
});

describe('role matrices, on one database', () => {
  it.each(ROLE_MATRICES)('%s exists and loops over the roles', (file) => {
    expect(file).toMatch(/\.api\.test\.ts$/);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/for \(const who of (CLAIM_ROLES|WHO)\)/);
  });

  it('leave the embedded run only when PostgreSQL answers, and no file is in two lists', () => {
    const everyList = [...API_FILES_ON_ONE_DATABASE, ...PROPERTY_SUITES, ...ON_POSTGRES_WHEN_REACHABLE];
    expect(new Set(everyList).size).toBe(everyList.length);
    expect(ON_POSTGRES_WHEN_REACHABLE).toEqual(expect.arrayContaining(ROLE_MATRICES));
  });
});
