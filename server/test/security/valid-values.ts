import fc from 'fast-check';
import { AGENT_TYPES } from '../../../domain/agent-types';
import { DEALER_COUNTRIES } from '../../../domain/dealers';
import {
  SORT_DIRECTIONS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUSES,
} from '../../../domain/tickets';
import { DUE_FILTERS } from '../../../domain/due-labels';
import { MIN_MILES_WARRANTED } from '../../../domain/claim-readings';
import { USERS } from '../fixtures';

/** Values a real client would send: what the fuzzer starts from before it turns them hostile. */
const word = fc.constantFrom(
  'Sidewall',
  'bulge',
  'tread',
  'Über',
  'façade',
  'Łódź',
  '東京',
  'O’Brien',
  'tyre',
);

export const text = (maxWords = 6) =>
  fc.array(word, { minLength: 1, maxLength: maxWords }).map((words) => words.join(' '));

export const phone = fc.oneof(
  fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }).map(String),
  fc
    .integer({ min: 2_000_000, max: 9_999_999 })
    .map((n) => `(555) ${String(n).slice(0, 3)}-${String(n).slice(3)}`),
  fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }).map((n) => `+1 ${n}`),
);

export const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,8}(\.[a-z0-9]{1,5})?$/),
    fc.constantFrom('example.com', 'alpha.test'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

export const agentType = fc.constantFrom(...AGENT_TYPES);
export const status = fc.constantFrom(...TICKET_STATUSES);
export const priority = fc.constantFrom(...TICKET_PRIORITIES);
export const category = fc.constantFrom(...TICKET_CATEGORIES);
export const ticketSort = fc.constantFrom(...TICKET_SORTS);
export const dueFilter = fc.constantFrom(...DUE_FILTERS);

const dayHours = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 }))
    .filter(([start, end]) => start !== end)
    .map(([start, end]) => ({
      start: `${String(start).padStart(2, '0')}:00`,
      end: `${String(end).padStart(2, '0')}:00`,
    })),
  { nil: null },
);
const targetMinutes = fc.integer({ min: 1, max: 10_000 });
const targets = fc.record({
  firstResponse: targetMinutes,
  nextResponse: targetMinutes,
  resolution: targetMinutes,
});
/** A whole service-target policy (decision 090); Monday always has hours, so the week has some. */
export const serviceTargetPolicy = fc.record({
  timeZone: fc.constantFrom('UTC', 'Europe/London', 'America/Chicago', 'Australia/Sydney'),
  hours: fc.record({
    sunday: dayHours,
    monday: fc.constant({ start: '08:00', end: '18:00' }),
    tuesday: dayHours,
    wednesday: dayHours,
    thursday: dayHours,
    friday: dayHours,
    saturday: dayHours,
  }),
  holidays: fc.uniqueArray(fc.constantFrom('2026-01-01', '2026-12-25', '2026-07-04', '2027-01-01'), {
    maxLength: 4,
  }),
  targets: fc.record({ high: targets, medium: targets, low: targets }),
  authorization: fc.option(targetMinutes, { nil: undefined }),
});
export const sortDirection = fc.constantFrom(...SORT_DIRECTIONS);
export const country = fc.constantFrom(...DEALER_COUNTRIES);
export const dealerCode = fc.stringMatching(/^[A-Z0-9]{6}$/);
export const callSid = fc.stringMatching(/^(sim_|local_|CA)[a-f0-9]{8,32}$/);
export const searchText = fc.oneof(text(2), fc.constantFrom('#TK-001', 'TK-1', '12', 'bulge'));
export const paging = fc.record(
  { limit: fc.integer({ min: 1, max: 200 }), offset: fc.integer({ min: 0, max: 500 }) },
  { requiredKeys: [] },
);

export const inlineCustomer = fc.record({
  name: text(3),
  phone,
  email: fc.option(email, { nil: null }),
  company: fc.option(text(2), { nil: null }),
});

