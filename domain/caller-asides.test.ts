import { describe, expect, it } from 'vitest';
import { asideOf, asksToChange, asksToChangeSomething, startsOver, stopsTheClaim } from './caller-asides';

describe('asides a caller says instead of an answer', () => {
  it.each([
    ['why do you need my date of birth', 'why'],
    ['What is this for?', 'why'],
    ['wait, what is this for?', 'why'],
    ['um, sorry, can you repeat that', 'repeat'],
    ['Sorry, could you say that again?', 'repeat'],
    ['pardon me', 'repeat'],
    ['what?', 'repeat'],
    ['hang on, let me go and grab the paperwork from the glovebox', 'hold'],
    ['um, one moment please', 'hold'],
    ['give me a minute, I will look at the tyre', 'hold'],
    ['let me see', 'hold'],
    ['can I speak to a human?', 'person'],
    ['I would like to talk with a real person please', 'person'],
    ['is this a real person?', 'bot'],
    ['um, are you a robot', 'bot'],
    ['how long will this take?', 'how-long'],
    ['so how many more questions', 'how-long'],
    ["what's a DOT number?", 'what'],
    ['whats the brand?', 'what'],
    ['sorry, what do you mean', 'what'],
    ['where do I find it?', 'what'],
    ['how do I measure that', 'what'],
    ["I don't know what that is", 'what'],
  ] as const)('"%s" is a request: %s', (said, aside) => {
    expect(asideOf(said)).toBe(aside);
  });

  it.each([
    'wait, it was Summit Tire Supply',
    'hold on the sidewall split',
    'let me explain, the tread came apart',
    'what size do the tyres need to be for the claim to count',
    'one',
    'two one four, five five five, oh one nine eight',
    'it wore out in a year, wait no, two years',
    'wait, what is the warranty on these',
    'so, what happened was the tread split',
    'I had to talk to someone at the shop twice and they still could not balance it',
    'the person at the dealer said it was fine',
    'what a mess, the tread peeled off',
    'where is it made, I think Japan',
    'how do I know, it just went flat',
  ])('"%s" is an answer', (said) => {
    expect(asideOf(said)).toBeUndefined();
  });

  it('tells a request to change an earlier answer, or to stop the claim, from an answer', () => {
    for (const said of [
      'Sorry, can I go back and change my name?',
      'actually could we correct the phone number',
      'I gave you the wrong dealer',
      'i think i made a mistake in my surname',
      'please update my number',
      'undo',
      'can we redo the size',
    ])
      expect(asksToChange(said), said).toBe(true);
    for (const said of [
      'the dealer fitted the wrong size',
      'they had to change the valve',
      'Chang Wei',
      'I was told the wrong pressure',
    ])
      expect(asksToChange(said), said).toBe(false);
    // With a yes in them, only words that ask for a change do ("correct, thanks" is a yes).
    expect(asksToChangeSomething('ok, can we redo the size', true)).toBe(true);
    expect(asksToChangeSomething('correct, thanks', true)).toBe(false);
    expect(asksToChangeSomething('can I correct something', true)).toBe(true);
    expect(stopsTheClaim('oh, never mind')).toBe(true);
    expect(stopsTheClaim('I no longer want to file a claim')).toBe(true);
    expect(stopsTheClaim('I mind the noise more than the wear')).toBe(false);
    expect(stopsTheClaim('stop')).toBe(true);
    expect(stopsTheClaim('stop please')).toBe(true);
    expect(stopsTheClaim('cancel')).toBe(true);
    expect(stopsTheClaim('they cancelled my order')).toBe(false);
    expect(stopsTheClaim('the car will not stop pulling left')).toBe(false);
    for (const again of ['start over', 'can we start again?', "um, let's begin again", 'restart'])
      expect(startsOver(again), again).toBe(true);
    expect(startsOver('it started over the winter')).toBe(false);
  });
});
