import { useMemo, useState } from 'react';
import type { Ticket } from '@domain/api-types';

/** Rows picked for a bulk change; only tickets still on the page count. */
export function useTicketSelection(onPage: Ticket[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const ids = useMemo(
    () => onPage.filter((ticket) => picked.has(ticket.id)).map((ticket) => ticket.id),
    [onPage, picked],
  );
  return {
    ids,
    has: (id: number) => picked.has(id),
    toggle: (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    clear: () => setPicked(new Set()),
  };
}