export const customerBody = fc.record(
  {
    firstName: text(1),
    lastName: text(1),
    phone,
    email: fc.option(email, { nil: null }),
    zipCode: fc.option(fc.stringMatching(/^\d{5}$/), { nil: null }),
    address: text(4),
    company: text(2),
  },
  { requiredKeys: ['firstName', 'lastName', 'phone'] },
);

export const dealerBody = fc.record({
  dealerId: dealerCode,
  dealerName: text(3),
  contactName: text(2),
  phone,
  country,
  address: text(4),
  city: text(1),
  state: fc.constantFrom('TX', 'CA', 'PR'),
  zipCode: fc.stringMatching(/^\d{5}$/),
});

const tread = fc.integer({ min: 0, max: 32 }).map(String);
const miles = fc.integer({ min: 0, max: 200_000 });

type DrawnClaim = Partial<
  Record<
    | 'treadDepthProrationOriginalTread'
    | 'treadDepthProrationRemainingTreadDepth'
    | 'treadReading1'
    | 'treadReading2'
    | 'treadReading3',
    string
  >
> &
  Partial<Record<'mileageProrationMileageOn' | 'mileageProrationMileageOff', number>>;

/** Drawn readings made to hold together (decision 070): depths under the original, mileage onwards. */
function withinReadingRules<T extends DrawnClaim>(fields: T): T {
  const fixed: T = { ...fields };
  const original = fields.treadDepthProrationOriginalTread;
  if (original !== undefined) {
    const depth = Math.max(Number(original), 4);
    fixed.treadDepthProrationOriginalTread = String(depth);
    for (const key of [
      'treadDepthProrationRemainingTreadDepth',
      'treadReading1',
      'treadReading2',
      'treadReading3',
    ] as const)
      if (fields[key] !== undefined) fixed[key] = String(Math.min(Number(fields[key]), depth));
  }
  const { mileageProrationMileageOn: on, mileageProrationMileageOff: off } = fields;
  if (on !== undefined && off !== undefined) fixed.mileageProrationMileageOff = Math.max(on, off);
  return fixed;
}

export const warrantyFields = fc
  .record(
    {
      calculatedPercent: fc.integer({ min: 0, max: 100 }).map(String),
      authorizationStatusName: fc.constantFrom('Authorized', 'Pending', 'Denied'),
      creditBasisName: fc.constantFrom('Tread Depth', 'Mileage'),
      numberOfTires: fc.integer({ min: 1, max: 4 }),
      noteCreatedDateTime: fc.constantFrom('2026-03-02T09:00:00Z', '2026-03-02'),
      treadDepthProrationOriginalTread: tread,
      treadDepthProrationRemainingTreadDepth: tread,
      mileageProrationMileageOn: miles,
      mileageProrationMileageOff: miles,
      mileageProrationMIWarranted: fc.integer({ min: MIN_MILES_WARRANTED, max: 100_000 }),
      claimTicketAdjustmentNumber: fc.stringMatching(/^ADJ-\d{4}$/),
      tireBrand: fc.constantFrom('Michelin', 'Goodyear'),
      dotSerial: fc.stringMatching(/^DOT [A-Z0-9]{4} \d{4}$/),
      treadReading1: tread,
      treadReading2: tread,
      treadReading3: tread,
      sellingPriceCents: fc.integer({ min: 0, max: 50_000 }),
      listPriceCents: fc.integer({ min: 0, max: 50_000 }),
      taxCents: fc.integer({ min: 0, max: 5_000 }),
      goodwill: fc.boolean(),
      freeReplacementUntil: fc.constantFrom('2026-01-31', null),
    },
    { requiredKeys: [] },
  )
  .map(withinReadingRules);

/** Staff of Alpha that stay active whatever the fuzzing does to the sacrificial accounts, or nobody. */
export const assigneeId = fc.constantFrom<number | null>(USERS.user.id, USERS.tenantAdmin.id, null);
export const assigneeFilter = fc.constantFrom<string | number>('me', 'none', USERS.tenantAdmin.id);

export const ticketPatch = fc
  .record({ subject: text(4), description: text(8), status, priority, assigneeId }, { requiredKeys: [] })
  .filter((patch) => Object.keys(patch).length > 0);
