import { describe, expect, it } from 'vitest';
import { aClaim } from '../../test/fixtures';
import {
  keepNoteTime,
  liveProration,
  parseWholeNumber,
  toDateTimeInput,
  warrantyFormDefaults,
  warrantyFormSchema,
} from './warranty-form';

describe('number inputs', () => {
  it('turn empty text into undefined and parse whole integers', () => {
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber('   ')).toBeUndefined();
    expect(parseWholeNumber('4')).toBe(4);
    expect(parseWholeNumber('56000')).toBe(56000);
    expect(parseWholeNumber('12.7')).toBe(12);
    expect(parseWholeNumber(3)).toBe(3);
  });
});

describe('the submitted claim', () => {
  it('sends empty tyre count and mileages as null', () => {
    const values = warrantyFormDefaults(7);
    const payload = warrantyFormSchema.parse(values);
    expect(payload).toMatchObject({
      ticketId: 7,
      numberOfTires: null,
      mileageProrationMileageOn: null,
      mileageProrationMileageOff: null,
      mileageProrationMIWarranted: null,
      authorizationStatusName: null,
      noteCreatedDateTime: null,
    });
  });

  it('keeps what staff typed', () => {
    const payload = warrantyFormSchema.parse({
      ...warrantyFormDefaults(7),
      numberOfTires: 4,
      mileageProrationMileageOff: 66000,
      treadDepthProrationOriginalTread: '10',
      noteCreatedDateTime: '2026-06-01T09:30',
    });
    expect(payload.numberOfTires).toBe(4);
    expect(payload.mileageProrationMileageOff).toBe(66000);
    expect(payload.treadDepthProrationOriginalTread).toBe('10');
    expect(payload.noteCreatedDateTime).toEqual(new Date('2026-06-01T09:30'));
  });

  it('rejects a fractional tyre count and a missing ticket', () => {
    const fractional = warrantyFormSchema.safeParse({ ...warrantyFormDefaults(7), numberOfTires: 2.5 });
    expect(fractional.error?.issues[0]?.message).toBe('Expected a whole number');
    const noTicket = warrantyFormSchema.safeParse({ ...warrantyFormDefaults(7), ticketId: undefined });
    expect(noTicket.error?.issues[0]?.message).toBe('Ticket ID must be a number');
  });
});

describe('editing a claim', () => {
  it('starts from the claim’s values, with its note time in local time', () => {
    const noteTime = new Date(2026, 5, 1, 9, 5);
    const values = warrantyFormDefaults(
      7,
      aClaim({ numberOfTires: 2, creditBasisName: 'Mileage', noteCreatedDateTime: noteTime.toISOString() }),
    );
    expect(values).toMatchObject({
      ticketId: 7,
      numberOfTires: 2,
      creditBasisName: 'Mileage',
      percentCredit: '',
    });
    expect(values.noteCreatedDateTime).toBe('2026-06-01T09:05');
    expect(toDateTimeInput(null)).toBe('');
  });
});

describe('live proration', () => {
  it('follows the tread depths (10/32 → 6/32 is 50 % worn)', () => {
    expect(
      liveProration({ treadDepthProrationOriginalTread: '10', treadDepthProrationRemainingTreadDepth: '6' }),
    ).toEqual({ basis: 'tread', wornPercent: 50, creditPercent: 50 });
  });

  it('follows the mileages when the credit basis says so (56,000 of 80,000 miles is 70 %)', () => {
    expect(
      liveProration({
        creditBasisName: 'Mileage',
        treadDepthProrationOriginalTread: '10',
        treadDepthProrationRemainingTreadDepth: '6',
        mileageProrationMileageOn: 0,
        mileageProrationMileageOff: 56000,
        mileageProrationMIWarranted: 80000,
      }),
    ).toEqual({ basis: 'mileage', wornPercent: 70, creditPercent: 30 });
  });

  it('is null while the inputs are incomplete or not numbers', () => {
    expect(liveProration({ treadDepthProrationOriginalTread: '10' })).toBeNull();
    expect(
      liveProration({
        mileageProrationMileageOn: Number.NaN,
        mileageProrationMileageOff: 5,
        mileageProrationMIWarranted: 9,
      }),
    ).toBeNull();
  });
});

describe('the note time of an edited claim', () => {
  const claim = aClaim({ noteCreatedDateTime: '2026-02-11T16:42:37.518Z' });
  const payload = warrantyFormSchema.parse({ ticketId: 7, noteCreatedDateTime: '2026-02-11T16:42' });

  it('keeps its seconds when the input still shows it, so an edit records no change of it', () => {
    const shown = toDateTimeInput(claim.noteCreatedDateTime);
    const kept = keepNoteTime({ ...payload, noteCreatedDateTime: new Date(shown) }, shown, claim);
    expect(kept.noteCreatedDateTime?.toISOString()).toBe('2026-02-11T16:42:37.518Z');
  });

  it('takes the new time when staff changed it', () => {
    const typed = keepNoteTime(payload, '2026-02-12T09:05', claim);
    expect(typed.noteCreatedDateTime).toBe(payload.noteCreatedDateTime);
  });
});
