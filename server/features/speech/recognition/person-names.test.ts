import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { personNames } from './person-names';

describe('the names a caller may give', () => {
  it("takes the word list's capitalised words that the CMU dictionary can say, once each", () => {
    const list = join(mkdtempSync(join(tmpdir(), 'treaddesk-names-')), 'words');
    writeFileSync(
      list,
      ['Baker', 'baker', "O'Brien", "Baker's", 'Qzxvbn', 'table', 'Dunn', 'Dunn'].join('\n'),
    );
    expect(personNames(list)).toEqual(['baker', "o'brien", 'dunn']);
  });

  it('is empty without the word list, so names are left to the open vocabulary', () => {
    expect(personNames(join(tmpdir(), 'no-such-word-list'))).toEqual([]);
  });
});
