import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './mail';

describe('fillPlaceholders', () => {
  it('fills the listed names and leaves unknown or empty ones for the agent', () => {
    expect(
      fillPlaceholders('Hi {{ customer_name }}, {{claim_credit}} {{claim_tires}} {{unknown}}', {
        customer_name: 'Ines Kowalczyk',
        claim_credit: '',
      }),
    ).toBe('Hi Ines Kowalczyk, {{claim_credit}} {{claim_tires}} {{unknown}}');
  });

  it('never reads inherited properties, whatever the values object inherits', () => {
    const template = '{{constructor}}{{__proto__}}{{tostring}}{{isprototypeof}}{{customer_name}}';
    const inherited = Object.create({ customer_name: 'from the prototype' }) as Record<string, string>;
    expect(fillPlaceholders(template, inherited)).toBe(template);
    expect(fillPlaceholders(template, {})).toBe(template);
  });
});
