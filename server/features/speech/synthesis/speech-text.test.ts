import { describe, expect, it } from 'vitest';
import { speakable, speechChunks } from './speech-text';

describe('speech text', () => {
  it('reads product names and ticket numbers as words', () => {
    expect(speakable('TreadDesk opened #TK-214 for you.')).toBe(
      'Tread Desk opened ticket T K 2 1 4 for you.',
    );
    expect(speakable("I've opened ticket #TK-001 for your claim.")).toBe(
      "I've opened ticket T K 0 0 1 for your claim.",
    );
  });

  it('cuts a reply into sentences, and a long first sentence at its first comma', () => {
    expect(
      speechChunks(
        'Hi, you have reached TreadDesk customer service, the warranty desk. I am a demo assistant. How can I help?',
      ),
    ).toEqual([
      'Hi, you have reached Tread Desk customer service,',
      'the warranty desk.',
      'I am a demo assistant.',
      'How can I help?',
    ]);
    expect(speechChunks('Goodbye!')).toEqual(['Goodbye!']);
    expect(speechChunks(' ... ')).toEqual([]);
  });
});
