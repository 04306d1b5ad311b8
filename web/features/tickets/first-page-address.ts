import { withQuery } from '../../lib/api';
import { PAGE_SIZE } from '../../lib/paging';

export const SAVED_VIEW_PREFIX = 'treaddesk:tickets-view:';

/** What the tickets list asks for first when neither the address nor a saved view chooses anything. */
export const PLAIN_FIRST_PAGE_URL = withQuery('/api/tickets', { limit: PAGE_SIZE, offset: 0 });

/** Whether anyone signed in on this browser saved a view of the list (whose view it is needs the user). */
export function hasSavedView(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(SAVED_VIEW_PREFIX));
  } catch {
    return true;
  }
}
