import type { Snippet } from '@domain/search';

/** The snippet's text with its matched words in <mark>: built from offsets, never from markup. */
export function HighlightedSnippet({ snippet }: { snippet: Snippet }) {
  const pieces: Array<{ text: string; isMatch: boolean }> = [];
  let at = 0;
  for (const { start, end } of [...snippet.marks].sort((a, b) => a.start - b.start)) {
    if (start < at || end > snippet.text.length) continue;
    if (start > at) pieces.push({ text: snippet.text.slice(at, start), isMatch: false });
    pieces.push({ text: snippet.text.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < snippet.text.length) pieces.push({ text: snippet.text.slice(at), isMatch: false });
  return (
    <>
      {pieces.map((piece, index) =>
        piece.isMatch ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-foreground">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
