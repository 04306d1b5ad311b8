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

  it('counts two neighbours swapped as one edit only when asked, as a typing slip', () => {
    expect(editsBetween([...'nokain'], [...'nokian'])).toBe(2);
    expect(editsBetween([...'nokain'], [...'nokian'], { swaps: true })).toBe(1);
    expect(editsBetween([...'bridgestnoe'], [...'bridgestone'], { swaps: true })).toBe(1);
    expect(editsBetween([...'ab'], [...'ba'], { swaps: true })).toBe(1);
    expect(editsBetween([...'abc'], [...'cab'], { swaps: true })).toBe(2);
    expect(editsBetween([...'smith'], [...'smyth'], { swaps: true })).toBe(1);
  });
});
