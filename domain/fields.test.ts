import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from './fields';

describe('text fields', () => {
  it('turn a lone half of a UTF-16 pair into U+FFFD and keep whole pairs', () => {
    expect(requiredText('Required').parse('x\udfffy')).toBe('x\ufffdy');
    expect(requiredText('Required').parse('\ud83d end')).toBe('\ufffd end');
    expect(optionalText().parse('tyre \ud83d\ude97')).toBe('tyre \ud83d\ude97');
  });
});
