import type { ServiceTargetPolicyInput } from '../../domain/service-targets';

const allDay = { start: '00:00', end: '24:00' };

/** Every minute of the week is business time: due times are plain wall-clock sums. */
export function roundTheClock(overrides: Partial<ServiceTargetPolicyInput> = {}): ServiceTargetPolicyInput {
  return {
    timeZone: 'UTC',
    hours: {
      sunday: allDay,
      monday: allDay,
      tuesday: allDay,
      wednesday: allDay,
      thursday: allDay,
      friday: allDay,
      saturday: allDay,
    },
    holidays: [],
    targets: {
      high: { firstResponse: 30, nextResponse: 60, resolution: 240 },
      medium: { firstResponse: 120, nextResponse: 240, resolution: 1440 },
      low: { firstResponse: 480, nextResponse: 960, resolution: 4320 },
    },
    ...overrides,
  };
}
