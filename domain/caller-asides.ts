/**
 * What a caller says that answers no question: asks why it is asked, what it means or where to
 * find it, asks to hear it again, asks for a moment, for a person, whether the agent is one, or how
 * long it takes. The dialogue answers it and waits for the answer, without counting a try.
 */
export type Aside = 'why' | 'what' | 'repeat' | 'hold' | 'person' | 'bot' | 'how-long';

/**
 * Words a caller may begin an aside or a request with: "wait, what is this for?", "um, sorry, say
 * that again", "oh, actually, can I change my name?".
 */
const BEGUN_WITH = String.raw`(?:(?:wait|sorry|ok|okay|oh|um|uh|er|so|but|and|actually|hang on|hold on)[\s,.!]+)*`;

/** "Why do you need that?", "what is it for". */
const WHY = new RegExp(
  String.raw`^\s*${BEGUN_WITH}(?:why\b|what (?:do you need|is) (?:it|that|this|my \w+) for\b|what for\b)`,
  'i',
);

/**
 * "What's a DOT number?", "what's the size?", "what do you mean?", "where do I find it?", "how do
 * I measure that?"; not a question of its own ("what is the warranty on these").
 */
const WHAT = new RegExp(
  String.raw`^\s*${BEGUN_WITH}(?:what do you mean\b|what(?:'s|s| is| are) (?:a|an|that|this|it|those)\b|what(?:'s|s| is) the(?: [a-z]+){1,2}[\s?.!]*$|where (?:do|can|would|should) (?:i|we) (?:find|look|see|get)\b|where (?:is|are) (?:it|that|this|they)[\s?.!]*$|how do (?:i|we) (?:find|read|measure|check|tell) (?:it|that|this|them|the)\b|i (?:do not|don't|dont) know what (?:that|this|it) (?:is|means)\b)`,
  'i',
);

/** "Can you repeat that?", "sorry, say that again", "pardon?", "what?". */
const REPEAT = new RegExp(
  String.raw`^\s*${BEGUN_WITH}(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:repeat\b|say (?:that|it) again|come again|pardon|what was that|what did you say|what\s*\?*\s*$)`,
  'i',
);

/** A request for a moment: "hold on, let me find the receipt", "one second please", "let me check". */
const HOLD =
  /^\s*(?:(?:ok|okay|um|uh|so|sorry)[\s,.]+)*(?:(?:hold on|hang on|wait|one (?:moment|sec|second|minute)|just a (?:moment|sec|second|minute)|give me a (?:moment|sec|second|minute))\b[\s,.!]*(?:(?:please|a (?:moment|sec|second|minute)|let me [a-z' ]+|i(?:'ll| will) [a-z' ]+)[\s,.!]*)*|let me (?:check|look|see|find|get|grab)\b[a-z' ]*[\s.!]*)$/i;

/** "Can I speak to a human?", "I want to talk to someone": a person asked for. */
const PERSON =
  /\b(?:speak|talk) (?:to|with) (?:a |an |the |your )?(?:real )?(?:human|person|someone|somebody|representative|agent|manager)\b/i;
/** "Are you a robot?", "is this a real person?". */
const BOT = new RegExp(
  String.raw`^\s*${BEGUN_WITH}(?:are you|is this|am i talking to) (?:a |an )?(?:real |actual )?(?:human|person|bot|robot|machine|computer|ai)\b`,
  'i',
);
/** "How long will this take?", "how many more questions?". */
const HOW_LONG = new RegExp(
  String.raw`^\s*${BEGUN_WITH}(?:how long (?:will|does|is) (?:this|it|that)|how many (?:more )?questions|(?:will|is) (?:this|it) (?:going to )?take (?:long|much longer))\b`,
  'i',
);

/** An aside said instead of an answer; undefined for anything else. */
export function asideOf(text: string): Aside | undefined {
  if (WHY.test(text)) return 'why';
  const words = text.toLowerCase().match(/[a-z']+/g)?.length ?? 0;
  // "I need to talk to someone about the tread coming off" may be what went wrong: asking is short.
  if (words <= 10 && PERSON.test(text)) return 'person';
  if (BOT.test(text)) return 'bot';
  if (HOW_LONG.test(text)) return 'how-long';
  if (words <= 8 && WHAT.test(text)) return 'what';
  // "What size is it …" goes on to ask something else; a request to say it again is short.
  if (words <= 8 && REPEAT.test(text)) return 'repeat';
  if (words <= 14 && HOLD.test(text)) return 'hold';
  return undefined;
}

/** "Never mind, cancel the claim", "forget it", "I don't want to file a claim": the caller stops. */
const STOPS_THE_CLAIM = new RegExp(
  String.raw`^(?:no[\s,.!]+)?${BEGUN_WITH}(?:never ?mind|forget (?:it|the claim|about it)|(?:cancel|stop) (?:the |my |this )?claim|i (?:do not|don't|no longer) want to (?:make|file|do) (?:a |the |this )?claim|i changed my mind)\b`,
  'i',
);

export const stopsTheClaim = (text: string): boolean =>
  STOPS_THE_CLAIM.test(text.trim()) ||
  /^(?:please\s+)?(?:stop|cancel)(?:\s+(?:it|please|now))?[\s.!]*$/i.test(text.trim());

/** "Start over", "can we start again?", "let's begin again": the claim is taken afresh. */
const STARTS_OVER = new RegExp(
  String.raw`^${BEGUN_WITH}(?:(?:can|could) (?:we|i) |let's |let me |i (?:want|would like|'d like) to |please )?(?:start (?:over|again|from the (?:beginning|start|top))|begin again|restart)\b`,
  'i',
);

export const startsOver = (text: string): boolean => STARTS_OVER.test(text.trim());

/** The words that ask to change an answer, whatever comes after them. */
const CHANGING = String.raw`(?:go back|change|fix|update|undo|redo)`;

/**
 * A request to change something given earlier: "go back, I want to change my name", "can I correct
 * the phone number?", "I gave you the wrong dealer", "I made a mistake in my name". Only as a
 * request: "the dealer fitted the wrong size" describes a problem.
 */
const ASKS_TO_CHANGE = new RegExp(
  [
    String.raw`^${BEGUN_WITH}`,
    String.raw`(?:(?:(?:can|could|may) (?:i|we|you)\s+|i (?:want|need|would like|'d like) to\s+|let me\s+|let's\s+|please\s+)*`,
    String.raw`(?:${CHANGING}|correct)\b`,
    String.raw`|i (?:gave|told|said) (?:you )?(?:the |a )?wrong\b|i (?:made|think i made) a mistake (?:in|with|on)\b)`,
  ].join(''),
  'i',
);

export const asksToChange = (text: string): boolean => ASKS_TO_CHANGE.test(text.trim());

/**
 * A request to change an answer, not one said to be right ("correct, thanks"): "go back", "I want
 * to change something", "undo"; `saysYes`: whether the words also say yes.
 */
const TO_CHANGE = new RegExp(
  String.raw`\b(?:${CHANGING}|correct (?:something|that|it|an?|my|the|one))\b`,
  'i',
);
export const asksToChangeSomething = (text: string, saysYes: boolean): boolean =>
  asksToChange(text) && (TO_CHANGE.test(text) || !saysYes);
