import { describe, expect, it } from 'vitest';
import { dealerToConfirm } from '../../../../../domain/dealer-names';
import { ClaimDialogue } from './claim-dialogue';

const TODAY = new Date('2026-06-15T12:00:00Z');
/** A dialogue that has asked its first question; `namesSaidAlike` as the dialogue takes it. */
function started(namesSaidAlike?: (name: string) => string[]) {
  const d = new ClaimDialogue(() => TODAY, namesSaidAlike);
  d.start();
  return d;
}

/** Answers the questions until the read-back, returning the read-back. */
function answerAll(d: ClaimDialogue, ...answers: string[]) {
  let said = '';
  for (const answer of answers) said = d.hear(answer).say;
  return said;
}

describe('the claims intake dialogue', () => {
  it('asks again for what it could not read, then moves on after three tries', () => {
    const d = new ClaimDialogue(() => TODAY);
    expect(d.start()).toMatch(/full name/);
    expect(d.hear('uh huh').say).toMatch(/did not catch your name/);
    expect(d.hear('who is this').say).toMatch(/did not catch your name/);
    expect(d.hear('the thing is').say).toMatch(/^Let us move on.*phone number/);
  });

  it('says again, explains or waits when the caller asks, and asks the same question after', () => {
    const d = started();
    answerAll(d, 'Tiago Esteves', '785 555 0119');
    const readBack = 'I have Tiago Esteves, phone 7 8 5, 5 5 5, 0 1 1 9. Is that right?';
    expect(d.hear('sorry, could you say that again?').say).toBe(readBack);
    expect(d.hear('what?').say).toBe(readBack);
    expect(d.hear('yes').say).toBe('Thank you. What went wrong with the tyre?');
    // Asked why, the question again without the thanks before it.
    expect(d.hear('wait, what is this for?').say).toBe(
      'The warranty team needs it to check the claim and work out the credit. What went wrong with the tyre?',
    );
    expect(d.hear('hang on a second, I will check').say).toBe('Of course, take your time.');
    // Asked what a question means, where to find it: said where a question has it, else the question again.
    expect(d.hear('what do you mean?').say).toBe('What went wrong with the tyre?');
    expect(d.hear('the shoulder is feathered on the inside').say).toMatch(/^Which dealer/);
    expect(d.hear('what is that for?').say).toMatch(/^The warranty team needs it .* Which dealer/);
    // Said with an answer, "wait" is no request for a moment.
    expect(d.hear('wait, it was Prairie Wheel Works').say).toBe('What brand are the tyres?');
    // Asked for a person, whether it is one, or how long it takes: said, and the question again.
    expect(d.hear('can I speak to a human?', true).say).toBe(
      'I will note that you would like to talk to a person; our team will follow up on your ticket. Meanwhile, I can take your claim. What brand are the tyres?',
    );
    expect(d.hear('are you a bot', true).say).toBe(
      'I am a demo assistant, not a person; our team reads every claim I take. What brand are the tyres?',
    );
    expect(d.hear('how long will this take?', true).say).toBe(
      'Just a few more questions, then I read your answers back and file the claim. What brand are the tyres?',
    );
    expect(d.hear('what brand do you mean?', true).say).toBe(
      'Sorry, I did not catch the brand. What brand are the tyres?',
    );
  });

  it('takes a yes typed as a chat is ("y", "ok", "all good", "👍") as yes, and "n" as no', () => {
    for (const yes of ['y', 'yea', 'ok', 'all good', '👍', 'looks good to me', 'perfect']) {
      const d = started();
      answerAll(d, 'Tiago Esteves', '785 555 0119');
      expect(d.hear(yes, true).say, yes).toBe('Thank you. What went wrong with the tyre?');
    }
    for (const no of ['n', 'no good', 'not ok', '👎']) {
      const d = started();
      answerAll(d, 'Tiago Esteves', '785 555 0119');
      expect(d.hear(no, true).say, no).toBe('Which part is wrong: the name or the phone number?');
    }
  });

  it('changes the ending of a phone number read back to the one typed ("ends in 0198")', () => {
    for (const ending of [
      'almost, the phone ends in 0198',
      'no, the last four digits of the phone are 0198',
      'the phone number is wrong, it ends with 98',
      // The number is the only part read back that has an ending: it need not be named.
      'no, it ends in 0198',
      'no, the last digit is 8',
      'the last digit should be 8',
    ]) {
      const d = started();
      answerAll(d, 'Ann Lee', '312 555 0199');
      expect(d.hear(ending, true).say, ending).toBe(
        'Thank you. I have Ann Lee, phone 3 1 2, 5 5 5, 0 1 9 8. Is that right?',
      );
    }
  });

  it('takes "yes, except …" to a read-back as a correction of the part named', () => {
    const d = started();
    answerAll(d, 'Tiago Esteves', '785 555 0119');
    expect(d.hear('yes, except the phone is 785 555 0191', true).say).toBe(
      'Thank you. I have Tiago Esteves, phone 7 8 5, 5 5 5, 0 1 9 1. Is that right?',
    );
    expect(d.hear('yes but').say).toBe('Which part is wrong: the name or the phone number?');
  });

  it('asks an eleven-digit phone number or one without its area code again, saying what it needs', () => {
    const d = started();
    d.hear('Oskar Vantongeren');
    expect(d.hear('four one nine two two three three eight eight seven six').say).toBe(
      'Sorry, I did not catch your phone number. I need all ten digits, the area code first. And your phone number, with the area code?',
    );
    // Without its area code, the same.
    expect(d.hear('555-0176', true).say).toMatch(/^Sorry, .* I need all ten digits, the area code first\./);
    expect(d.hear('one four one nine two two three three eight eight seven').say).toBe(
      'I have Oskar Vantongeren, phone 4 1 9, 2 2 3, 3 8 8 7. Is that right?',
    );
  });

  it('corrects only the part the caller names, with the value typed at once or asked for', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7 0 3 8 8 1 4 0 2 6');
    expect(d.hear('No, the phone number is 703 881 4062', true).say).toBe(
      'Thank you. I have Ines Obradovic, phone 7 0 3, 8 8 1, 4 0 6 2. Is that right?',
    );
    expect(d.rejected('caller_phone')).toEqual(['7038814026']);
    expect(d.hear('no').say).toBe('Which part is wrong: the name or the phone number?');
    expect(d.hear('the name').say).toBe('Sorry about that. Please spell your last name, letter by letter.');
    expect(d.rejected('caller_name')).toEqual(['Ines Obradovic']);
    expect(d.hear('Ines Obradović').say).toMatch(/^I have Ines Obradović, phone 7 0 3, 8 8 1, 4 0 6 2/);
    expect(d.hear('yes').confirmed).toEqual({ caller_name: 'Ines Obradović', caller_phone: '7038814062' });
  });

  it('takes the ways callers say yes and no to a read-back', () => {
    for (const [answer, next] of [
      ['affirmative', /^Thank you. What went wrong/],
      ['looks right', /^Thank you. What went wrong/],
      ['uh huh', /^Thank you. What went wrong/],
      ['negative', /^Which part is wrong/],
      ['close but no', /^Which part is wrong/],
    ] as const) {
      const d = started();
      answerAll(d, 'Aroha Ngata', '206 555 0193');
      expect(d.hear(answer, true).say, answer).toMatch(next);
    }
  });

  it('takes a typed "no, …" with the new value as a correction of the part it reads as', () => {
    const d = started();
    answerAll(d, 'Tomasz Kowalsky', '412 555 0187');
    expect(d.hear('no, it is Kowalski with an i', true).say).toBe(
      'Thank you. I have Tomasz Kowalski, phone 4 1 2, 5 5 5, 0 1 8 7. Is that right?',
    );
    expect(d.rejected('caller_name')).toEqual(['Tomasz Kowalsky']);
    expect(d.hear('no, 412 555 0178', true).say).toBe(
      'Thank you. I have Tomasz Kowalski, phone 4 1 2, 5 5 5, 0 1 7 8. Is that right?',
    );
    expect(d.hear('nope - Tomas Kowalski', true).say).toMatch(/^Thank you. I have Tomas Kowalski, phone/);
    // Said, the words of a read-back's answer are heard by the open vocabulary alone: asked which part.
    expect(d.hear('no it is tomasz').say).toBe('Which part is wrong: the name or the phone number?');
    answerAll(d, 'no', 'yes', 'the tread wore down in a year', 'Lakeside Tyre Co', 'Vantera', '205/55R16');
    expect(d.hear('KR3124').say).toMatch(/^Dealer Lakeside Tyre Co, Vantera 205\/55R16, DOT K as in Kilo/);
    // A DOT code could be read as a dealer's code too; the DOT is meant.
    expect(d.hear('no, NX 4523', true).say).toMatch(
      /^Thank you. Dealer Lakeside Tyre Co, Vantera 205\/55R16, DOT N as in/,
    );
    expect(d.hear('no, it is 215/55R16', true).say).toMatch(
      /^Thank you. Dealer Lakeside Tyre Co, Vantera 215\/55R16,/,
    );
    // A brand the desk knows is the brand, not a dealer's name; a name either could be is asked about.
    expect(d.hear("no, they're Goodyears", true).say).toMatch(
      /^Thank you. Dealer Lakeside Tyre Co, Goodyear 215\/55R16,/,
    );
    expect(d.hear('no, Lone Star Tire', true).say).toBe(
      'Which part is wrong: the dealer, the brand, the tyre size or the DOT number?',
    );
    answerAll(d, 'the brand', 'Vantera');
    answerAll(d, 'yes', 'May 2024', '$140', 'yes', '10');
    expect(d.hear('4').say).toMatch(/^Original tread 10 thirty-seconds, 4 thirty-seconds left/);
    // Either depth could be 9: the caller is asked which.
    expect(d.hear('no, 9', true).say).toBe(
      'Which part is wrong: the original tread depth or the remaining tread?',
    );
  });

  it('takes a typed measure said before the name of its part ("no, 12 new", "there is 5 left")', () => {
    const d = started();
    answerAll(d, 'Marisol Etxeberria', '505 555 0126', 'yes', 'a tread chunk came off', 'Mesa Tire Barn');
    answerAll(d, 'Falken', '245/70R16', 'no', 'yes', 'April 2025', '$166', 'yes', '13', '6');
    expect(d.hear('it was 12 when new', true).say).toBe(
      'Thank you. Original tread 12 thirty-seconds, 6 thirty-seconds left. Is that right?',
    );
    expect(d.hear('no, there is 5 left actually', true).say).toBe(
      'Thank you. Original tread 12 thirty-seconds, 5 thirty-seconds left. Is that right?',
    );
    // No number before or after the part named: the part is asked for.
    expect(d.hear('no, the remaining is wrong', true).say).toBe(
      'Sorry about that. And how much tread is left now, in thirty-seconds?',
    );
  });

  it('takes back an answer of the topic typed with its part while the next is asked ("no, 12 new")', () => {
    const d = started();
    answerAll(d, 'Oluwaseun Brandt', '907 555 0148', 'yes', 'the tread went bald', 'Tundra Tire Shed');
    answerAll(d, 'Nokian', '215/55R17', 'no', 'yes', 'June 2025', '$158', 'yes', '11');
    expect(d.hear('no, 12 new', true).say).toBe(
      'Thank you, I have changed the original tread depth to 12 thirty-seconds. And how much tread is left now, in thirty-seconds?',
    );
    expect(d.hear('7', true).say).toMatch(/^Original tread 12 thirty-seconds, 7 thirty-seconds left/);
    answerAll(d, 'yes', '18,300');
    expect(d.hear('sorry, fitted at 18,800', true).say).toBe(
      'Thank you, I have changed the mileage at fitting to 18,800 miles. And what does it read now?',
    );
    // The part asked, named with its value, is its answer.
    expect(d.hear('no, it reads 40,250 now', true).say).toBe('How many miles is the tyre warranted for?');
    // "now" names the mileage now in the mileage topic, not the tread left now of the topic before.
    expect(d.hear('no, now is 41,250', true).say).toBe(
      'Thank you, I have changed the mileage now to 41,250 miles. How many miles is the tyre warranted for?',
    );
  });

  it('keeps a later part typed with its value before it is asked, and asks what was asked again', () => {
    const d = started();
    answerAll(d, 'Rafaela Quispe', '5055550164', 'yes', 'the shoulder wore through', 'Mesa Tire Barn');
    answerAll(d, 'Sumitomo', '205/55R16', 'no', 'yes', 'July 2025');
    expect(d.hear('$131', true).say).toBe('Bought in July 2025, $131.00 a tyre. Is that right?');
    expect(d.hear('oh wait, the fitting mileage was 14,350', true).say).toBe(
      'Thank you, I will take 14,350 miles for the mileage at fitting when we come to it. Bought in July 2025, $131.00 a tyre. Is that right?',
    );
    answerAll(d, 'yes', '10', '6');
    // Its topic comes: the part kept is not asked.
    expect(d.hear('yes').say).toBe('Thank you. And what does it read now?');
    expect(answerAll(d, '29,900', '45,000')).toBe(
      'Fitted at 14,350 miles, 29,900 miles now, warranted for 45,000 miles. Is that right?',
    );
  });

  it('changes the phone number given again while a later question is asked', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '703 881 4026', 'yes');
    expect(d.hear('actually wait, my number is 703 881 4062', true)).toEqual({
      say: 'Thank you, I have changed your phone number to 7 0 3, 8 8 1, 4 0 6 2. What went wrong with the tyre?',
      confirmed: { caller_phone: '7038814062' },
    });
    expect(d.rejected('caller_phone')).toEqual(['7038814026']);
    // What went wrong is still asked, and a problem that speaks of a number is the problem.
    expect(d.hear('the tyre lost air, my number plate got scratched too', true).say).toMatch(/Which dealer/);
    expect(d.hear('my phone number changed, its 703 881 4099', true).say).toBe(
      'Thank you, I have changed your phone number to 7 0 3, 8 8 1, 4 0 9 9. Which dealer fitted the tyres? The dealer code or the shop name is fine.',
    );
    // "Scratch that": an earlier part restated with its new value.
    answerAll(d, 'Harbour Tyre Co', 'Toyo', '225/60R18');
    expect(d.hear('scratch that, the dealer was Riverside Wheels', true).say).toMatch(
      /^Thank you, I have changed the dealer to Riverside Wheels\. Do you have the DOT number/,
    );
  });

  it('asks a phone number refused twice in its parts, each said back, and reads back the number they make', () => {
    const d = started();
    answerAll(d, 'Odile Marchetti', 'nine one seven, two four four, six eight zero five');
    d.hear('no, the phone number is wrong');
    d.hear('nine one seven, two four four, six eight zero five');
    expect(d.hear('no, the phone number is wrong').say).toBe(
      'Sorry about that. Let us take it in parts. What is the area code?',
    );
    expect(d.expecting).toBe('phone_part');
    expect(d.phonePartDigits).toBe(3);
    expect(d.hear('nine one seven').say).toBe('9 1 7. Is that right?');
    expect(d.expecting).toBe('confirmation');
    expect(d.partsToConfirm).toEqual([]);
    expect(d.hear('yes').say).toBe('And the next three digits?');
    // Two digits for three: asked again.
    expect(d.hear('two four').say).toMatch(/^Sorry, I did not catch that\. .*next three digits\?$/);
    expect(d.hear('two four one').say).toBe('2 4 1. Is that right?');
    expect(d.hear('no').say).toBe('Sorry about that. And the next three digits?');
    // The part refused is passed over when it is heard again.
    expect(d.phonePartRefused).toEqual(['241']);
    expect(d.hear('two four four').say).toBe('2 4 4. Is that right?');
    expect(d.hear('yes').say).toBe('And the last four digits?');
    expect(d.phonePartDigits).toBe(4);
    expect(d.phonePartRefused).toEqual([]);
    expect(d.hear('6805').say).toBe('6 8 0 5. Is that right?');
    expect(d.hear('yes').say).toBe('I have Odile Marchetti, phone 9 1 7, 2 4 4, 6 8 0 5. Is that right?');
  });

  it('takes the name and the phone number given in one answer, in either order', () => {
    const d = started();
    expect(d.hear('Ngozi Adeyemi, 404-555-0162', true).say).toBe(
      'I have Ngozi Adeyemi, phone 4 0 4, 5 5 5, 0 1 6 2. Is that right?',
    );
    const e = started();
    expect(e.hear("my number is (919) 555 0110 and I'm Teodor Vasquez", true).say).toBe(
      'I have Teodor Vasquez, phone 9 1 9, 5 5 5, 0 1 1 0. Is that right?',
    );
    // A number that is no phone number: the name is kept and the phone asked again.
    const f = started();
    expect(f.hear('Rhys Gwilym 02920 555 5555', true).say).toMatch(
      /^Sorry, I did not catch your phone number/,
    );
    expect(f.hear('+44 29 2055 5555', true).say).toBe(
      'I have Rhys Gwilym, phone plus 4 4, 2 9 2, 0 5 5, 5 5 5 5. Is that right?',
    );
  });

  it('says why it asks, and takes a phone number the caller would rather not give as not given', () => {
    const d = started();
    expect(d.hear('why do you need my name?', true).say).toBe(
      'So that our team can find your claim and reach you about it; it is used for nothing else. May I have your full name?',
    );
    expect(d.hear('Halvard Brekke', true).say).toMatch(/phone number/);
    expect(d.hear('what is that for', true).say).toMatch(
      /^So that our team .* rather not give it\. And your phone number/,
    );
    expect(d.hear("I'd rather not say", true).say).toBe(
      'I have Halvard Brekke, phone not given. Is that right?',
    );
  });

  it('has a misheard name spelled, the surname first, then the given name', () => {
    const d = started();
    answerAll(d, 'Wendy Whittaker', '5 0 3 2 2 9 8 1 4 7');
    expect(d.hear('no, the name is wrong').say).toBe(
      'Sorry about that. Please spell your last name, letter by letter.',
    );
    expect(d.expecting).toBe('spelling');
    expect(d.spelledInWords).toBe(false);
    // A spelling not caught is asked for again in the spelling alphabet's words.
    expect(d.hear('it is').say).toBe(
      'Sorry, I did not catch that. Please spell your last name again, saying each letter as a word, such as Alpha for A or Bravo for B.',
    );
    expect(d.spelledInWords).toBe(true);
    expect(d.hear('whiskey hotel india tango alpha kilo echo romeo').say).toMatch(
      /^I have Wendy Whitaker, phone/,
    );
    expect(d.spelledInWords).toBe(false);
    expect(d.hear('the name').say).toBe('Sorry about that. Please spell your first name, letter by letter.');
    expect(d.hear('G, W, E, N').say).toMatch(/^I have Gwen Whitaker, phone/);
    // A third refusal: the name is left for the team, not asked round again.
    expect(d.hear('no the name').say).toBe(
      'Let us move on; our team will check that with you. I have no name, phone 5 0 3, 2 2 9, 8 1 4 7. Is that right?',
    );
    expect(d.rejected('caller_name')).toEqual(['Wendy Whittaker', 'Wendy Whitaker', 'Gwen Whitaker']);
    expect(d.hear('yes').confirmed).toEqual({ caller_phone: '5032298147' });
  });

  it('spells a part again when the caller refuses its first spelling, and only once more', () => {
    const d = started();
    answerAll(d, 'Elsa Bryant', '5 0 3 2 2 9 8 1 4 7');
    d.hear('no, the name is wrong');
    expect(d.hear('b r a n d t').say).toMatch(/^I have Elsa Brandt, phone/);
    d.hear('my first name is wrong');
    expect(d.hear('o l s e').say).toMatch(/^I have Olse Brandt, phone/);
    // A third refusal, of a part spelled once: that part is spelled again, past the refused
    // spelling, and in the spelling alphabet's words, where plain letters were misheard.
    expect(d.hear('no, my first name is wrong').say).toBe(
      'Sorry about that. Please spell your first name again, saying each letter as a word, such as Alpha for A or Bravo for B.',
    );
    expect(d.rejectedSpellings).toEqual(['Elsa', 'Olse']);
    expect(d.spelledInWords).toBe(true);
    expect(d.hear('india lima sierra echo').say).toMatch(/^I have Ilse Brandt, phone/);
    expect(d.spelledInWords).toBe(false);
    // Spelled twice and refused again: left for the team.
    expect(d.hear('no, my first name is wrong').say).toMatch(/^Let us move on; .* I have no name, phone/);
  });

  it('spells a name heard by voice that sounds like another spelling', () => {
    // Names made up for this test, with made-up spellings alike.
    const alike: Record<string, string[]> = { jaxine: ['jaxeen'], jaxeen: ['jaxine'] };
    const d = started((name) => alike[name.toLowerCase()] ?? []);
    expect(answerAll(d, 'Jaxine Tolbrook', '4 1 9 2 2 3 3 8 8 7')).toBe(
      'I have Jaxine Tolbrook, Jaxine spelled J, A, X, I, N, E, phone 4 1 9, 2 2 3, 3 8 8 7. Is that right?',
    );
    expect(d.hear('no, my first name is wrong').say).toBe(
      'Sorry about that. Please spell your first name, letter by letter.',
    );
    // The spelling is heard passing over the part the caller refused.
    expect(d.rejectedSpellings).toEqual(['Jaxine']);
    expect(d.hear('J A X E E N').say).toBe(
      'I have Jaxeen Tolbrook, Jaxeen spelled J, A, X, E, E, N, phone 4 1 9, 2 2 3, 3 8 8 7. Is that right?',
    );
  });

  it('corrects the part of the name the caller names, and asks for the other part next', () => {
    const given = started();
    answerAll(given, 'Marla Quennick', '4 1 9 2 2 3 3 8 8 7');
    expect(given.hear('no, my last name is Quenwick', true).say).toMatch(
      /^Thank you. I have Marla Quenwick, phone/,
    );
    expect(given.hear('no, the first name is Marlo', true).say).toMatch(
      /^Thank you. I have Marlo Quenwick, phone/,
    );

    // Said, not typed: the open vocabulary hears no names, so the part named is spelled instead.
    const said = started();
    answerAll(said, 'Marla Quennick', '4 1 9 2 2 3 3 8 8 7');
    expect(said.hear('no, my first name is for our').say).toBe(
      'Sorry about that. Please spell your first name, letter by letter.',
    );

    const spelled = started();
    answerAll(spelled, 'Marla Quennick', '4 1 9 2 2 3 3 8 8 7');
    expect(spelled.hear('the surname is wrong').say).toBe(
      'Sorry about that. Please spell your last name, letter by letter.',
    );
    expect(spelled.hear('Q U E N W I C K').say).toMatch(/^I have Marla Quenwick, phone/);
    // Plain "the name" next: the part not yet asked for.
    expect(spelled.hear('no, the name is wrong').say).toBe(
      'Sorry about that. Please spell your first name, letter by letter.',
    );
  });

  it('does not spell a name the caller typed, nor a correction typed, and spells one spelled by voice', () => {
    const alike = () => ['someone else'];
    const d = started(alike);
    d.hear('Orvell Tolbrook', true);
    expect(d.hear('4 1 9 2 2 3 3 8 8 7').say).toBe(
      'I have Orvell Tolbrook, phone 4 1 9, 2 2 3, 3 8 8 7. Is that right?',
    );
    expect(d.hear('no, the name is Orvel Tolbrook', true).say).toMatch(
      /^Thank you. I have Orvel Tolbrook, phone/,
    );
    expect(d.hear('no, my first name is wrong').say).toBe(
      'Sorry about that. Please spell your first name, letter by letter.',
    );
    // Spelled by voice, the given name is spelled back; the surname typed earlier is not.
    expect(d.hear('O R V E L L').say).toBe(
      'I have Orvell Tolbrook, Orvell spelled O, R, V, E, L, L, phone 4 1 9, 2 2 3, 3 8 8 7. Is that right?',
    );

    // Heard by voice, then the surname spelled by typing: only the given name is spelled back.
    const mixed = started(alike);
    expect(answerAll(mixed, 'Orvell Tolbrook', '4 1 9 2 2 3 3 8 8 7')).toMatch(
      /^I have Orvell Tolbrook, Orvell spelled O, R, V, E, L, L, Tolbrook spelled T, O, L, B, R, O, O, K, phone/,
    );
    mixed.hear('no, my last name is wrong');
    expect(mixed.hear('T O L B R O O K E', true).say).toBe(
      'I have Orvell Tolbrooke, Orvell spelled O, R, V, E, L, L, phone 4 1 9, 2 2 3, 3 8 8 7. Is that right?',
    );
  });

  it('leaves any part refused three times for the team', () => {
    const d = started();
    answerAll(d, 'Mara Lindqvist', '5 0 3 2 2 9 8 1 4 7');
    expect(d.hear('the phone number is wrong').say).toMatch(/^Sorry about that. And your phone number/);
    expect(d.hear('5 0 3 2 2 9 8 1 4 1').say).toMatch(/^I have Mara Lindqvist, phone/);
    expect(d.hear('the phone number is wrong').say).toMatch(/What is the area code\?$/);
    expect(answerAll(d, '5 0 3', 'yes', '2 2 9', 'yes', '8 1 4 2', 'yes')).toMatch(
      /^I have Mara Lindqvist, phone/,
    );
    expect(d.hear('the phone number is wrong').say).toBe(
      'Let us move on; our team will check that with you. I have Mara Lindqvist, phone not given. Is that right?',
    );
    expect(d.reachable).toBe(false);
  });

  it('moves on with the name as heard when its spelling cannot be read three times', () => {
    const d = started();
    answerAll(d, 'Mara Lindqvist', '5 0 3 2 2 9 8 1 4 7');
    d.hear('the name is wrong');
    // A single letter heard is neither a spelling nor a name.
    expect(d.hear('r').say).toBe(
      'Sorry, I did not catch that. Please spell your last name again, saying each letter as a word, such as Alpha for A or Bravo for B.',
    );
    d.hear('um');
    expect(d.hear('sorry').say).toMatch(
      /^Let us move on; our team will check that with you. I have Mara Lindqvist/,
    );
  });

  it('names the parts of a read-back for recognition, and asks the topic again when no part is made out', () => {
    const d = started();
    answerAll(d, 'Wendell Okafor', '5 0 3 2 2 9 8 1 4 7');
    expect(d.expecting).toBe('confirmation');
    expect(d.partsToConfirm).toEqual([
      'name',
      'first name',
      'given name',
      'last name',
      'surname',
      'family name',
      'phone number',
    ]);
    expect(d.hear('no').say).toBe('Which part is wrong: the name or the phone number?');
    expect(d.hear('the').say).toBe('Sorry, which part should I change: the name or the phone number?');
    expect(d.hear('they').say).toBe('Sorry, which part should I change: the name or the phone number?');
    expect(d.hear('the what').say).toBe('Let us go through these again. May I have your full name?');
    expect(d.expecting).toBe('caller_name');
    expect(answerAll(d, 'Wendell Okafor', '5 0 3 2 2 9 8 1 4 8')).toBe(
      'I have Wendell Okafor, phone 5 0 3, 2 2 9, 8 1 4 8. Is that right?',
    );
  });

  it("takes what one answer gives for the topic's later questions, and does not ask them", () => {
    const d = started();
    answerAll(d, 'Lucinda Ferreira', '2075550138', 'yes', 'Tread separated on the motorway');
    expect(d.hear('Isla Neumáticos; Bridgestone; 205/60R16', true).say).toMatch(
      /^Do you have the DOT number/,
    );
    expect(d.hear('no idea', true).say).toBe(
      'Dealer Isla Neumáticos, Bridgestone 205/60R16, no DOT number. Is that right?',
    );
    expect(d.hear('yes').say).toMatch(/When did you buy/);
    expect(d.hear('October 2024, they were 178 dollars a tyre', true).say).toBe(
      'Bought in October 2024, $178.00 a tyre. Is that right?',
    );
    d.hear('yes');
    expect(d.hear('eleven when new, five left', true).say).toBe(
      'Original tread 11 thirty-seconds, 5 thirty-seconds left. Is that right?',
    );
    d.hear('yes');
    expect(d.hear('fitted at 8,200 and now 39,900, the warranty is 55,000', true).say).toBe(
      'Fitted at 8,200 miles, 39,900 miles now, warranted for 55,000 miles. Is that right?',
    );
  });

  it('takes a price in dollars and cents, or for each tyre, typed after the purchase date', () => {
    for (const [said, price] of [
      ['got them around March 2025, 203.49 each', '$203.49'],
      ['March 2025, 96 apiece', '$96.00'],
    ]) {
      const d = started();
      answerAll(d, 'Ngozi Lindqvist', '3855550172', 'yes', 'the belt shifted', 'Harbourside Tyre');
      answerAll(d, 'Kumho', '195/65R15', 'no', 'yes');
      expect(d.hear(said!, true).say).toBe(`Bought in March 2025, ${price} a tyre. Is that right?`);
    }
  });

  it('takes a yes to a read-back that gives another value for a part as a correction of that part', () => {
    const d = started();
    answerAll(d, 'Keren Abergel', '6175550124', 'yes', 'a cord is showing', 'Harbourside Tyre', 'Hankook');
    answerAll(d, '235/45R18', 'no');
    expect(d.hear('yes, oh and the size is 235/40R18', true).say).toBe(
      'Thank you. Dealer Harbourside Tyre, Hankook 235/40R18, no DOT number. Is that right?',
    );
    // The value read back, said again, is a yes.
    expect(d.hear('yes, the brand is Hankook', true).say).toMatch(/^Thank you. When did you buy/);
  });

  it('takes a typed "no, …" with new values for several parts of a read-back, one a clause', () => {
    const d = started();
    answerAll(d, 'Keren Abergel', '6175550124', 'yes', 'a cord is showing', 'Harbourside Tyre', 'Hankook');
    answerAll(d, '235/45R18', 'no', 'yes', 'June 2025', '$171');
    expect(d.hear('nope, July 2025 and 177', true).say).toBe(
      'Thank you. Bought in July 2025, $177.00 a tyre. Is that right?',
    );
    answerAll(d, 'yes', '10', '6');
    expect(d.hear('no, 11 new and 5 left', true).say).toBe(
      'Thank you. Original tread 11 thirty-seconds, 5 thirty-seconds left. Is that right?',
    );
    // Two numbers, each of which either depth could be: the caller is asked which.
    expect(d.hear('no, 3 and 12', true).say).toBe(
      'Which part is wrong: the original tread depth or the remaining tread?',
    );
  });

  it('takes a brand typed with its size, and a part said not known, from one answer', () => {
    const d = started();
    answerAll(d, 'Keren Abergel', '6175550124', 'yes', 'a cord is showing');
    expect(d.hear('Harbourside Tyre, Hankook 235/45R18, no DOT', true).say).toBe(
      'Dealer Harbourside Tyre, Hankook 235/45R18, no DOT number. Is that right?',
    );
  });

  it('asks a later question whose value in an earlier answer breaks a rule, and the asked one when only later ones were answered', () => {
    const d = started();
    answerAll(d, 'Lucinda Ferreira', '2075550138', 'yes', 'Tread separated on the motorway');
    // A size alone is no dealer: the size is noted and not asked, and the dealer is asked again.
    expect(d.hear('225/40R18', true).say).toBe(
      'Thank you, I have noted the tyre size. Which dealer fitted the tyres? The dealer code or the shop name is fine.',
    );
    expect(d.hear('Desert Wheel and Tire', true).say).toBe('What brand are the tyres?');
    expect(d.hear('Toyo', true).say).toMatch(/^Do you have the DOT number/);
    d.hear('not known', true);
    expect(d.hear('yes').say).toMatch(/When did you buy/);
    // A typed dollar sign names the price as well as the word does.
    expect(d.hear('May 2025 and it was $150 a tyre', true).say).toBe(
      'Bought in May 2025, $150.00 a tyre. Is that right?',
    );
    answerAll(d, 'yes', '10', '4', 'yes');
    expect(d.hear('fitted at 50,000, now 20,000', true).say).toBe('And what does it read now?');
    // The warranted mileage alone to the mileage at fitting: noted, and the question asked again.
    const other = started();
    answerAll(other, 'Lucinda Ferreira', '2075550138', 'yes', 'a bulge', 'no', 'Toyo', 'no', 'no', 'yes');
    answerAll(other, 'May 2025', '150', 'yes', '10', '4', 'yes');
    expect(other.hear('62,000 mile warranty', true).say).toBe(
      'Thank you, I have noted the warranted mileage. What did the odometer read when the tyres were fitted?',
    );
    expect(answerAll(other, '18,250', '49,900')).toBe(
      'Fitted at 18,250 miles, 49,900 miles now, warranted for 62,000 miles. Is that right?',
    );
  });

  it("says the name of the tenant's dealer a code given belongs to, so the caller can check it", () => {
    const shops = [{ dealerName: 'Puget Sound Tyre Co', dealerCode: 'WA3107' }];
    const d = new ClaimDialogue(
      () => TODAY,
      undefined,
      (said) => dealerToConfirm(said, shops),
    );
    d.start();
    answerAll(d, 'Mirela Popescu', '2065550183', 'yes', 'It loses air at the bead');
    expect(answerAll(d, 'the code is wa3107', 'Nokian', '225/50R17', 'unknown')).toBe(
      'Dealer Puget Sound Tyre Co, code WA3107, Nokian 225/50R17, no DOT number. Is that right?',
    );
    expect(d.hear('the dealer is wrong, it is WA3170', true).say).toBe(
      'Thank you. Dealer WA3170, Nokian 225/50R17, no DOT number. Is that right?',
    );
    // The name said as the recognizer writes it is said back as the tenant writes it, without the code.
    expect(d.hear('no, the dealer is puget sound tire co', true).say).toBe(
      'Thank you. Dealer Puget Sound Tyre Co, Nokian 225/50R17, no DOT number. Is that right?',
    );
    // The start of its name is said back whole with its code, and the code is what is recorded.
    expect(d.hear('no, the dealer is Puget Sound', true).say).toBe(
      'Thank you. Dealer Puget Sound Tyre Co, code WA3107, Nokian 225/50R17, no DOT number. Is that right?',
    );
    expect(d.hear('yes').confirmed).toMatchObject({ dealer: 'WA3107', tyre_brand: 'Nokian' });
  });

  it("takes the tenant's dealer the caller bought from in the words that start the claim", () => {
    const shops = [{ dealerName: 'Prairie Wheel & Tyre', dealerCode: 'KS2218' }];
    const opened = (opening: string) => {
      const d = new ClaimDialogue(
        () => TODAY,
        undefined,
        (said) => dealerToConfirm(said, shops),
      );
      d.start(opening);
      answerAll(d, 'Anneliese Mbeki', '3165550147', 'yes');
      return d;
    };
    const d = opened('I want to claim on my Toyo tyres, I got them from Prairie Wheel and Tyre last spring');
    expect(answerAll(d, 'The tread cupped', '205/55R16', 'no')).toBe(
      'Dealer Prairie Wheel & Tyre, code KS2218, Toyo 205/55R16, no DOT number. Is that right?',
    );
    // The tyres named between the verb and the shop, or no verb at all.
    for (const opening of [
      'I got my Toyo tires from Prairie Wheel and Tyre; one has a bubble',
      'my Toyo tyres from Prairie Wheel and Tyre are worn out, can I claim',
    ])
      expect(answerAll(opened(opening), 'The tread cupped', '205/55R16', 'no')).toBe(
        'Dealer Prairie Wheel & Tyre, code KS2218, Toyo 205/55R16, no DOT number. Is that right?',
      );
    // A shop that is none of the tenant's dealers is asked for, as before.
    const other = opened('a claim please, I bought them at Main Street Autos');
    expect(other.hear('The tread cupped').say).toMatch(/^Which dealer fitted the tyres\?/);
  });

  it('asks a DOT number again when its date code is no week a tyre was made in', () => {
    const d = started();
    answerAll(d, 'Tomasz Wierzbicki', '4145550172', 'yes', 'A nail went through the shoulder');
    const askAgain =
      'A DOT number ends in the week and year the tyre was made, such as 2 2 1 9 for week 22 of 2019. Do you have the DOT number';
    expect(answerAll(d, 'Harbor Tire', 'Falken', '215/55R17', 'D O T W F 8 8 2 2')).toMatch(
      new RegExp(`^${askAgain}`),
    );
    // Week 31 of 2026 is still to come in the middle of June 2026.
    expect(d.hear('whiskey foxtrot three one two six').say).toMatch(new RegExp(`^${askAgain}`));
    expect(d.hear('whiskey foxtrot two two two six').say).toBe(
      'Dealer Harbor Tire, Falken 215/55R17, DOT W as in Whiskey, F as in Foxtrot, 2 2 2 6. Is that right?',
    );
  });

  it('asks what went wrong, the purchase and the tyre; "the brand is wrong" asks the brand only', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062');
    expect(d.hear('yes').say).toMatch(/What went wrong/);
    const afterProblem = d.hear('The sidewall bulged after a pothole');
    expect(afterProblem.confirmed).toEqual({ problem: 'The sidewall bulged after a pothole' });
    expect(afterProblem.say).toMatch(/Which dealer/);
    expect(answerAll(d, 'Prairie Wheel Works', 'Nokian', '245/45R19', 'D O T J K one seven two one')).toBe(
      'Dealer Prairie Wheel Works, Nokian 245/45R19, DOT J as in Juliet, K as in Kilo, 1 7 2 1. Is that right?',
    );
    expect(d.hear('the brand is wrong').say).toBe('Sorry about that. What brand are the tyres?');
    expect(d.hear('Kumho').say).toMatch(/^Dealer Prairie Wheel Works, Kumho 245\/45R19/);
    // "DOT" said letter by letter, as the recognizer's read-back grammar hears it.
    expect(d.hear('no the d o t number is wrong').say).toMatch(
      /^Sorry about that. Do you have the DOT number/,
    );
    expect(d.hear('j k one seven two one').say).toMatch(
      /^Dealer Prairie Wheel Works, Kumho 245\/45R19, DOT J/,
    );
    expect(d.hear('no the tyre size is wrong').say).toBe(
      'Sorry about that. Please read the size digit by digit, for example two two five, six five, R one seven.',
    );
    expect(d.hear('250/60R16').say).toBe(
      'Sorry, I did not catch the tyre size. A width ends in 5, such as 225, and a ratio in 0 or 5. Please read the size digit by digit, for example two two five, six five, R one seven.',
    );
    expect(d.hear('two four five, four zero, R one nine').say).toMatch(
      /^Dealer Prairie Wheel Works, Kumho 245\/40R19,/,
    );
    expect(d.hear('yes').say).toMatch(/When did you buy/);
    expect(d.hear('in September twenty twenty four').say).toMatch(/how much did you pay/);
    expect(d.hear('one hundred forty seven dollars').say).toBe(
      'Bought in September 2024, $147.00 a tyre. Is that right?',
    );
    expect(d.hear('yes').confirmed).toEqual({ purchase_date: '2024-09-01', price_paid: 147 });
  });

  it('says both values at odds and asks again the one the caller names, then goes on with the topic', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062', 'yes', 'tread worn out early', 'I do not know', 'no idea');
    answerAll(d, 'no idea', 'no', 'yes', 'May 2025', '$99', 'yes');
    expect(d.hear('nine thirty seconds').say).toMatch(/how much tread is left/);
    expect(d.hear('eleven thirty seconds').say).toBe(
      'Remaining tread cannot be more than the original tread. I have 9 thirty-seconds for the original tread depth and 11 thirty-seconds for the remaining tread. Which part is wrong: the original tread depth or the remaining tread?',
    );
    // A yes is no answer to two values at odds; the part named is asked again, past its value.
    expect(d.hear('yes').say).toBe(
      'Sorry, which part should I change: the original tread depth or the remaining tread?',
    );
    expect(d.hear('the remaining tread').say).toMatch(/^Sorry about that\. .*left/);
    expect(d.rejected('tread_remaining_32nds')).toEqual(['11']);
    expect(d.hear('twelve').say).toMatch(/^Remaining tread cannot be more than the original tread/);
    // Given the value itself rather than a part: taken, as an answer to the question.
    expect(d.hear('oh, four').say).toBe(
      'Original tread 9 thirty-seconds, 4 thirty-seconds left. Is that right?',
    );
    d.hear('yes');
    // The earlier value was the one misheard: it is asked again, then the topic goes on.
    expect(d.hear('sixty one thousand').say).toMatch(/read now/);
    expect(d.hear('fifty three thousand five hundred miles').say).toBe(
      'Mileage now cannot be less than the mileage at fitting. I have 61,000 miles for the mileage at fitting and 53,500 miles for the mileage now. Which part is wrong: the mileage at fitting or the mileage now?',
    );
    // The recognizer listens for the two parts at odds, and a third part named is none of them.
    expect(d.partsToConfirm).toEqual(['mileage at fitting', 'mileage now']);
    expect(d.askedWhichPart).toBe(true);
    expect(d.hear('the warranted mileage').say).toBe(
      'Sorry, which part should I change: the mileage at fitting or the mileage now?',
    );
    // Asked again, the choice is between the two values, not every part of the topic.
    expect(d.hear('neither of them').say).toBe(
      'Sorry, which part should I change: the mileage at fitting or the mileage now?',
    );
    expect(d.hear('the mileage at fitting').say).toMatch(
      /^Sorry about that\. Please say the mileage at fitting/,
    );
    expect(d.rejected('mileage_at_fitting')).toEqual(['61000']);
    expect(d.hear('four one zero zero zero').say).toMatch(/warranted for\?$/);
    expect(d.hear('seventy thousand').say).toBe(
      'Fitted at 41,000 miles, 53,500 miles now, warranted for 70,000 miles. Is that right?',
    );
    // Found while correcting a value: back to the read-back, no question asked twice.
    expect(d.hear('no, the mileage now is wrong').say).toMatch(/^Sorry about that/);
    expect(d.hear('four zero zero zero zero').say).toMatch(/^Mileage now cannot be less/);
    expect(d.hear('the mileage now').say).toMatch(/^Sorry about that/);
    expect(d.hear('five four zero zero zero').say).toBe(
      'Fitted at 41,000 miles, 54,000 miles now, warranted for 70,000 miles. Is that right?',
    );
    expect(d.hear('yes').file).toBe(true);
  });

  it('leaves a value at odds for the team, asks what the topic had not asked yet, and asks it again when the caller says so', () => {
    const d = started();
    answerAll(d, 'Halvard Quist', '4065550172', 'yes', 'cupped wear on the rear', 'I do not know', 'no idea');
    answerAll(d, 'no idea', 'no', 'yes', 'June 2025', '$131', 'yes', 'ten', 'four', 'yes');
    expect(d.hear('thirty seven thousand').say).toMatch(/read now/);
    let said = '';
    for (const misheard of ['two thousand', 'eight thousand', 'six one zero zero']) {
      expect(d.hear(misheard).say).toMatch(/^Mileage now cannot be less than the mileage at fitting/);
      said = d.hear('the mileage now').say;
    }
    // The third refusal: the topic goes on to the question it had not asked, not to its read-back.
    expect(said).toBe(
      'Let us move on; our team will check that with you. How many miles is the tyre warranted for?',
    );
    expect(d.hear('sixty five thousand').say).toBe(
      'Fitted at 37,000 miles, mileage now not given, warranted for 65,000 miles. Is that right?',
    );
    // The value left for the team, said to be wrong: asked for again (it read the same line again).
    expect(d.hear('no, the mileage now is wrong').say).toMatch(
      /^Sorry about that\. Please say what the odometer reads now/,
    );
    expect(d.hear('four eight two zero zero').say).toBe(
      'Fitted at 37,000 miles, 48,200 miles now, warranted for 65,000 miles. Is that right?',
    );
  });

  it('goes through values at odds afresh when the part cannot be made out', () => {
    const d = started();
    answerAll(d, 'Halvard Quist', '4065550172', 'yes', 'cupped wear on the rear', 'I do not know', 'no idea');
    answerAll(d, 'no idea', 'no', 'yes', 'June 2025', '$131', 'yes', 'eleven');
    expect(d.hear('thirty').say).toMatch(/^Remaining tread cannot be more than the original tread/);
    for (const unclear of ['the tread', 'the tread'])
      expect(d.hear(unclear).say).toMatch(/^Sorry, which part/);
    expect(d.hear('the tread').say).toBe(
      'Let us go through these again. What was the original tread depth, in thirty-seconds of an inch?',
    );
    // The remaining tread heard before is asked again, not kept to be at odds with the answer.
    expect(d.hear('eleven').say).toMatch(/how much tread is left/);
    expect(d.hear('seven').say).toBe(
      'Original tread 11 thirty-seconds, 7 thirty-seconds left. Is that right?',
    );
  });

  it('asks once more when a spoken yes answers which part is wrong, and takes a second yes', () => {
    const d = started();
    answerAll(d, 'Halvard Quist', '4065550172', 'yes', 'a split in the sidewall', 'I do not know', 'no idea');
    answerAll(d, 'no idea', 'no', 'yes', 'October 2025', '$118');
    expect(d.hear('no, that is wrong').say).toBe('Which part is wrong: the purchase date or the price?');
    // "the price" heard as "that is right": the caller said no a moment ago.
    expect(d.hear('that is right').say).toBe(
      'Sorry, which part should I change: the purchase date or the price?',
    );
    expect(d.hear('yes it is right').say).toMatch(/^Thank you\. What was the original tread/);
    // Typed, a yes is what the caller wrote.
    const typed = started();
    answerAll(
      typed,
      'Halvard Quist',
      '4065550172',
      'yes',
      'a split in the sidewall',
      'I do not know',
      'no idea',
    );
    answerAll(typed, 'no idea', 'no', 'yes', 'October 2025', '$118', 'no');
    expect(typed.hear('oh sorry, it is right', true).say).toMatch(/^Thank you\. What was the original tread/);
  });

  it('has recognition pass over a value the rules refused while its question is asked again', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062', 'yes', 'tread worn out early', 'I do not know', 'no idea');
    answerAll(d, 'no idea', 'no', 'yes', 'May 2025', '$99', 'yes');
    expect(d.hear('three thirty seconds').say).toMatch(/^Original tread must be at least/);
    expect(d.hear('two thirty seconds').say).toMatch(/^Original tread must be at least/);
    expect(d.rejected('tread_original_32nds')).toEqual(['3', '2']);
    expect(d.hear('ten thirty seconds').say).toMatch(/how much tread is left/);
    expect(d.rejected('tread_original_32nds')).toEqual([]);
    // At odds with the original tread only, which may be the value misheard: not passed over.
    expect(d.hear('twelve').say).toMatch(/^Remaining tread cannot be more than the original tread/);
    expect(d.rejected('tread_remaining_32nds')).toEqual([]);
    d.hear('the remaining tread');
    // Refused by the rules, not by the caller: only the caller's refusals leave the value for the team.
    expect(d.hear('six').say).toMatch(/^Original tread 10 thirty-seconds, 6/);
    expect(d.hear('the original tread depth is wrong').say).toMatch(/^Sorry about that/);
    expect(d.hear('two').say).toMatch(/^Original tread must be at least/);
    expect(d.rejected('tread_original_32nds')).toEqual(['10', '2']);
    expect(d.hear('eleven').say).toMatch(/^Original tread 11 thirty-seconds/);
    expect(d.hear('the original tread depth is wrong').say).toMatch(/^Sorry about that/);
    expect(d.hear('twelve').say).toMatch(/^Original tread 12 thirty-seconds/);
    expect(d.hear('the original tread depth is wrong').say).toMatch(/^Let us move on/);
  });

  it('asks a reading the caller refuses again digit by digit, and reads the digits as the number', () => {
    const d = started();
    answerAll(
      d,
      'Odile Marchetti',
      '4107729351',
      'yes',
      'a bulge on the sidewall',
      'I do not know',
      'no idea',
    );
    answerAll(d, 'no idea', 'no', 'yes', 'March 2025', '$131', 'yes', 'ten', 'six', 'yes');
    answerAll(d, 'forty thousand', 'fifty seven thousand three hundred', 'sixty thousand');
    expect(d.hear('no, the mileage at fitting is wrong').say).toBe(
      'Sorry about that. Please say the mileage at fitting digit by digit, for example four one two zero zero.',
    );
    expect(d.hear('one four zero zero zero').say).toBe(
      'Fitted at 14,000 miles, 57,300 miles now, warranted for 60,000 miles. Is that right?',
    );
    expect(d.hear('no, the warranted mileage is wrong').say).toMatch(/warranted miles digit by digit/);
  });

  it('asks again for a phone number whose area code no US number has, saying why', () => {
    const d = started();
    expect(answerAll(d, 'Aroha Ngata', '021 555 0199')).toBe(
      'A US area code does not begin with 0 or 1; for a number abroad, please say the country code first, with plus. And your phone number, with the area code?',
    );
    expect(d.hear('+64 21 555 0199').say).toMatch(/^I have Aroha Ngata, phone plus 6 4, /);
  });

  it('says which part of the tyre was not given when it reads back the other', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062', 'yes', 'it went flat twice', 'Costco');
    expect(answerAll(d, 'some chinese brand', '215/60R16', 'no')).toBe(
      'Dealer Costco, brand not known, 215/60R16, no DOT number. Is that right?',
    );
    const other = started();
    answerAll(other, 'Ines Obradovic', '7038814062', 'yes', 'it went flat twice', 'Costco');
    expect(answerAll(other, 'Cooper', 'I dont know the size', 'no')).toBe(
      'Dealer Costco, Cooper, size not given, no DOT number. Is that right?',
    );
  });

  it('asks a price the caller refuses again digit by digit, and reads the digits as dollars', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062', 'yes', 'it went flat twice', 'no', 'no', 'no', 'no', 'yes');
    answerAll(d, 'March 2025', 'one hundred twenty nine dollars');
    expect(d.hear('no, the price is wrong').say).toBe(
      'Sorry about that. Please say the price of one tyre digit by digit, for example one eight nine dollars.',
    );
    expect(d.hear('one nine nine dollars').say).toBe('Bought in March 2025, $199.00 a tyre. Is that right?');
    // A price no tyre costs was misheard: asked again, not read back.
    expect(d.hear('no, the price is wrong').say).toMatch(/digit by digit/);
    expect(d.hear('one dollars').say).toBe(
      'A tyre costs at least $20. Please say the price of one tyre digit by digit, for example one eight nine dollars.',
    );
  });

  it('asks again for a value said in the answer to a read-back, which the open vocabulary alone heard', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7 0 3 8 8 1 4 0 2 6');
    // As heard: "no, the phone number is wrong" said, or the new number said after it.
    expect(d.hear('no the phone number is it is oh eight').say).toBe(
      'Sorry about that. And your phone number, with the area code?',
    );
    expect(d.hear('seven zero three eight eight one four zero six two').say).toBe(
      'I have Ines Obradovic, phone 7 0 3, 8 8 1, 4 0 6 2. Is that right?',
    );
    // Refused a second time, the number is asked in parts.
    expect(d.hear('no the phone number is five one two three three four four nine nine one').say).toBe(
      'Sorry about that. Let us take it in parts. What is the area code?',
    );
    expect(d.rejected('caller_phone')).toEqual(['7038814026', '7038814062']);
  });

  it('refuses a purchase date still to come', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062', 'yes', 'it went flat twice', 'no', 'no', 'no', 'no', 'yes');
    expect(d.hear('March twenty twenty nine').say).toMatch(/^Purchase date cannot be in the future\./);
  });

  it('goes back to a part of an earlier topic the caller asks to change, and on to where the claim was', () => {
    const d = started();
    answerAll(d, 'Rosalind Okonkwo-Bell', '9715550123', 'yes', 'the bead leaks', 'Cascade Tire Co', 'Nexen');
    expect(d.hear('sorry, can I go back and change my phone number?').say).toBe(
      'Of course. And your phone number, with the area code?',
    );
    expect(d.expecting).toBe('caller_phone');
    expect(d.hear('971 555 0132').say).toBe(
      'I have Rosalind Okonkwo-Bell, phone 9 7 1, 5 5 5, 0 1 3 2. Is that right?',
    );
    const back = d.hear('yes');
    expect(back.say).toBe(
      'Thank you. And the size on the sidewall, for example two twenty-five, sixty-five, R seventeen?',
    );
    expect(back.confirmed).toEqual({ caller_name: 'Rosalind Okonkwo-Bell', caller_phone: '9715550132' });
    answerAll(d, '215/70R15');
    expect(d.hear('I do not know').say).toBe(
      'Dealer Cascade Tire Co, Nexen 215/70R15, no DOT number. Is that right?',
    );
    expect(d.hear('yes').say).toMatch(/^Thank you\. When did you buy/);
    // Typed with its new value: read back at once.
    expect(d.hear('I gave you the wrong brand, it is Nokian', true).say).toBe(
      'Thank you. Dealer Cascade Tire Co, Nokian 215/70R15, no DOT number. Is that right?',
    );
    expect(d.hear('yes').say).toMatch(/^Thank you\. When did you buy/);
    // A request that names no part the claim has is asked which; words naming none then are an answer.
    expect(d.hear('I want to change the tread depth').say).toMatch(/^Of course\. Which answer/);
    expect(d.hear('the tread').say).toMatch(/^Sorry, I did not catch the purchase date/);
    expect(d.hear('I made a mistake in my name, it is Rosalind Okonkwo', true).say).toBe(
      'Thank you. I have Rosalind Okonkwo, phone 9 7 1, 5 5 5, 0 1 3 2. Is that right?',
    );
  });

  it('asks again an answer of the topic being asked that the caller asks to change, and goes on past it', () => {
    const d = started();
    expect(d.hear('Ikaika Kealoha').say).toBe('And your phone number, with the area code?');
    expect(d.hear('wait, can I change my name?', true).say).toBe('Of course. May I have your full name?');
    expect(d.hear('Ikaika Kealoha-Reyes', true).say).toBe('And your phone number, with the area code?');
    answerAll(d, '808 555 0175', 'yes', 'the tread is cupped', 'Aloha Tire Works', 'Falken');
    // The brand answered since is not asked again.
    expect(d.hear('I gave you the wrong dealer').say).toBe(
      'Of course. Which dealer fitted the tyres? The dealer code or the shop name is fine.',
    );
    expect(d.hear('Kona Wheel and Tire').say).toBe(
      'And the size on the sidewall, for example two twenty-five, sixty-five, R seventeen?',
    );
    expect(d.rejected('dealer')).toEqual(['Aloha Tire Works']);
    expect(d.hear('actually I want to change the brand, it is Toyo', true).say).toBe(
      'Thank you, I have changed the brand to Toyo. And the size on the sidewall, for example two twenty-five, sixty-five, R seventeen?',
    );
    answerAll(d, '235/65R16');
    expect(d.hear('I do not know').say).toBe(
      'Dealer Kona Wheel and Tire, Toyo 235/65R16, no DOT number. Is that right?',
    );
  });

  it('asks the year of a purchase month said alone and the month of a year, and dates a day and month said alone in the past year', () => {
    const d = started();
    answerAll(
      d,
      'Wilhelmina Achterberg',
      '4065550147',
      'yes',
      'a nail in the shoulder',
      'no',
      'no',
      'no',
      'no',
      'yes',
    );
    expect(d.hear('back in November').say).toBe('And which year was that?');
    expect(d.datePartAsked).toBe('year');
    // Going back while a part is asked keeps the part given: its question is asked on return.
    expect(d.hear('can I go back and change my phone number?').say).toBe(
      'Of course. And your phone number, with the area code?',
    );
    expect(d.hear('406 555 0148').say).toMatch(/phone 4 0 6, 5 5 5, 0 1 4 8\. Is that right\?$/);
    expect(d.hear('yes').say).toBe('Thank you. And which year was that?');
    expect(d.datePartAsked).toBe('year');
    expect(d.hear('twenty twenty four').say).toBe('And how much did you pay for each tyre, in dollars?');
    expect(d.hear('212').say).toBe('Bought in November 2024, $212.00 a tyre. Is that right?');
    expect(d.hear('no, the purchase date is wrong').say).toMatch(/^Sorry about that\. When did you buy/);
    // Today is June 15, 2026: the latest September 3 is last year's, the latest May 30 this year's.
    expect(d.hear('September 3rd').say).toBe('Bought on September 3, 2025, $212.00 a tyre. Is that right?');
    expect(d.hear('no, the purchase date is wrong').say).toMatch(/^Sorry about that/);
    expect(d.hear('5/30').say).toBe('Bought on May 30, 2026, $212.00 a tyre. Is that right?');
    // A year without its month: the month is asked, and read with the year.
    const other = started();
    answerAll(other, 'Wilhelmina Achterberg', '4065550147', 'yes', 'a nail', 'no', 'no', 'no', 'no', 'yes');
    expect(other.hear('sometime in the fall of 2024').say).toBe('Which month of 2024 was that, roughly?');
    expect(other.datePartAsked).toBe('month');
    expect(other.hear('probably October').say).toBe('And how much did you pay for each tyre, in dollars?');
    expect(other.datePartAsked).toBeUndefined();
    expect(other.hear('212').say).toBe('Bought in October 2024, $212.00 a tyre. Is that right?');
    expect(other.hear('no, the purchase date is wrong').say).toMatch(/^Sorry about that/);
    // Today is June 15, 2026: last summer is 2025's.
    expect(other.hear('last summer').say).toBe('Which month of 2025 was that, roughly?');
    // Not knowing the month, with a season or a part of the year: its month, read back to check.
    expect(other.hear('no clue, maybe spring').say).toBe(
      'Bought in April 2025, $212.00 a tyre. Is that right?',
    );
    expect(other.hear('no, the purchase date is wrong').say).toMatch(/^Sorry about that/);
    expect(other.hear('in 2023').say).toBe('Which month of 2023 was that, roughly?');
    expect(other.hear('late in the year I think').say).toBe(
      'Bought in November 2023, $212.00 a tyre. Is that right?',
    );
  });

  it('asks again for a purchase date before the month the confirmed DOT number says the tyre was made', () => {
    const d = started();
    answerAll(d, 'Ines Obradovic', '7038814062', 'yes', 'it went flat twice', 'no', 'Vantera', 'no');
    answerAll(d, 'V 7 K N 1 2 3 0 2 5', 'yes');
    expect(d.hear('I bought them in June 2025').say).toBe(
      'Purchase date cannot be before the tyre was made, in week 30 of 2025. When did you buy the tyres? The month and year are enough.',
    );
    expect(d.hear('the 14th of August 2025').say).toBe('And how much did you pay for each tyre, in dollars?');
    expect(d.hear('$189.99').say).toBe('Bought on August 14, 2025, $189.99 a tyre. Is that right?');
  });

  it('takes a name typed surname first, and a lone word typed for a name to the part it begins like', () => {
    const d = started();
    expect(d.hear('hey', true).say).toBe('Sorry, I did not catch your name. May I have your full name?');
    expect(answerAll(d, "yeah hi, my name is O'Brien, Patrick", '617 555 0142')).toBe(
      "I have Patrick O'Brien, phone 6 1 7, 5 5 5, 0 1 4 2. Is that right?",
    );
    expect(d.hear('yes that is right but my name is spelled Padraig', true).say).toBe(
      "Thank you. I have Padraig O'Brien, phone 6 1 7, 5 5 5, 0 1 4 2. Is that right?",
    );
  });

  it('says where to find what a question asks for when the caller asks, and asks it again', () => {
    const d = started();
    answerAll(d, 'Ann Lee', '3125550199', 'yes', 'a slow leak', 'no', 'Toyo', '225/65R17');
    expect(d.hear("what's a DOT number?").say).toBe(
      "It is printed on the tyre's sidewall after the letters DOT, sometimes on the inner side only: letters and digits, the last four being the week and year the tyre was made. Do you have the DOT number from the sidewall? Read it out, saying letters as words such as X-ray or Bravo, or say you do not know.",
    );
    expect(d.hear('no').say).toMatch(/^Dealer not known, Toyo 225\/65R17, no DOT number\./);
  });

  it('takes the brand and size the typed words that started the claim gave, and asks the rest', () => {
    const d = new ClaimDialogue(() => TODAY);
    d.start('Hi, I need to file a warranty claim for my Michelin 225/65R17 tyres, one has a bulge');
    answerAll(d, 'Ann Lee', '312 555 0199');
    // What went wrong, said in those words too, is noted and not asked.
    const noted = d.hear('yes');
    expect(noted.say).toBe(
      'Thank you. I have noted what went wrong: one has a bulge. Which dealer fitted the tyres? The dealer code or the shop name is fine.',
    );
    expect(noted.confirmed).toEqual({
      caller_name: 'Ann Lee',
      caller_phone: '3125550199',
      problem: 'one has a bulge',
    });
    expect(d.hear('Costco').say).toMatch(/^Do you have the DOT number/);
    expect(d.hear('no').say).toBe('Dealer Costco, Michelin 225/65R17, no DOT number. Is that right?');
    // Words that name no brand the desk knows, or no typed size, give nothing ahead.
    const other = new ClaimDialogue(() => TODAY);
    other.start('I want to make a claim, I have 4 tyres from Cascade, about 225 each');
    expect(answerAll(other, 'Ann Lee', '312 555 0199', 'yes')).toMatch(/What went wrong with the tyre\?$/);
    answerAll(other, 'a bulge on the sidewall');
    expect(other.hear('Costco').say).toBe('What brand are the tyres?');
    // A question about the tyres' care is no trouble: what went wrong is still asked.
    const asking = new ClaimDialogue(() => TODAY);
    asking.start('I want to file a claim, and how often should I rotate them? they are 4 years old');
    expect(answerAll(asking, 'Ann Lee', '312 555 0199', 'yes')).toMatch(/What went wrong with the tyre\?$/);
  });

  it("takes the caller's name and phone number the typed words that started the claim gave", () => {
    const opened = (opening: string) => {
      const d = new ClaimDialogue(() => TODAY);
      return { d, first: d.start(opening) };
    };
    const both = opened(
      'Hello, my name is Oluwaseun Adeyemi-Brooks, (971) 555-0163, I need a warranty claim',
    );
    expect(both.first).toMatch(
      /I have Oluwaseun Adeyemi-Brooks, phone 9 7 1, 5 5 5, 0 1 6 3\. Is that right\?$/,
    );
    expect(both.d.hear('yes').confirmed).toEqual({
      caller_name: 'Oluwaseun Adeyemi-Brooks',
      caller_phone: '9715550163',
    });
    // Typed, a name said alike with other spellings is not spelled back.
    const alike = new ClaimDialogue(
      () => TODAY,
      (name) => (name === 'Jo' ? ['Joe'] : []),
    );
    expect(alike.start('my name is Jo Tan, 617 555 0142, I want a claim')).toMatch(
      /I have Jo Tan, phone 6 1 7, 5 5 5, 0 1 4 2\. Is that right\?$/,
    );
    // The name alone: the phone number is the first question, without the "And" that joins it.
    const name = opened("This is Ximena Quispe, I'd like to claim on a tyre");
    expect(name.first).toMatch(/read your answers back\. Your phone number, with the area code\?$/);
    expect(name.d.hear('505 555 0148').say).toBe(
      'I have Ximena Quispe, phone 5 0 5, 5 5 5, 0 1 4 8. Is that right?',
    );
    // The number alone: the name is asked, and then the two are read back.
    const phone = opened("I'm having trouble with my tyres, I want a claim, call me on 720-555-0133");
    expect(phone.first).toMatch(/May I have your full name\?$/);
    expect(phone.d.hear('Bartholomew Okoye').say).toBe(
      'I have Bartholomew Okoye, phone 7 2 0, 5 5 5, 0 1 3 3. Is that right?',
    );
    // Small letters after "I'm" start anything else, and a name that is none is not taken.
    expect(opened('i am calling about a warranty claim').first).toMatch(/May I have your full name\?$/);
    expect(opened('my name is not important, I want a claim').first).toMatch(/May I have your full name\?$/);
    expect(opened('This is Michelin related, I want a claim').first).toMatch(/May I have your full name\?$/);
  });

  it('asks which answer to change when the caller asks to change one without naming it', () => {
    const which =
      'Of course. Which answer would you like to change, for example your phone number, the dealer or the purchase date?';
    const d = started();
    answerAll(d, 'Ann Lee', '312 555 0199', 'yes', 'a slow leak', 'Costco');
    // Not the brand "Go Back".
    expect(d.hear('go back', true).say).toBe(which);
    expect(d.hear('my phone number', true).say).toBe('Of course. And your phone number, with the area code?');
    expect(d.hear('312 555 0100', true).say).toMatch(/phone 3 1 2, 5 5 5, 0 1 0 0\. Is that right\?$/);
    expect(d.hear('yes').say).toBe('Thank you. What brand are the tyres?');
    expect(d.hear('undo', true).say).toBe(which);
    expect(d.hear('the DOT number', true).say).toBe(
      'We have not come to that yet; I will ask for it. What brand are the tyres?',
    );
    // A read-back's "correct" is a yes; "can I correct something" asks which.
    expect(answerAll(d, 'Toyo', '225/65R17', 'no')).toMatch(/^Dealer Costco, Toyo 225\/65R17/);
    expect(d.hear('can I correct something', true).say).toBe(which);
    expect(d.hear('the brand', true).say).toBe('Sorry about that. What brand are the tyres?');
    expect(answerAll(d, 'Toyo', 'correct')).toMatch(/^Thank you\. When did you buy/);
  });

  it('takes an earlier part restated with its new value, typed, and goes on where it was', () => {
    const d = started();
    answerAll(d, 'Ann Lee', '3125550199', 'yes');
    // Said of a later part, it is what went wrong.
    expect(d.hear('the dealer was rude and the size is wrong', true).say).toMatch(/^Which dealer fitted/);
    answerAll(d, 'no', 'Toyo', '225/65R17', 'no', 'yes');
    expect(d.hear('actually the brand is Goodyear, not Toyo', true).say).toBe(
      'Thank you. Dealer not known, Goodyear 225/65R17, no DOT number. Is that right?',
    );
    expect(d.hear('yes').say).toMatch(/^Thank you\. When did you buy/);
    answerAll(d, 'March 2024', '150', 'yes');
    expect(d.hear('wait, the size is 235/65R17', true).say).toBe(
      'Thank you. Dealer not known, Goodyear 235/65R17, no DOT number. Is that right?',
    );
    expect(d.hear('yes').say).toBe(
      'Thank you. What was the original tread depth, in thirty-seconds of an inch?',
    );
    // After "hold on", what went wrong given again is kept, without the old one it replaces.
    const changed = d.hear('hold on, the problem is actually a bulge, not a leak', true);
    expect(changed).toMatchObject({
      say: 'Thank you. What was the original tread depth, in thirty-seconds of an inch?',
      confirmed: { problem: 'a bulge' },
    });
    // Spoken, the words are an answer to the question asked, as before.
    expect(d.hear('the brand is Michelin').say).toMatch(/^Sorry, I did not catch the original tread depth/);
  });

  it('takes a value typed to a read-back for a part read back as not given', () => {
    const d = started();
    expect(answerAll(d, 'Ann Lee', 'I do not know')).toBe('I have Ann Lee, phone not given. Is that right?');
    expect(d.hear('312 555 0199', true).say).toBe(
      'Thank you. I have Ann Lee, phone 3 1 2, 5 5 5, 0 1 9 9. Is that right?',
    );
    answerAll(d, 'yes', 'a slow leak', 'no', 'Toyo', '225/65R17', 'no', 'yes', 'March 2024', 'no', 'yes');
    answerAll(d, '11', '3', 'yes', 'no');
    expect(answerAll(d, '41,200', 'no')).toBe(
      'Mileage at fitting not given, 41,200 miles now, warranted mileage not given. Is that right?',
    );
    // Two parts not given read "60k": the words name the warranted one.
    expect(d.hear("it's a 60k mile tire", true).say).toBe(
      'Thank you. Mileage at fitting not given, 41,200 miles now, warranted for 60,000 miles. Is that right?',
    );
    // Any value for a part given, or a value two parts not given read alike, is no answer to a read-back.
    expect(d.hear('45,000', true).say).toBe('Please say yes if that is right, or no to correct it.');
    expect(d.hear('yes').file).toBe(true);
  });

  it('reads the mileage now from the miles driven since fitting, once the reading at fitting is known', () => {
    const d = started();
    answerAll(d, 'Ann Lee', '3125550199', 'yes', 'a slow leak', 'no', 'Toyo', '225/65R17', 'no', 'yes');
    answerAll(d, 'March 2024', '150', 'yes', '11', '3', 'yes', 'about 12,000');
    expect(answerAll(d, "I've put about 30,000 on them since", '60,000')).toBe(
      'Fitted at 12,000 miles, 42,000 miles now, warranted for 60,000 miles. Is that right?',
    );
    const unknown = started();
    answerAll(unknown, 'Ann Lee', '3125550199', 'yes', 'a slow leak', 'no', 'Toyo', '225/65R17', 'no', 'yes');
    answerAll(unknown, 'March 2024', '150', 'yes', '11', '3', 'yes', 'I do not know');
    expect(unknown.hear('driven 30k miles on them').say).toMatch(/^Sorry, I did not catch the mileage now\./);
  });

  it('reads back a mileage not given as not given, and kilometres in miles', () => {
    const d = started();
    answerAll(d, 'Halldora Vik', '6125550148', 'yes', 'The tread is cupped', 'Northside Tyres', 'Toyo');
    answerAll(d, '205/60R16', 'I do not know', 'yes', 'May 2024', '$118', 'yes', '10', '4', 'yes');
    expect(answerAll(d, '40,000 km', '65,000 km', 'I do not know')).toBe(
      'Fitted at 24,855 miles, 40,389 miles now, warranted mileage not given. Is that right?',
    );
  });

  it('says what a DOT number can be when a typed one has a letter no sidewall prints', () => {
    const d = started();
    answerAll(d, 'Ana Ruiz', '5055550177', 'yes', 'a slow leak', 'Duke City Tire', 'Cooper', '225/65R17');
    expect(d.hear('DOT 8C2T 4Q 3823', true).say).toMatch(
      /^Sorry, I did not catch the DOT number\. It ends in four digits, the week and year the tyre was made, and has no letters G, I, Q, S or Z\. Do you have/,
    );
    expect(d.hear('8C2T 4P 3823', true).say).toMatch(
      /DOT 8, C as in Charlie, 2, T as in Tango, 4, P as in Papa/,
    );
  });

  it('takes a brand typed with its size, and asks for the DOT number to be read out after a bare yes', () => {
    const d = started();
    answerAll(d, 'Rosa Delgado', '(415) 555-0110', 'yep', 'a bulge on the sidewall', 'Bayou Tire Center');
    expect(d.hear('Continental 235/55R18', true).say).toMatch(/^Do you have the DOT number/);
    expect(d.hear('yes', true).say).toBe(
      'Please read it out, saying letters as words such as X-ray or Bravo.',
    );
    expect(d.hear('DOT XB4122', true).say).toBe(
      'Dealer Bayou Tire Center, Continental 235/55R18, DOT X as in X-ray, B as in Bravo, 4 1 2 2. Is that right?',
    );
    // Two parts said to be wrong: each asked again, not "and size are wrong" taken as the brand.
    expect(d.hear('no, the brand and size are wrong', true).say).toBe(
      'Sorry about that. What brand are the tyres?',
    );
    expect(d.hear('Toyo', true).say).toMatch(/^Thank you\. Please read the size digit by digit/);
    expect(d.hear('225/50R17', true).say).toBe(
      'Dealer Bayou Tire Center, Toyo 225/50R17, DOT X as in X-ray, B as in Bravo, 4 1 2 2. Is that right?',
    );
  });

  it('corrects the part said to be wrong, not one said to be right', () => {
    const d = started();
    answerAll(d, 'Rosa Delgado', '(415) 555-0110');
    expect(d.hear('no, the phone number is fine but the name is wrong', true).say).toBe(
      'Sorry about that. May I have your full name?',
    );
    expect(d.hear('Rosa Delgada', true).say).toBe(
      'I have Rosa Delgada, phone 4 1 5, 5 5 5, 0 1 1 0. Is that right?',
    );
    // Spoken, the name is spelled.
    expect(d.hear('no, the phone number is fine but the name is wrong').say).toMatch(
      /^Sorry about that\. Please spell your last name/,
    );
  });

  it('takes each part a typed "no" gives a value and asks each it says is wrong, whatever their order', () => {
    const atTyreReadBack = () => {
      const d = started();
      answerAll(
        d,
        'Kwame Mensah',
        '719 555 0123',
        'yes',
        'the sidewall cracked',
        'Gulf Coast Tire Depot',
        'Kumho',
      );
      expect(answerAll(d, '225/50R17', 'X3 AB 12C 0821')).toMatch(
        /^Dealer Gulf Coast Tire Depot, Kumho 225\/50R17/,
      );
      return d;
    };
    // Asked after a value kept ("Thank you.") or first ("Sorry about that.").
    const dot = /^(?:Thank you|Sorry about that)\. Do you have the DOT number/;
    const readBack = (tyre: string) =>
      `Dealer Gulf Coast Tire Depot, ${tyre}, DOT X as in X-ray, 3, A as in Alpha, B as in Bravo, 1 2, C as in Charlie, 0 8 2 2. Is that right?`;
    // A value, a part said right and a part said wrong: the value kept, the wrong part asked.
    for (const [said, tyre] of [
      ['no, the brand is Kumho Ecsta, the size is right but dot is wrong', 'Kumho 225/50R17'],
      ['no, the brand is Hankook, the size is right but the DOT is wrong', 'Hankook 225/50R17'],
      ['no, the size is right but dot is wrong, the brand is Hankook', 'Hankook 225/50R17'],
      ['nope, the dot is wrong and the brand is Toyo', 'Toyo 225/50R17'],
      ['the dot is wrong, the brand is fine', 'Kumho 225/50R17'],
    ] as const) {
      const d = atTyreReadBack();
      expect(d.hear(said, true).say, said).toMatch(dot);
      expect(d.hear('X3AB12C0822', true).say, said).toBe(readBack(tyre));
    }
    // Two values, the size said after the words that name it.
    const d = atTyreReadBack();
    expect(d.hear('no, brand is Hankook and size is 225/45R17', true).say).toMatch(
      /^Thank you\. Dealer Gulf Coast Tire Depot, Hankook 225\/45R17, DOT X/,
    );
    // Two parts said wrong, joined by "and": both asked, one after the other.
    const both = atTyreReadBack();
    expect(both.hear('no, the brand and the size are wrong', true).say).toBe(
      'Sorry about that. What brand are the tyres?',
    );
    expect(both.hear('Falken', true).say).toMatch(/^Thank you\. Please read the size/);
    expect(both.hear('245/45R18', true).say).toMatch(
      /^Dealer Gulf Coast Tire Depot, Falken 245\/45R18, DOT X/,
    );
  });

  it('takes a month alone as the month of the purchase date read back, and mileages given in thousands', () => {
    const d = started();
    answerAll(d, 'Ana Ruiz', '720 555 0133', 'yes', 'cracked', 'Gulf Coast Tire Depot', 'Kumho', '225/50R17');
    expect(answerAll(d, 'no', 'yes', 'March of last year', '$175')).toBe(
      'Bought in March 2025, $175.00 a tyre. Is that right?',
    );
    expect(d.hear('no, it was April', true).say).toBe(
      'Thank you. Bought in April 2025, $175.00 a tyre. Is that right?',
    );
    expect(d.hear('nope, early May', true).say).toBe(
      'Thank you. Bought in May 2025, $175.00 a tyre. Is that right?',
    );
    expect(answerAll(d, 'yes', '10/32', '3', 'yes', '22k', '41k', '50k')).toBe(
      'Fitted at 22,000 miles, 41,000 miles now, warranted for 50,000 miles. Is that right?',
    );
    // "60k" after the part it names, as "43,100" is.
    expect(d.hear('no, the warranty is 60k and the current mileage is 43,100', true).say).toBe(
      'Thank you. Fitted at 22,000 miles, 43,100 miles now, warranted for 60,000 miles. Is that right?',
    );
  });

  it("takes a light truck's flotation size typed with the brand", () => {
    const d = started();
    answerAll(
      d,
      'Halima Yusuf',
      '(602) 555 0193',
      'yes',
      'the shoulder wore out early',
      'Gulf Coast Tire Depot',
    );
    expect(d.hear('BFGoodrich 35x12.50R20 LT', true).say).toMatch(/^Do you have the DOT number/);
    expect(d.hear('I do not know', true).say).toBe(
      'Dealer Gulf Coast Tire Depot, BFGoodrich 35x12.50R20, no DOT number. Is that right?',
    );
  });

  it('stops when the caller cancels the claim, and not for an answer that only uses the words', () => {
    const d = started();
    answerAll(d, 'Omar Haddad', '313 555 0147', 'yes');
    expect(d.hear('the tyre stopped holding air, I cannot forget it').say).toMatch(/^Which dealer/);
    expect(d.hear('Actually, forget it').say).toMatch(/^All right, I have stopped the claim\./);
    expect([d.active, d.stopped, d.expecting]).toEqual([false, true, null]);
  });

  it('asks again for a price given for the set without how many tyres it was for', () => {
    const d = started();
    answerAll(d, 'An Nguyen', '7135550162', 'yes', 'a cut in the tread', 'Bayou Tire Center', 'Kumho');
    answerAll(d, '215/60R16', 'I do not know', 'yes', 'March 2025');
    expect(d.hear('I paid 720 total for the set', true).say).toBe(
      'Sorry, I did not catch the price. The price of one tyre is enough, or what the set cost and how many tyres it was for. And how much did you pay for each tyre, in dollars?',
    );
    expect(d.hear('720 for the set of four', true).say).toBe(
      'Bought in March 2025, $180.00 a tyre. Is that right?',
    );
  });

  it('says why a price in pounds, a time for a reading or two values are asked again, and keeps none of them', () => {
    const d = started();
    answerAll(d, 'Wiremu Tane', '5035550147', 'yes', 'the bead leaks', 'Cascade Tire Co', 'Toyo');
    answerAll(d, '265/70R17', 'I do not know', 'yes', 'May 2025');
    const askPrice = 'And how much did you pay for each tyre, in dollars?';
    expect(d.hear('£143 each', true).say).toBe(
      `Claims are paid in US dollars, so I need the price in dollars. ${askPrice}`,
    );
    expect(d.hear('155, maybe 165', true).say).toBe(
      `I need one number; your best guess is fine. ${askPrice}`,
    );
    expect(d.hear('$158', true).say).toBe('Bought in May 2025, $158.00 a tyre. Is that right?');
    answerAll(d, 'yes', '11', '4', 'yes', '23,500');
    expect(d.hear('about three years', true).say).toBe(
      'That is a length of time, not a number of miles. And what does it read now?',
    );
    expect(d.hear('49,750', true).say).toBe('How many miles is the tyre warranted for?');
  });

  it('reads back a depth not given as not given, and takes no mileage or measure for a depth or a price', () => {
    const d = started();
    answerAll(
      d,
      'Ngozi Adeyemi',
      '4045550163',
      'yes',
      'A bubble on the sidewall',
      'Peachtree Tire',
      'Falken',
    );
    answerAll(d, '215/55R17', 'I do not know', 'yes', 'March 2025');
    expect(d.hear('I measured 4 and a half').say).toBe(
      'Sorry, I did not catch the price. The price of one tyre is enough, or what the set cost and how many tyres it was for. And how much did you pay for each tyre, in dollars?',
    );
    answerAll(d, '$131', 'yes');
    expect(d.hear('12 thousand km').say).toBe(
      'Sorry, I did not catch the original tread depth. What was the original tread depth, in thirty-seconds of an inch?',
    );
    expect(answerAll(d, 'I do not know', '5')).toBe(
      'Original tread not given, 5 thirty-seconds left. Is that right?',
    );
  });
});
