/** A reply's first clause may be this long before it is split at a comma, so the first audio comes soon. */
const FIRST_CLAUSE_CHARS = 60;

/**
 * Text as the synthesizer should read it: "TreadDesk" as two words, "(ticket) #TK-214" as "ticket T K
 * 2 1 4", "41,000" as the number it is.
 */
export function speakable(text: string): string {
  return text
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(?:\bticket )?#TK-(\d+)/gi, (_, digits: string) => `ticket T K ${digits.split('').join(' ')}`)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/#/g, ' number ')
    .replace(/(\d)%/g, '$1 percent')
    .replace(/[“”"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A reply cut into the pieces it is synthesized in: sentences, and a long first sentence also at
 * a comma past its opening words. Each piece is spoken as soon as it is ready.
 */
export function speechChunks(text: string): string[] {
  const sentences = speakable(text).match(/[^.!?;]+(?:[.!?;]+|$)/g) ?? [];
  const chunks = sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z0-9]/i.test(sentence));
  const first = chunks[0];
  if (first && first.length > FIRST_CLAUSE_CHARS) {
    const comma = first.indexOf(', ', 10);
    if (comma > 0 && comma < first.length - 10)
      chunks.splice(0, 1, first.slice(0, comma + 1), first.slice(comma + 2));
  }
  return chunks;
}
