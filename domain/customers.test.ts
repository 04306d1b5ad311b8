import { describe, expect, it } from 'vitest';
import { mayBeNamed } from './customers';

describe('whether a customer record may be the person named', () => {
  it.each([
    ['Benjamin Carter', 'Ben', 'Carter', true],
    ['Marisol Echeverría', 'Marisol', 'Echeverria', true],
    ['Priya Raman', 'An', 'Nguyen', false],
    ['Rosa Delgado', 'Rosa', 'Martinez', false],
    // One name given, or only one on the record: that name among the other's.
    ['Priya', 'Priya', 'Raman', true],
    ['Okafor', 'Chidi', 'Okafor', true],
    ['Ngozi Okafor', 'Okafor', '', true],
    ['Priya', 'An', 'Nguyen', false],
  ] as const)('"%s" may be %s %s: %s', (name, firstName, lastName, may) => {
    expect(mayBeNamed(name, { firstName, lastName })).toBe(may);
  });
});
