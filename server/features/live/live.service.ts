import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TicketPresence } from '../../../domain/live';
import type { PresenceState } from '../../../domain/presence';
import { readInTenant } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { listenForNotices, SESSIONS_CHANNEL } from '../../lib/database-notices';
import { LIVE_CHANNEL, publishLiveIn, readLiveMessage } from '../../lib/live-channel';
import type { StaffContext } from '../../lib/request-context';
import { findSessionStates, touchSessions } from '../../lib/session-store';
import { newNoticesOf, noticesOf } from '../notifications';
import { staffNames, ticketExists } from '../tickets';
import { LiveHub, type LiveStream } from './live-hub';

const SWEEP_MS = 1000;
/** Session changes come in bursts (a sign-out deletes, a touch updates): checked once per burst. */
const SESSION_CHECK_DELAY_MS = 50;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 3000;
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * Starts the instance's hub with the app: it hears the live channel and session changes, sweeps
 * lapsed presence, beats every stream's heart and ends streams whose session is over. Stops with
 * the app, ending its streams first so closing does not wait on them.
 */
export async function startLiveHub(app: FastifyInstance): Promise<LiveHub> {
  const { database, clock, config } = app.deps;
  const hub = new LiveHub(
    {
      notices: (tenantId, userId) => noticesOf(database, tenantId, userId),
      newNotices: (tenantId, userIds, ids) => newNoticesOf(database, tenantId, userIds, ids),
      names: (tenantId, ids) => readInTenant(database, tenantId, (tx) => staffNames(tx, ids)),
      sessions: (hashes) => findSessionStates(database.db, hashes),
      touch: (hashes, at) => touchSessions(database.db, hashes, at),
    },
    {
      now: () => clock.now().getTime(),
      idleMinutes: config.SESSION_IDLE_MINUTES,
      streamsPerUser: config.LIVE_STREAMS_PER_USER,
      log: app.log,
    },
  );
  let checkDue: NodeJS.Timeout | undefined;
  const checkSessions = () =>
    hub.checkSessions().catch((error: unknown) => app.log.warn({ err: error }, 'live: sessions not checked'));
  const stop = await listenForNotices(database, {
    channels: {
      [LIVE_CHANNEL]: (payload) => {
        const message = readLiveMessage(payload);
        if (message) hub.hear(message);
      },
      // A session, user or tenant changed somewhere.
      [SESSIONS_CHANNEL]: () => {
        checkDue ??= setTimeout(() => {
          checkDue = undefined;
          void checkSessions();
        }, SESSION_CHECK_DELAY_MS);
      },
    },
    onListening: (listening) => {
      hub.listening = listening;
      // What was said while nobody listened is unknown: the clients start again from the state.
      if (!listening) hub.endAll();
    },
  });
  const sweep = setInterval(() => hub.sweepPresence(), SWEEP_MS).unref();
  const beat = setInterval(() => {
    hub.heartbeat();
    void checkSessions();
  }, config.LIVE_HEARTBEAT_MS).unref();
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    clearInterval(beat);
    clearTimeout(checkDue);
    hub.listening = false;
    hub.endAll();
  });
  app.addHook('onClose', async () => stop());
  return hub;
}

/** Opens the caller's event stream: 503 while the instance hears nothing, 429 past the cap. */
export function openStream(hub: LiveHub, ctx: StaffContext, reply: FastifyReply) {
  if (!hub.listening)
    throw new AppError('SERVICE_UNAVAILABLE', 'Live updates are not available right now. Try again shortly.');
  if (!hub.hasRoomFor(ctx.tenantId, ctx.user.id))
    throw new AppError(
      'RATE_LIMITED',
      'Too many pages of yours are open with live updates. Close one and try again.',
      undefined,
      30,
    );
  const body = new PassThrough();
  const stream: LiveStream = {
    tenantId: ctx.tenantId,
    userId: ctx.user.id,
    sessionHash: ctx.session.idHash,
    write(chunk) {
      if (body.writableEnded || body.destroyed) return false;
      if (body.writableLength > MAX_BUFFERED_BYTES) {
        body.end();
        return false;
      }
      body.write(chunk);
      return true;
    },
    end: () => body.end(),
  };
  const gone = () => hub.remove(stream);
  reply.raw.on('close', gone);
  body.on('close', gone);
  // A client gone mid-write: the stream is dropped, the process carries on.
  body.on('error', gone);
  body.write(`retry: ${RETRY_MS}\n\n`);
  hub.add(stream).catch(() => {
    hub.remove(stream);
    body.end();
  });
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(body);
}

/**
 * Says where the caller is on a ticket of their tenant (404 for any other), to every instance when
 * the statement commits. Answers who else is there as this instance knows it.
 */
export async function sayPresence(
  hub: LiveHub,
  ctx: StaffContext,
  ticketId: number,
  state: PresenceState,
): Promise<TicketPresence> {
  await ctx.inTenant(async (tx) => {
    if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    await publishLiveIn(tx, { k: 'p', t: ctx.tenantId, i: ticketId, u: ctx.user.id, s: state });
  });
  return hub.presenceFor(ctx.tenantId, ticketId, ctx.user.id);
}
