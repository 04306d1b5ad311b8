/**
 * What a caller says that answers no question: asks why it is asked, asks to hear it again, or asks
 * for a moment. The dialogue answers it and waits for the answer, without counting a try.
 */
export type Aside = 'why' | 'repeat' | 'hold';

/** "Why do you need that?", "what is it for". */
const WHY =
  /^\s*(?:but\s+|and\s+)?(?:why\b|what (?:do you need|is) (?:it|that|this|my \w+) for\b|what for\b)/i;

/** "Can you repeat that?", "sorry, say that again", "pardon?", "what?". */
const REPEAT =
  /^\s*(?:sorry[,.]?\s*)?(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:repeat\b|say (?:that|it) again|come again|pardon|what was that|what did you say|what\s*\?*\s*$)/i;

/** Words of a request for a moment: "hold on, let me check", "one second", "wait, I'll look". */
const HOLD_WORDS = new Set(
  "ok okay um uh so sorry hold hang on wait one just a moment sec second minute give me let i'll i will check look see find it them get grab please".split(
    ' ',
  ),
);
const HOLD_SAID =
  /\b(?:hold on|hang on|wait|moment|sec|second|minute|let me (?:check|look|see|find|get|grab))\b/i;

/** An aside said instead of an answer; undefined for anything else. */
export function asideOf(text: string): Aside | undefined {
  if (WHY.test(text)) return 'why';
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  if (words.length > 8) return undefined;
  if (REPEAT.test(text)) return 'repeat';
  if (HOLD_SAID.test(text) && words.every((word) => HOLD_WORDS.has(word))) return 'hold';
  return undefined;
}
