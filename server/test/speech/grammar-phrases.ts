/**
 * Whether a JSGF grammar as `recognition/field-grammars.ts` writes them (rules of words,
 * alternatives with or without weights, optional parts, groups, rule references, `*` and `+`, no
 * recursion) accepts a phrase: the grammar as a regular expression, so a test can check each usual
 * form of an answer without a decoder.
 */
export function grammarAccepts(jsgf: string, phrase: string): boolean {
  return grammarPattern(jsgf).test(`${phrase.trim().toLowerCase().split(/\s+/).join(' ')} `);
}

function grammarPattern(jsgf: string): RegExp {
  const rules = new Map<string, string>();
  for (const [, name, body] of jsgf.matchAll(/<([\w-]+)>\s*=\s*([^;]*);/g)) rules.set(name!, body!);
  const expand = (body: string): string =>
    body.replace(/<([\w-]+)>/g, (_, name: string) => {
      const rule = rules.get(name);
      if (rule === undefined) throw new Error(`no rule <${name}>`);
      return `(${expand(rule)})`;
    });
  const tokens = expand(rules.get('answer') ?? '').match(/[()[\]|*+]|[^\s()[\]|*+]+/g) ?? [];
  const pattern = tokens
    .map((token) => {
      switch (token) {
        case '(':
        case '[':
          return '(?:';
        case ')':
          return ')';
        case ']':
          return ')?';
        case '|':
        case '*':
        case '+':
          return token;
        default:
          // A weight ("/12.5/") says how likely an alternative is, not what it accepts.
          if (/^\/[\d.]+\/$/.test(token)) return '';
          return `${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `;
      }
    })
    .join('');
  return new RegExp(`^(?:${pattern})$`);
}
