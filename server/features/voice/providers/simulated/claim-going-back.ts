import { asksToChange } from '../../../../../domain/caller-asides';
import { namedQuestion, type Question, type Topic } from './claim-topics';

/** What follows the part named, before its new value: "change my name to …", "… brand, it is …". */
const BEFORE_VALUE = /^[\s,.;:!?-]*(?:(?:to|into|for|it is|it's|it should be|should be)\s+)?/i;

/**
 * The question the caller asks to change ("can I go back and change my phone number?", "I gave you
 * the wrong dealer"), its topic, and what was said after naming it (perhaps the new value);
 * undefined when the words are no such request.
 */
export function partToChange(
  text: string,
  topics: Topic[],
): { topic: number; question: Question; rest: string } | undefined {
  const words = text.trim();
  if (!asksToChange(words)) return undefined;
  // Named among all parts, so that "the DOT number" is not taken for the phone number before it.
  const named = namedQuestion({ questions: topics.flatMap((topic) => topic.questions) }, words);
  if (!named) return undefined;
  const topic = topics.findIndex((one) => one.questions.includes(named.question));
  return { topic, question: named.question, rest: named.rest.replace(BEFORE_VALUE, '') };
}
