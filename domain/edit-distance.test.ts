import { describe, expect, it } from 'vitest';
import { editsBetween } from './edit-distance';

describe('edits between two sequences', () => {
  it('counts letters and words inserted, dropped or changed', () => {
    expect(editsBetween([...'smith'], [...'smyth'])).toBe(1);
    expect(editsBetween([...'stevens'], [...'stephens'])).toBe(2);
    expect(editsBetween([], [...'abc'])).toBe(3);
    expect(editsBetween('nine one two'.split(' '), 'one two'.split(' '))).toBe(1);
    expect(editsBetween(['a'], ['a'])).toBe(0);
  });
});
