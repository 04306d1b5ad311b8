import type { Verdict } from '../../../bench/lib/stats';
import { chunkPcm, concatPcm, pcmToBase64, silencePcm, tonePcm } from '../../../fakes/audio/pcm-signals';
import { call } from '../faults/http-call';
import { VoiceTestSocket } from '../voice/voice-test-client';
import { adminQuery } from '../faults/system-databases';
import type { NginxProxy } from './nginx-proxy';
import type { ProxySetup } from './proxy-checks';

/**
 * A browser voice call through the proxy, as the landing page makes it: the session from one
 * request, the socket upgraded through the proxy (maybe onto another instance), the agent's
 * greeting heard as PCM frames, the visitor's microphone frames heard back as a turn.
 */
export async function checkVoiceCallThroughProxy(proxy: NginxProxy): Promise<Verdict> {
  const name = 'browser voice call: WebSocket upgraded through nginx, audio both ways';
  const started = await call(`${proxy.url}/api/voice/start-session`, {
    method: 'POST',
    localAddress: '127.0.0.20',
    headers: { origin: proxy.url },
    body: { agentType: 'customer' },
  });
  if (started.status !== 200)
    return { name, pass: false, detail: `start-session ${started.status} ${started.text}` };
  const { sessionId } = JSON.parse(started.text) as { sessionId: string };
  const wsUrl = `${proxy.url.replace('http', 'ws')}/ws/voice?agent=customer&session=${sessionId}`;
  let socket: VoiceTestSocket | undefined;
  try {
    socket = await VoiceTestSocket.open(wsUrl, { origin: proxy.url });
    await socket.json('conversation_initiation_metadata');
    await socket.json('agent_response', 15_000);
    const greeting = await socket.binary(15_000);
    const microphone = concatPcm(tonePcm(600), silencePcm(900));
    const frames = chunkPcm(microphone, 1600);
    for (const frame of frames) socket.send({ user_audio_chunk: pcmToBase64(frame) });
    const heard = await socket.json('user_transcript', 15_000);
    const reply = await socket.json('agent_response', 15_000);
    return {
      name,
      pass: greeting.length > 0 && Boolean(heard) && Boolean(reply),
      detail:
        `session via ${String(started.headers?.['x-upstream'])}; greeting audio frame of ${greeting.length} bytes; ` +
        `${frames.length} microphone frames sent, turn heard ("${heard.user_transcription_event.user_transcript}") and answered`,
    };
  } catch (error) {
    return { name, pass: false, detail: (error as Error).message };
  } finally {
    await socket?.close();
  }
}

/**
 * A visitor opening a second socket with the same session through the proxy (round robin sends
 * it to another instance): it is refused, and the first call goes on (decision 078).
 */
export async function checkVoiceSessionIsOneCallThroughProxy({
  proxy,
  databaseUrl,
}: ProxySetup): Promise<Verdict> {
  const name = 'one voice session, a second socket through nginx: refused, the first call goes on';
  const started = await call(`${proxy.url}/api/voice/start-session`, {
    method: 'POST',
    localAddress: '127.0.0.21',
    body: { agentType: 'technical' },
  });
  if (started.status !== 200)
    return { name, pass: false, detail: `start-session ${started.status} ${started.text}` };
  const { sessionId } = JSON.parse(started.text) as { sessionId: string };
  const wsUrl = `${proxy.url.replace('http', 'ws')}/ws/voice?agent=technical&session=${sessionId}`;
  const sockets: VoiceTestSocket[] = [];
  const held = () => sockets.map((socket) => String(socket.upgradeHeaders['x-upstream'])).join(' then ');
  try {
    const first = await VoiceTestSocket.open(wsUrl, { origin: proxy.url });
    sockets.push(first);
    await first.json('conversation_initiation_metadata', 15_000);
    const second = await VoiceTestSocket.open(wsUrl, { origin: proxy.url });
    sockets.push(second);
    const refusal = await second.json('error', 15_000);
    first.send({ type: 'user_message', text: 'Is the call still there?' });
    await first.json('agent_response', 15_000);
    const instances = held().split(' then ');
    return {
      name,
      pass:
        /already been used for a call/.test(refusal.message) &&
        first.socket.readyState === first.socket.OPEN &&
        new Set(instances).size === 2 &&
        !instances.includes('undefined'),
      detail: `sockets held by ${held()}; the second was refused ("${refusal.message}"), the first answered`,
    };
  } catch (error) {
    const [row] = await adminQuery<{ conversation_id: string | null; ended_at: Date | null }>(
      'select conversation_id, ended_at from voice_sessions where id = $1',
      [sessionId],
      databaseUrl,
    );
    return {
      name,
      pass: false,
      detail:
        `sockets held by ${held()} (the session names ${row?.conversation_id}, ` +
        `ended ${row?.ended_at?.toISOString() ?? 'no'}): ${(error as Error).message.slice(0, 300)}`,
    };
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
  }
}
