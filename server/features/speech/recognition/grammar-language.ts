/**
 * Whether a JSGF grammar as `field-grammars.ts` writes them (rules of words, alternatives with or
 * without weights, optional parts, groups, rule references, `*` and `+`, no recursion) accepts a
 * phrase. The hearing chooser asks whether the grammar could have heard the open vocabulary's
 * words as they are; tests check each usual form of an answer without a decoder. A phrase is
 * followed through the grammar word by word, keeping every place it may have reached: the name
 * grammar (1,900 names) made a regular expression took 130 ms to compile, and read as a tree 4 ms,
 * kept for the turns after.
 */
export function grammarAccepts(jsgf: string): (phrase: string) => boolean {
  return (phrase) => {
    const grammar = readGrammar(jsgf);
    const words = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return reached(grammar, grammar.answer, words, new Set([0])).has(words.length);
  };
}

type Node =
  | { kind: 'word'; word: string }
  /** A choice of single words, looked up rather than tried one by one. */
  | { kind: 'words'; words: ReadonlySet<string> }
  | { kind: 'rule'; name: string }
  | { kind: 'sequence' | 'choice'; parts: Node[] }
  | { kind: 'optional' | 'any' | 'some'; part: Node };

type Grammar = { answer: Node; rules: Map<string, Node> };

/** Grammars read lately: a call asks about the same few, turn after turn. */
const lately = new Map<string, Grammar>();
const REMEMBERED = 16;

function readGrammar(jsgf: string): Grammar {
  const known = lately.get(jsgf);
  if (known) return known;
  const grammar = parseGrammar(jsgf);
  if (lately.size >= REMEMBERED) lately.delete(lately.keys().next().value!);
  lately.set(jsgf, grammar);
  return grammar;
}

function parseGrammar(jsgf: string): Grammar {
  const rules = new Map<string, Node>();
  for (const [, name, body] of jsgf.matchAll(/<([\w-]+)>\s*=\s*([^;]*);/g)) rules.set(name!, readBody(body!));
  const answer = rules.get('answer');
  if (!answer) throw new Error('no public <answer> rule');
  return { answer, rules };
}

/** A rule's body as a tree: alternatives of sequences of words, groups, options and rule references. */
function readBody(body: string): Node {
  // A weight ("/12.5/") says how likely an alternative is, not what it accepts.
  const tokens = body.replace(/\/[\d.]+\//g, ' ').match(/[()[\]|*+]|<[\w-]+>|[^\s()[\]|*+<>]+/g) ?? [];
  let at = 0;
  const choice = (): Node => {
    const parts = [sequence()];
    while (tokens[at] === '|') {
      at += 1;
      parts.push(sequence());
    }
    if (parts.length === 1) return parts[0]!;
    if (parts.every((part): part is Extract<Node, { kind: 'word' }> => part.kind === 'word'))
      return { kind: 'words', words: new Set(parts.map((part) => part.word)) };
    return { kind: 'choice', parts };
  };
  const sequence = (): Node => {
    const parts: Node[] = [];
    while (at < tokens.length && !['|', ')', ']'].includes(tokens[at]!)) {
      let part = item();
      if (tokens[at] === '*' || tokens[at] === '+')
        part = { kind: tokens[at++] === '*' ? 'any' : 'some', part };
      parts.push(part);
    }
    return parts.length === 1 ? parts[0]! : { kind: 'sequence', parts };
  };
  const item = (): Node => {
    const token = tokens[at++]!;
    if (token === '(' || token === '[') {
      const inner = choice();
      at += 1; // the closing bracket
      return token === '[' ? { kind: 'optional', part: inner } : inner;
    }
    if (token.startsWith('<')) return { kind: 'rule', name: token.slice(1, -1) };
    return { kind: 'word', word: token };
  };
  return choice();
}

/** The places in `words` a node can end at, starting from any of `from`. */
function reached(grammar: Grammar, node: Node, words: string[], from: Set<number>): Set<number> {
  if (from.size === 0) return from;
  switch (node.kind) {
    case 'word':
    case 'words': {
      const next = new Set<number>();
      for (const at of from)
        if (node.kind === 'word' ? words[at] === node.word : node.words.has(words[at]!)) next.add(at + 1);
      return next;
    }
    case 'rule': {
      const rule = grammar.rules.get(node.name);
      if (!rule) throw new Error(`no rule <${node.name}>`);
      return reached(grammar, rule, words, from);
    }
    case 'sequence':
      return node.parts.reduce((places, part) => reached(grammar, part, words, places), from);
    case 'choice':
      return new Set(node.parts.flatMap((part) => [...reached(grammar, part, words, from)]));
    case 'optional':
      return new Set([...from, ...reached(grammar, node.part, words, from)]);
    case 'some':
    case 'any': {
      const first = node.kind === 'some' ? reached(grammar, node.part, words, from) : from;
      const all = new Set(first);
      for (let frontier = first; frontier.size > 0;) {
        frontier = new Set([...reached(grammar, node.part, words, frontier)].filter((at) => !all.has(at)));
        for (const at of frontier) all.add(at);
      }
      return all;
    }
  }
}
