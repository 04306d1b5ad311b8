import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketPresence } from '../../../domain/live';
import type { NotificationList } from '../../../domain/notifications';
import { startServerProcess, type ServerProcess } from '../faults/server-process';
import { createScratchDatabase, type ScratchDatabase } from '../faults/system-databases';
import {
  openLiveStream,
  patchJson,
  postJson,
  staffOnDesk,
  ticketOnDesk,
  type LiveStreamClient,
} from './live-desk';

/**
 * Two built instances on one PostgreSQL database (decision 093): what is written through one is
 * heard on the other's streams, through the database's notifications.
 */
describe.runIf(process.env.TEST_PG_AVAILABLE === '1')('the live desk across two instances', () => {
  let database: ScratchDatabase;
  const instances: ServerProcess[] = [];
  const streams: LiveStreamClient[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase('live');
    const env = { DATABASE_URL: database.url };
    instances.push(await startServerProcess(env));
    instances.push(await startServerProcess(env));
  });
  afterAll(async () => {
    for (const stream of streams) await stream.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('a notice written through one instance reaches a stream on the other, and so does presence', async () => {
    const [one, two] = instances as [ServerProcess, ServerProcess];
    const { admin, staff } = await staffOnDesk(one.url, 2, 'live.agent');
    const [maria, sam] = staff as [(typeof staff)[0], (typeof staff)[0]];

    const onTwo = await openLiveStream(two.url, maria.cookie);
    streams.push(onTwo);
    await onTwo.reader.next('notifications');

    const ticket = await ticketOnDesk(one.url, admin, 'Tread separation on a trailer tyre');
    await patchJson(`${one.url}/api/tickets/${ticket.id}`, admin, { assigneeId: maria.id });
    const pushed = await onTwo.reader.next<NotificationList>('notices', (list) =>
      list.items.some((item) => item.ticketId === ticket.id),
    );
    expect(pushed.items[0]).toMatchObject({ ticketId: ticket.id, kind: 'ticket_assigned' });

    await postJson(`${two.url}/api/tickets/${ticket.id}/presence`, maria.cookie, { state: 'viewing' });
    await postJson(`${one.url}/api/tickets/${ticket.id}/presence`, sam.cookie, { state: 'typing' });
    await onTwo.reader.next<TicketPresence>(
      'presence',
      (presence) =>
        presence.ticketId === ticket.id &&
        presence.people.some((person) => person.name === sam.username && person.state === 'typing'),
    );
  });
});
