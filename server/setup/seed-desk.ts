import type { ServiceTargetPolicy } from '../../domain/service-targets';
import type { TagColour } from '../../domain/tag-colours';
import type { Tx } from '../db/client';
import { macros, serviceTargetPolicies, tags, ticketTags } from '../db/schema';
import { recomputeDueBatch } from '../features/tickets';
import { recomputeClaimDueBatch } from '../features/warranties';

const WORKDAY = { start: '08:00', end: '18:00' };

/** The demo desk's hours and targets (decision 090), so the list shows due times from the start. */
const SAMPLE_SERVICE_TARGETS: ServiceTargetPolicy = {
  timeZone: 'America/Chicago',
  hours: {
    sunday: null,
    monday: WORKDAY,
    tuesday: WORKDAY,
    wednesday: WORKDAY,
    thursday: WORKDAY,
    friday: WORKDAY,
    saturday: { start: '09:00', end: '13:00' },
  },
  holidays: ['2026-12-25', '2027-01-01'],
  targets: {
    high: { firstResponse: 60, nextResponse: 120, resolution: 8 * 60 },
    medium: { firstResponse: 4 * 60, nextResponse: 8 * 60, resolution: 3 * 10 * 60 },
    low: { firstResponse: 10 * 60, nextResponse: 2 * 10 * 60, resolution: 5 * 10 * 60 },
  },
  authorization: 2 * 10 * 60,
};

/** Each tag goes on every `every`-th sample ticket from the `from`-th on. */
const SAMPLE_TAGS: Array<{ name: string; colour: TagColour; every: number; from: number }> = [
  { name: 'Road Hazard', colour: 'red', every: 5, from: 1 },
  { name: 'Fleet', colour: 'blue', every: 7, from: 3 },
  { name: 'Goodwill', colour: 'green', every: 11, from: 6 },
];

/**
 * The agent's day in the demo tenant: service targets with due times on its open tickets, a few
 * tags on its tickets (decision 089) and a shared macro (decision 094).
 */
export async function seedDesk(tx: Tx, tenantId: number, ticketIds: readonly number[]) {
  await tx.insert(serviceTargetPolicies).values({ tenantId, policy: SAMPLE_SERVICE_TARGETS });
  for (const walk of [recomputeDueBatch, recomputeClaimDueBatch])
    for (let after: number | null = 0; after !== null;) after = await walk(tx, tenantId, after, 500);
  const tagRows = await tx
    .insert(tags)
    .values(SAMPLE_TAGS.map(({ name, colour }) => ({ tenantId, name, colour })))
    .returning({ id: tags.id, name: tags.name });
  const tagged = SAMPLE_TAGS.flatMap(({ name, every }) => {
    const tagId = tagRows.find((row) => row.name === name)!.id;
    return ticketIds
      .filter((_, index) => index % every === 1)
      .map((ticketId) => ({ tenantId, ticketId, tagId }));
  });
  if (tagged.length > 0) await tx.insert(ticketTags).values(tagged);
  await tx.insert(macros).values({
    tenantId,
    ownerUserId: null,
    name: 'Ask for tread photos',
    actions: {
      reply:
        'Hello {{customer_name}}, to move {{ticket_number}} forward please reply with photos of the ' +
        'tread across the tyre and of its sidewall code.',
      status: 'in-progress',
      owner: 'me',
    },
  });
}
