import { namedQuestion, type Question, type Topic } from './claim-topics';

/**
 * A caller asking to change something given earlier, while another question is asked: "go back, I
 * want to change my name", "can I correct the phone number?", "I gave you the wrong dealer", "I made
 * a mistake in my name". Only as a request: "the dealer fitted the wrong size" describes a problem.
 */
const ASKS_TO_CHANGE = new RegExp(
  [
    String.raw`^(?:(?:oh|ok|okay|um|uh|sorry|actually|wait|hold on|hang on|so|and|but)[\s,.!]+)*`,
    String.raw`(?:(?:(?:can|could|may) (?:i|we|you)\s+|i (?:want|need|would like|'d like) to\s+|let me\s+|let's\s+|please\s+)*`,
    String.raw`(?:go back\b|change\b|correct\b|fix\b|update\b)`,
    String.raw`|i (?:gave|told|said) (?:you )?(?:the |a )?wrong\b|i (?:made|think i made) a mistake (?:in|with|on)\b)`,
  ].join(''),
  'i',
);

/** What follows the part named, before its new value: "change my name to …". */
const BEFORE_VALUE = /^\s*(?:to|into|for)\s+/i;

/**
 * The question of an earlier topic the caller asks to change, its topic, and what was said after
 * naming it (perhaps the new value); undefined when the words are no such request.
 */
export function earlierPartToChange(
  text: string,
  topics: Topic[],
  before: number,
): { topic: number; question: Question; rest: string } | undefined {
  const words = text.trim();
  if (!ASKS_TO_CHANGE.test(words)) return undefined;
  // Named among all parts, so that "the DOT number" is not taken for the phone number before it.
  const named = namedQuestion({ questions: topics.flatMap((topic) => topic.questions) }, words);
  const topic = topics.findIndex((one) => named && one.questions.includes(named.question));
  if (!named || topic >= before) return undefined;
  return { topic, question: named.question, rest: named.rest.replace(BEFORE_VALUE, '') };
}
