import type { ReactNode } from 'react';
import { TAG_COLOURS, type TagColour } from '@domain/tag-colours';

type TagChipProps = { name: string; colour: TagColour; children?: ReactNode };

/** A tag as a small chip in its colour; the palette's pairs read at 4.5:1 or better (decision 089). */
export function TagChip({ name, colour, children }: TagChipProps) {
  const { text, background } = TAG_COLOURS[colour];
  return (
    <span
      className="inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium"
      style={{ color: text, backgroundColor: background }}
    >
      <span className="truncate">{name}</span>
      {children}
    </span>
  );
}

/** A ticket's tags in a row or a card, or nothing when it has none. */
export function TagChips({ tags }: { tags: ReadonlyArray<{ id: number; name: string; colour: TagColour }> }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagChip name={tag.name} colour={tag.colour} />
        </li>
      ))}
    </ul>
  );
}
