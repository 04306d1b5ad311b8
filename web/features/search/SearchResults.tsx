import type { SearchResult } from '@domain/search';
import { SEARCH_FIELD_LABELS } from '@domain/search-labels';
import { cn } from '../../lib/cn';
import { HighlightedSnippet } from './HighlightedSnippet';
import { GROUP_TITLES, optionId, type SearchGroup } from './search-groups';

type SearchResultsProps = {
  id: string;
  groups: SearchGroup[];
  active: SearchResult | undefined;
  onPick: (result: SearchResult) => void;
  onHover: (result: SearchResult) => void;
};

/** The listbox of a search: one group per kind, each option with where it matched and its snippet. */
export function SearchResults({ id, groups, active, onPick, onHover }: SearchResultsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      className="max-h-[min(70vh,32rem)] overflow-y-auto py-1"
    >
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
          <div
            id={`${id}-${group.kind}`}
            role="presentation"
            className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {GROUP_TITLES[group.kind]}
          </div>
          {group.results.map((result) => {
            const isActive = active === result;
            return (
              <div
                key={optionId(result)}
                id={optionId(result)}
                role="option"
                aria-selected={isActive}
                // Keeps the focus in the box: the option is chosen on click, the box stays the combobox.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onHover(result)}
                onClick={() => onPick(result)}
                className={cn('cursor-pointer px-3 py-2 text-sm', isActive && 'bg-muted')}
              >
                <div className="flex min-w-0 items-baseline gap-2">
                  <span className="shrink-0 font-mono font-semibold text-primary">{result.label}</span>
                  <span className="min-w-0 truncate font-medium">{result.title}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {SEARCH_FIELD_LABELS[result.matchedIn]}
                  </span>
                </div>
                <p className="mt-0.5 line-clamp-2 break-words text-xs text-muted-foreground">
                  <HighlightedSnippet snippet={result.snippet} />
                </p>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
