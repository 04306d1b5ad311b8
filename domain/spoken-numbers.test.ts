import { describe, expect, it } from 'vitest';
import {
  numberToWords,
  readPairedNumber,
  readSpokenNumber,
  spokenDigits,
  spokenValues,
} from './spoken-numbers';

describe('spoken numbers', () => {
  it('says numbers the way people do', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(42_000)).toBe('forty two thousand');
    expect(numberToWords(56_500)).toBe('fifty six thousand five hundred');
    expect(numberToWords(120_015)).toBe('one hundred twenty thousand fifteen');
    expect(() => numberToWords(-1)).toThrow(RangeError);
  });

  it('reads them back, round trip', () => {
    for (const value of [7, 19, 40, 99, 100, 512, 7_500, 42_000, 80_000, 123_456, 2_000_000]) {
      expect(readSpokenNumber(numberToWords(value).split(' '))).toEqual({
        value,
        length: numberToWords(value).split(' ').length,
      });
    }
    expect(readSpokenNumber('forty two thousand and fifty miles'.split(' '))).toEqual({
      value: 42_050,
      length: 5,
    });
    expect(readSpokenNumber(['miles'])).toBeUndefined();
  });

  it('reads numbers said in pairs, and nothing else as one', () => {
    const paired = (text: string) => readPairedNumber(text.split(' '));
    expect(paired('one forty nine')).toEqual({ value: 149, length: 3 });
    expect(paired('six twelve')).toEqual({ value: 612, length: 2 });
    expect(paired('eight oh three dollars')).toEqual({ value: 803, length: 3 });
    expect(paired('two fifty seven thousand')).toEqual({ value: 257_000, length: 4 });
    expect(paired('three twenty thousand and nine hundred four')).toEqual({ value: 320_904, length: 7 });
    for (const notPaired of [
      'one hundred forty',
      'nine thousand',
      'five five five',
      'forty two',
      'oh five',
      'one',
    ])
      expect(paired(notPaired)).toBeUndefined();
    expect(spokenValues('one forty nine', { inPairs: true })).toEqual([{ kind: 'number', value: 149 }]);
    expect(spokenValues('one forty nine')).toEqual([
      { kind: 'number', value: 1 },
      { kind: 'number', value: 49 },
    ]);
    // Four single digits or more stay a digit string (a phone number, a reading digit by digit).
    expect(spokenValues('four one oh oh nine', { inPairs: true })).toEqual([
      { kind: 'digits', value: '41009' },
    ]);
  });

  it('reads "thirty seconds" with no number before it as the unit alone, not as thirty', () => {
    expect(spokenValues('i thirty seconds')).toEqual([]);
    expect(spokenValues('will thirty seconds left')).toEqual([]);
    expect(spokenValues('thirty thirty seconds')).toEqual([{ kind: 'thirty-seconds', value: 30 }]);
    expect(spokenValues('thirty two thirty seconds')).toEqual([{ kind: 'thirty-seconds', value: 32 }]);
    expect(spokenValues('about thirty seconds ago it was seven thirty seconds')).toEqual([
      { kind: 'thirty-seconds', value: 7 },
    ]);
  });

  it('reads digits said one by one before "thousand" as no number: they take no thousands', () => {
    expect(spokenValues('it three three three nine thousand')).toEqual([]);
    expect(spokenValues('seven two four one hundred and then 42')).toEqual([{ kind: 'number', value: 42 }]);
    expect(spokenValues('seven two four one miles')).toEqual([{ kind: 'digits', value: '7241' }]);
  });

  it('reads digit strings, with oh and double', () => {
    expect(spokenDigits('five five five oh one double two'.split(' '))).toBe('5550122');
  });

  it('finds tread depths, mileages and phone numbers in what was heard', () => {
    expect(spokenValues('my tread is six thirty seconds')).toEqual([{ kind: 'thirty-seconds', value: 6 }]);
    expect(spokenValues('The original was ten thirty-seconds.')).toEqual([
      { kind: 'thirty-seconds', value: 10 },
    ]);
    expect(spokenValues('i have driven forty two thousand miles')).toEqual([
      { kind: 'number', value: 42_000 },
    ]);
    expect(spokenValues('my number is five five five one two three four')).toEqual([
      { kind: 'digits', value: '5551234' },
    ]);
    expect(spokenValues('two tyres at thirty two thousand miles')).toEqual([
      { kind: 'number', value: 2 },
      { kind: 'number', value: 32_000 },
    ]);
    expect(spokenValues('yes that is correct')).toEqual([]);
  });
});
