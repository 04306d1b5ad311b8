import { z } from 'zod';
import {
  addBusinessMinutes,
  hasBusinessHours,
  isTimeZone,
  WEEKDAYS,
  type BusinessCalendar,
} from './business-time';
import { timestamp } from './responses';
import { type DueKind, type WaitingOn } from './due-labels';
import { TICKET_PRIORITIES, type TicketPriority } from './ticket-labels';

export * from './due-labels';

/**
 * Service targets (docs/decisions/090-service-targets.md): per tenant, how many business minutes a
 * ticket of each priority may wait for its first response, for the next one after a customer's
 * message, and for its resolution; the clock stops while the desk waits on the customer.
 */

/** A target may be at most a year of business minutes. */
const MAX_TARGET_MINUTES = 525_600;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const minutes = z
  .number({ error: 'Enter minutes as a number' })
  .int('Minutes must be a whole number')
  .min(1, 'Minutes must be at least 1')
  .max(MAX_TARGET_MINUTES, `Minutes must be at most ${MAX_TARGET_MINUTES}`);

const targets = z.object({ firstResponse: minutes, nextResponse: minutes, resolution: minutes });

const time = z.string({ error: 'Enter a time as HH:MM' }).regex(TIME, 'Enter a time as HH:MM');
const dayHours = z
  .object({ start: time, end: time })
  .refine((day) => day.start !== day.end, { message: 'Start and end must differ', path: ['end'] })
  .refine((day) => day.start !== '24:00', { message: 'A day cannot start at 24:00', path: ['start'] })
  .nullable();

const validDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const serviceTargetPolicySchema = z
  .object({
    timeZone: z
      .string({ error: 'Time zone is required' })
      .trim()
      .min(1, 'Time zone is required')
      .max(64, 'Time zone is not known')
      .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/London'),
    hours: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<
        (typeof WEEKDAYS)[number],
        typeof dayHours
      >,
      { error: 'Business hours are required' },
    ),
    holidays: z
      .array(z.string().refine(validDate, 'Holidays must be dates as YYYY-MM-DD'), {
        error: 'Holidays must be a list of dates',
      })
      .max(366, 'At most 366 holidays')
      .transform((dates) => [...new Set(dates)].sort()),
    targets: z.object(
      Object.fromEntries(TICKET_PRIORITIES.map((priority) => [priority, targets])) as Record<
        TicketPriority,
        typeof targets
      >,
      { error: 'Targets for every priority are required' },
    ),
    /**
     * Business minutes a claim pending authorization may wait for the desk's decision, whatever its
     * ticket's priority (decision 096); left out, claims carry no due time.
     */
    authorization: minutes.optional(),
  })
  .superRefine((policy, ctx) => {
    if (policy.hours && !hasBusinessHours(policy.hours))
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Set business hours on at least one day' });
  });
export type ServiceTargetPolicy = z.output<typeof serviceTargetPolicySchema>;
export type ServiceTargetPolicyInput = z.input<typeof serviceTargetPolicySchema>;

/** GET and PUT /api/service-targets. */
export const serviceTargetsResponseSchema = z.object({
  /** Null until a tenant administrator sets one: tickets then carry no due time. */
  policy: serviceTargetPolicySchema.nullable(),
  updatedAt: timestamp.nullable(),
  /** Open tickets' due times are being worked out again after a change (in the background). */
  recomputing: z.boolean(),
});
export type ServiceTargetsAnswer = z.output<typeof serviceTargetsResponseSchema>;

export const calendarOf = (policy: ServiceTargetPolicy): BusinessCalendar => policy;

/**
 * When a claim's authorization decision is due: its authorization target counted from when it began
 * waiting on the desk's decision; none while it waits on nobody, or without that target.
 */
export function authorizationDueOf(
  awaitingSince: Date | null,
  policy: ServiceTargetPolicy | null,
): Date | null {
  if (!awaitingSince || !policy?.authorization) return null;
  return addBusinessMinutes(awaitingSince, policy.authorization, calendarOf(policy));
}

/** Where a ticket's clock stands, as stored on the ticket. */
export type ServiceClock = {
  waitingOn: WaitingOn | null;
  waitingSince: Date | null;
  /** Business minutes of the resolution clock already spent before the current wait. */
  usedMinutes: number;
  respondedAt: Date | null;
};

/**
 * The ticket's next due time: while it waits on the desk, the earlier of its response target
 * (first, or next after a customer's message) counted from when the wait began, and its resolution
 * target less the minutes already used. Waiting on the customer, closed, or no policy: none.
 */
export function dueOf(
  clock: ServiceClock,
  priority: TicketPriority,
  policy: ServiceTargetPolicy | null,
): { dueAt: Date | null; dueKind: DueKind | null } {
  if (!policy || clock.waitingOn !== 'staff' || !clock.waitingSince) return { dueAt: null, dueKind: null };
  const target = policy.targets[priority];
  const calendar = calendarOf(policy);
  const responseKind: DueKind = clock.respondedAt ? 'next_response' : 'first_response';
  const response = addBusinessMinutes(
    clock.waitingSince,
    clock.respondedAt ? target.nextResponse : target.firstResponse,
    calendar,
  );
  const resolution = addBusinessMinutes(
    clock.waitingSince,
    Math.max(0, target.resolution - clock.usedMinutes),
    calendar,
  );
  return resolution < response
    ? { dueAt: resolution, dueKind: 'resolution' }
    : { dueAt: response, dueKind: responseKind };
}
