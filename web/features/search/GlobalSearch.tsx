import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useLocation } from 'wouter';
import type { SearchResult } from '@domain/search';
import { SEARCH_MAX_LENGTH } from '@domain/search-labels';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { BACK_ON_CLOSE } from '../tickets';
import { groupResults, optionId, resultPath } from './search-groups';
import { SearchResults } from './SearchResults';
import { MIN_SEARCH_LENGTH, useSearchEverything } from './use-search-everything';
import { SEARCH_SHORTCUT, useSearchShortcut } from './use-search-shortcut';

/**
 * The header's search box (a combobox): tickets with their notes, calls and claims, customers and
 * dealers of the active tenant, ranked and grouped as the user types. "/" focuses it. On a phone it
 * is a button that opens the box across the top of the page.
 */
export function GlobalSearch() {
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [isShownOnPhone, setShownOnPhone] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebouncedValue(text);
  const query = useSearchEverything(search);
  const [, navigate] = useLocation();

  const hasQuery = search.trim().length >= MIN_SEARCH_LENGTH && text.trim().length >= MIN_SEARCH_LENGTH;
  const results = hasQuery ? (query.data ?? []) : [];
  const groups = groupResults(results);
  const ordered = groups.flatMap((group) => group.results);
  const active = ordered[activeIndex];
  const isExpanded = isOpen && hasQuery && (results.length > 0 || query.isFetched);

  const focusBox = () => {
    setShownOnPhone(true);
    setOpen(true);
    // The box may only just be shown (phone): focus once it is in the layout.
    requestAnimationFrame(() => input.current?.focus());
  };
  useSearchShortcut(focusBox);

  const close = () => {
    setOpen(false);
    setShownOnPhone(false);
    setActiveIndex(-1);
  };
  const pick = (result: SearchResult) => {
    close();
    setText('');
    input.current?.blur();
    navigate(resultPath(result), result.kind === 'ticket' ? { state: BACK_ON_CLOSE } : undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (step: number) => {
      event.preventDefault();
      if (ordered.length === 0) return;
      setOpen(true);
      const count = ordered.length;
      setActiveIndex((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (isExpanded) setOpen(false);
      else {
        setText('');
        close();
        input.current?.blur();
      }
    }
  };

  const status = !hasQuery
    ? ''
    : query.isFetching && results.length === 0
      ? 'Searching…'
      : results.length === 0
        ? `No matches for “${search.trim()}”.`
        : `${results.length} ${results.length === 1 ? 'match' : 'matches'}`;

  return (
    <div className="min-w-0 sm:w-56 lg:w-80">
      <Button
        variant="ghost"
        size="icon"
        className="sm:hidden"
        aria-label="Search everything"
        onClick={focusBox}
        hidden={isShownOnPhone}
      >
        <Search className="size-4" aria-hidden />
      </Button>
      <div
        className={cn(
          isShownOnPhone
            ? 'fixed inset-x-0 top-header z-50 border-b border-border bg-card p-2 shadow-md'
            : 'hidden',
          'sm:relative sm:inset-auto sm:top-auto sm:z-auto sm:block sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none',
        )}
      >
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            ref={input}
            type="text"
            role="combobox"
            aria-label="Search everything"
            aria-expanded={isExpanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(active) : undefined}
            aria-keyshortcuts={SEARCH_SHORTCUT}
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search tickets, customers, dealers…"
            className="pl-9 pr-9"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setShownOnPhone(false);
            }}
            onKeyDown={onKeyDown}
          />
          <kbd
            className="pointer-events-none absolute right-3 top-1/2 hidden -translate-y-1/2 rounded border border-border px-1.5 text-xs text-muted-foreground sm:block"
            aria-hidden
          >
            {SEARCH_SHORTCUT}
          </kbd>
          {isShownOnPhone ? (
            <button
              type="button"
              aria-label="Close search"
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted-foreground sm:hidden"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('');
                close();
              }}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>
        <div
          hidden={!isExpanded}
          className="absolute inset-x-2 top-full mt-1 rounded-md border border-border bg-card shadow-lg sm:left-auto sm:right-0 sm:w-[28rem] sm:max-w-[calc(100vw-2rem)]"
        >
          <SearchResults
            id={listboxId}
            groups={groups}
            active={active}
            onPick={pick}
            onHover={(result) => setActiveIndex(ordered.indexOf(result))}
          />
          {isExpanded && results.length === 0 ? (
            <p className="px-3 py-3 text-sm text-muted-foreground">{status}</p>
          ) : null}
        </div>
        <span role="status" className="sr-only">
          {status}
        </span>
      </div>
    </div>
  );
}
