import { describe, expect, it } from 'vitest';
import { LOCK_NAMESPACES } from './advisory-locks';
import { MIGRATION_LOCK_KEY } from '../db/migrate';

describe('advisory lock namespaces', () => {
  it('gives every purpose its own, apart from the migration lock', () => {
    const keys = [...Object.values(LOCK_NAMESPACES), MIGRATION_LOCK_KEY];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
