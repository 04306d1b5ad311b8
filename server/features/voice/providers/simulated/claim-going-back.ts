import { asksToChange } from '../../../../../domain/caller-asides';
import { valueWordsOf } from './claim-corrections';
import { namedQuestion, type Question, type Topic } from './claim-topics';

/** What follows the part named, before its new value: "change my name to …", "… brand, it is …". */
const BEFORE_VALUE =
  /^[\s,.;:!?-]*(?:(?:to|into|for|it is|it's|it should be|should be)\s+)?(?:actually\s+)?/i;

/** A part of the claim the caller changes: its topic, its question, and what was said after naming it. */
type PartToChange = { topic: number; question: Question; rest: string };

/**
 * The question the caller asks to change ("can I go back and change my phone number?", "I gave you
 * the wrong dealer"), its topic, and what was said after naming it (perhaps the new value);
 * undefined when the words are no such request.
 */
export function partToChange(text: string, topics: Topic[], current = -1): PartToChange | undefined {
  return asksToChange(text.trim()) ? partNamed(text, topics, current) : undefined;
}

/**
 * The part of the claim the words name ("the dealer", "my phone number"), its topic and what
 * follows. A word two topics' parts have ("now": the tread left, the mileage now) names the part
 * of the `current` topic.
 */
export function partNamed(text: string, topics: Topic[], current = -1): PartToChange | undefined {
  // Named among all parts, so that "the DOT number" is not taken for the phone number before it.
  const inOrder = [
    ...(topics[current] ? [topics[current]] : []),
    ...topics.filter((_, at) => at !== current),
  ];
  const named = namedQuestion({ questions: inOrder.flatMap((topic) => topic.questions) }, text.trim());
  if (!named) return undefined;
  const topic = topics.findIndex((one) => one.questions.includes(named.question));
  return { topic, question: named.question, rest: named.rest.replace(BEFORE_VALUE, '') };
}

/** Words that take an answer back, before it is given again: "actually", "wait", "sorry", "no". */
const TAKING_BACK_WORDS =
  'actually|wait|sorry|oh|oops|hang on|hold on|correction|one thing|scratch that|my bad|no|nope';
/** Words before a part restated: "actually, the brand is …", "wait, my phone number is …". */
const RESTATED = new RegExp(`^(?:(?:${TAKING_BACK_WORDS})[,.!:]?\\s+)*(?:the |my )?`, 'i');
/**
 * What follows the part named in a restatement: "is", "was", "should be", after the noun that
 * names it with that word (a phone "number is", the fitting "mileage was", the original "depth is").
 */
const IS =
  /^\s*(?:(?:number|mileage|miles|odometer|reading|depth|tread|date|price|size|code|name)\s*)?(?:is|was|should be|should have been)\b/i;
/** A value restated, then the one it replaces: "Goodyear, not Toyo". */
const NOT_THE_OLD = /[,;]?\s+not\s+(?:the\s+)?[^,;]+$/i;

/**
 * A typed answer that restates an earlier part with its new value rather than answering the
 * question ("actually the brand is Goodyear, not Toyo", "wait, the size is 235/65R17"): the part
 * named first, its topic and the value; undefined when the words begin otherwise.
 */
export function partRestated(text: string, topics: Topic[], current = -1): PartToChange | undefined {
  const said = text.slice(RESTATED.exec(text)![0].length).toLowerCase();
  const part = partNamed(text, topics, current);
  if (!part || said.search(part.question.named) !== 0) return undefined;
  if (!IS.test(said.replace(part.question.named, ''))) return undefined;
  return { ...part, rest: part.rest.replace(NOT_THE_OLD, '').trim() };
}

/** An answer that begins by taking one back: "no, …", "sorry, …", "actually …". */
const TAKING_BACK = new RegExp(`^\\s*(?:${TAKING_BACK_WORDS})\\b`, 'i');

/**
 * A typed answer that takes back an answer of the topic by its part and new value rather than
 * answering the question ("no, 12 new" asked the tread left, "sorry, the original was 11"): the
 * question named and the words of its value; undefined when the words begin otherwise.
 */
export function partTakenBack(text: string, topic: Topic): { question: Question; rest: string } | undefined {
  if (!TAKING_BACK.test(text)) return undefined;
  const named = namedQuestion(topic, text);
  return named && { question: named.question, rest: valueWordsOf(named) };
}
