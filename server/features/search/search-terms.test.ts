import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms';
import { snippetAround, snippetFromHeadline } from './snippets';

describe('the search as the database takes it', () => {
  it('keeps letters and digits only, every word required, the last one a prefix from 3 letters', () => {
    expect(searchTermsOf('  Tread SEPAR ')).toMatchObject({
      words: 'tread',
      prefix: 'separ',
      typed: 'tread & separ:*',
    });
    expect(searchTermsOf("o'brien & | ! <-> :*")).toMatchObject({
      words: 'o',
      prefix: 'brien',
      typed: 'o & brien:*',
    });
    expect(searchTermsOf('tread ab')).toMatchObject({
      words: 'tread & ab',
      prefix: null,
      typed: 'tread & ab',
    });
    expect(searchTermsOf('separ')).toMatchObject({ words: null, prefix: 'separ', typed: 'separ:*' });
    expect(searchTermsOf('((( :*')).toMatchObject({ words: null, prefix: null, typed: null });
    expect(searchTermsOf('a b c d e f g h i j').typed?.split(' & ')).toHaveLength(8);
  });

  it('reads ticket numbers and keeps the whole search for exact ids and trigram parts', () => {
    expect(searchTermsOf('#TK-012')).toMatchObject({ number: 12, exact: '#tk-012' });
    expect(searchTermsOf('ADJ-0042')).toMatchObject({
      number: null,
      exact: 'adj-0042',
      pattern: '%adj-0042%',
    });
    expect(searchTermsOf('50%_').pattern).toBe('%50\\%\\_%');
    expect(searchTermsOf('ab').pattern).toBeNull();
  });
});

describe('snippets', () => {
  it('turns the headline marks into offsets', () => {
    expect(snippetFromHeadline('the \u0002tread\u0003 is \u0002separated\u0003')).toEqual({
      text: 'the tread is separated',
      marks: [
        { start: 4, end: 9 },
        { start: 13, end: 22 },
      ],
    });
    expect(snippetFromHeadline('nothing marked')).toBeUndefined();
  });

  it('marks a part found by position, whatever its case, with the text around it', () => {
    const source = `${'x'.repeat(100)} ADJ-778812 · DOT 4B7X`;
    const snippet = snippetAround(source, 'adj-7788');
    expect(snippet.text.startsWith('…')).toBe(true);
    const [mark] = snippet.marks;
    expect(snippet.text.slice(mark!.start, mark!.end)).toBe('ADJ-7788');
    expect(snippetAround('Imogen (Quarrington)', '(quarr').marks).toEqual([{ start: 7, end: 13 }]);
  });
});
