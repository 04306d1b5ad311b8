import { useEffect, useEffectEvent, useState } from 'react';
import { useSearch, useSearchParams } from 'wouter';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value';
import { useCurrentUser } from '../auth';
import { listStateQuery, parseListState, viewQuery, type TicketListState } from './ticket-list-params';
import { keepSavedView, savedViewKey, savedViewOnArrival } from './saved-ticket-view';

/**
 * The tickets list's search, filters, sort and page, kept in the address (docs/decisions/051):
 * a reload or a shared link shows the same list, and each change is a history entry, so Back and
 * Forward step through them. Opening /tickets with no query brings back the signed-in person's
 * last filters and sort. The search box's text reaches the address once typing pauses.
 */
export function useTicketListState() {
  const search = useSearch();
  const [, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const viewKey = user ? savedViewKey(user) : null;
  // Whether this visit has settled between the address and the saved view (once, on arrival).
  const [hasArrived, setArrived] = useState(false);
  const arrivingWith = !hasArrived && viewKey ? savedViewOnArrival(search, viewKey) : '';
  const state = parseListState(new URLSearchParams(arrivingWith || search));
  const [draft, setDraft] = useState<string | null>(null);

  useEffect(() => {
    if (hasArrived || !viewKey) return;
    setArrived(true);
    if (arrivingWith) setParams(new URLSearchParams(arrivingWith), { replace: true });
  }, [hasArrived, viewKey, arrivingWith, setParams]);

  const view = viewQuery(state);
  useEffect(() => {
    if (hasArrived && viewKey) keepSavedView(viewKey, view);
  }, [hasArrived, viewKey, view]);

  const show = (next: TicketListState) => setParams(new URLSearchParams(listStateQuery(next)));
  /** A new filter or sort starts again at the first page. */
  const change = (patch: Partial<Omit<TicketListState, 'page'>>) => show({ ...state, ...patch, page: 1 });

  const commitDraft = useEffectEvent((text: string) => {
    setDraft(null);
    if (text !== state.search) change({ search: text });
  });
  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => commitDraft(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return {
    state,
    /** The search box's text: what is being typed, else the address's. */
    searchText: draft ?? state.search,
    setSearchText: setDraft,
    change,
    goToPage: (page: number) => show({ ...state, page }),
  };
}
