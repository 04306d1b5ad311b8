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

  it('reads a number with thousands separators as the number, not at its commas', () => {
    expect(speakable('Fitted at 41,000 miles, 1,250,300 miles now.')).toBe(
      'Fitted at 41000 miles, 1250300 miles now.',
    );
    expect(
      speechChunks('Fitted at 106,000 miles, 131,000 miles now, warranted for 60,000 miles. Is that right?'),
    ).toEqual(['Fitted at 106000 miles,', '131000 miles now, warranted for 60000 miles.', 'Is that right?']);
    expect(speakable('Items 4,5 and 6')).toBe('Items 4,5 and 6');
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
