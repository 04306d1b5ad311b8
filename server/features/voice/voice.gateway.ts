import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { VOICE_CLOSE } from '../../../domain/voice';
import { demoTenantVocabulary } from './claims/tenant-vocabulary';
import { createProviderSelector } from './providers/provider-select';
import { VoiceCall } from './voice.call';
import type { VoiceCallRegistry } from './voice.registry';
import { watchSessionsOfLiveCalls } from './voice.session-watch';
import { clientIpOf, isAllowedOrigin, trustRule } from './voice.upgrade-checks';

export const VOICE_SOCKET_PATH = '/ws/voice';

/** Answers a handshake with a plain HTTP error (a browser only sees that the socket failed). */
function refuseUpgrade(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({
    message,
    code: status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'SERVICE_UNAVAILABLE',
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function refuseCall(browser: WebSocket, message: string) {
  browser.send(JSON.stringify({ type: 'error', message }));
  browser.close(VOICE_CLOSE.policy);
  setTimeout(() => browser.terminate(), 1500).unref();
}

/**
 * /ws/voice?agent=<type>&session=<id> on the app's own HTTP server: origin and per-address checks
 * at the handshake, then one VoiceCall per socket. Calls are closed (1001) before the app closes.
 */
export function attachVoiceGateway(app: FastifyInstance, registry: VoiceCallRegistry) {
  const { config } = app.deps;
  const trust = trustRule(config.TRUST_PROXY);
  const log = app.log.child({ feature: 'voice' });
  const providerFor = createProviderSelector(
    config,
    (speech) => {
      void speech.recognizer.then((status) => {
        if (!status.available)
          log.warn(`the offline voice demo can only read typed messages: ${status.reason}`);
      });
    },
    demoTenantVocabulary(app.deps),
  );
  // Frames up to 4x the cap still arrive, so the visitor gets an error message and 1008; beyond
  // that ws itself closes with 1009 without buffering them.
  const server = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: config.VOICE_MAX_FRAME_BYTES * 4,
  });
  let closing = false;

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== VOICE_SOCKET_PATH) {
      // Another feature may own this path; if nobody else listens, nobody else would answer.
      if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not found');
      return;
    }
    socket.on('error', () => socket.destroy());
    if (closing) return refuseUpgrade(socket, 503, 'The server is restarting. Please try again shortly.');
    if (!isAllowedOrigin(request, trust, config.PUBLIC_BASE_URL)) {
      log.warn(
        { origin: String(request.headers.origin).slice(0, 100) },
        'voice socket from a foreign origin refused',
      );
      return refuseUpgrade(socket, 403, 'Cross-site WebSocket connections are not allowed');
    }
    const ip = clientIpOf(request, trust);
    const agentType = url.searchParams.get('agent');
    const sessionId = url.searchParams.get('session');
    server.handleUpgrade(request, socket, head, (browser) => {
      if (closing) return refuseCall(browser, 'The server is restarting. Please try again shortly.');
      if (registry.countFrom(ip, sessionId) >= config.VOICE_MAX_SESSIONS_PER_IP) {
        log.warn('voice call refused: too many calls from one address');
        return refuseCall(
          browser,
          'Too many voice calls are open from your network. Please end another call first.',
        );
      }
      const callLog = log.child({ session: sessionId?.slice(0, 10) });
      const call = new VoiceCall(
        { deps: app.deps, log: callLog, registry, providerFor },
        browser,
        ip,
        agentType,
        sessionId,
      );
      registry.add(call);
      void call.start();
    });
  }

  app.server.on('upgrade', onUpgrade);
  const stopWatching = watchSessionsOfLiveCalls(registry, app.deps.database.db, log);
  app.addHook('preClose', async () => {
    closing = true;
    stopWatching();
    await registry.shutdownAll();
  });
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    server.close();
  });
}
