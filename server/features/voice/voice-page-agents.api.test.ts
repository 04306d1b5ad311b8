import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listenForVoice, storedTranscript } from '../../test/voice/voice-test-setup';

describe('landing-page agents over /ws/voice', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
  });
  afterAll(() => t.close());

  it.each([
    ['floral-services', /BloomJoy Flowers/, 'Voice demo call with BloomJoy Flowers (/bloomjoy)'],
    [
      'financial-services',
      /TreadDesk Auto Finance/,
      'Voice demo call with TreadDesk Auto Finance (/consumerportfolio)',
    ],
    ['political', /Campaign AI/, 'Voice demo call with Campaign AI (/political)'],
  ])(
    '%s greets as its business and its transcript lands on a ticket labelled by page',
    async (agentType, greeting, subject) => {
      const { socket, conversationId } = await voice.call(agentType);
      expect((await socket.json('agent_response')).agent_response_event.agent_response).toMatch(greeting);
      socket.send({ type: 'user_message', text: 'Hello' });
      await socket.json('agent_response');
      await socket.close();
      const transcript = await storedTranscript(t, conversationId);
      const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, transcript.ticketId!));
      expect(ticket!.subject).toBe(subject);
      expect(transcript.transcript).toMatch(/^[^:]+ \(\/[a-z]+\): /);
    },
  );
});
