import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv';

describe('csv', () => {
  it('quotes text, doubles quotes and keeps commas and line breaks inside the field', () => {
    expect(csvField('Tread, "worn"\nout')).toBe('"Tread, ""worn""\nout"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvRow(['a', 1, null])).toBe('"a",1,\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvField('Sidewall = bulge')).toBe('"Sidewall = bulge"');
    expect(csvField(-5)).toBe('-5');
  });
});
