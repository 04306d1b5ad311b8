import { asksToChange } from '../../../../../domain/caller-asides';
import { namedQuestion, type Question, type Topic } from './claim-topics';

/** What follows the part named, before its new value: "change my name to …". */
const BEFORE_VALUE = /^\s*(?:to|into|for)\s+/i;

/**
 * The question of an earlier topic the caller asks to change ("can I go back and change my phone
 * number?", "I gave you the wrong dealer"), its topic, and what was said after naming it (perhaps
 * the new value); undefined when the words are no such request.
 */
export function earlierPartToChange(
  text: string,
  topics: Topic[],
  before: number,
): { topic: number; question: Question; rest: string } | undefined {
  const words = text.trim();
  if (!asksToChange(words)) return undefined;
  // Named among all parts, so that "the DOT number" is not taken for the phone number before it.
  const named = namedQuestion({ questions: topics.flatMap((topic) => topic.questions) }, words);
  const topic = topics.findIndex((one) => named && one.questions.includes(named.question));
  if (!named || topic >= before) return undefined;
  return { topic, question: named.question, rest: named.rest.replace(BEFORE_VALUE, '') };
}
