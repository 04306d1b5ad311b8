import { beforeAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '../../../../test/speech/word-error-rate';
import { createSimulatedProvider } from './simulated.provider';
import type { AgentServerMessage } from '../provider';
import { PocketsphinxDecoder, SPEECH_SAMPLE_RATE, sharedSpeechEngines, speechChunks } from '../../../speech';

/** The claim comes last: it starts the claims intake, which reads what follows as answers. */
const QUESTIONS = [
  'Where is my order?',
  'Can I return a tyre?',
  'What are your opening hours?',
  'Can I talk to a person?',
  'I want to make a warranty claim',
];

/** What the agent says, as text: its greeting and its replies to five typed questions. */
async function agentLines(): Promise<string[]> {
  const provider = createSimulatedProvider({
    productName: 'TreadDesk',
    speech: sharedSpeechEngines(),
    replyDelayMs: 0,
  });
  const session = await provider.startSession({
    agentType: 'customer',
    channel: 'browser',
    signal: new AbortController().signal,
  });
  const lines: string[] = [];
  let waiting: (() => void) | undefined;
  session.onMessage((message: AgentServerMessage) => {
    if (message.type !== 'agent_response') return;
    lines.push((message.agent_response_event as { agent_response: string }).agent_response);
    waiting?.();
  });
  const next = () => new Promise<void>((resolve) => (waiting = resolve));
  await next();
  for (const question of QUESTIONS) {
    session.send({ type: 'user_message', text: question });
    await next();
  }
  session.close();
  return lines;
}

describe('the agent speaks words', () => {
  beforeAll(async () => {
    const status = await sharedSpeechEngines().ready();
    if (!status.available) throw new Error(status.reason); // names the Debian packages to install
  }, 60_000);

  it('has its greeting and five replies understood by an open-vocabulary recognizer at ≤ 40 % word error rate', async () => {
    const lines = await agentLines();
    expect(new Set(lines).size).toBe(6);
    // A general English recognizer (70,000 words), not the demo's own domain model.
    const judge = new PocketsphinxDecoder();
    const pairs = [];
    let voice: number[] | undefined; // one listener: it learns the agent's voice line by line
    for (const line of lines) {
      // The agent's own pipeline: the same sentence pieces, synthesized by the same engines.
      const pieces = await Promise.all(
        speechChunks(line).map((piece) => sharedSpeechEngines().synthesize(piece)),
      );
      const audio = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
      pieces.reduce((offset, piece) => (audio.set(piece, offset), offset + piece.length), 0);
      pairs.push({ reference: line, hypothesis: judge.recognize(audio, voice) });
      voice = judge.adaptation();
    }
    judge.dispose();
    const result = wordErrorRate(pairs);
    console.log(pairs.map((pair) => `${pair.reference}\n  → ${pair.hypothesis}`).join('\n'));
    console.log(
      `word error rate ${(result.rate * 100).toFixed(1)} % (${result.errors}/${result.words}) at ${SPEECH_SAMPLE_RATE} Hz`,
    );
    expect(result.words).toBeGreaterThan(60);
    expect(result.rate).toBeLessThanOrEqual(0.4);
  }, 300_000); // a guard: a busy machine makes the synthesis and recognition several times slower
});
