import { useEffect, useState } from 'react';
import { TICKET_ROW_ATTRIBUTE } from './ticket-shortcuts';

const ROWS = `[${TICKET_ROW_ATTRIBUTE}]`;
const idOf = (row: Element) => Number(row.getAttribute(TICKET_ROW_ATTRIBUTE));

/** The rows on screen, in order (the phone layout may hide one of two renderings). */
function shownRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(ROWS)].filter((row) =>
    typeof row.checkVisibility === 'function' ? row.checkVisibility() : true,
  );
}

/**
 * The keyboard's place in the tickets list: the row that has the focus, or else the ticket last
 * moved to or opened (the open ticket, while the dialog covers the list).
 */
export function useTicketCursor(openId: number | null) {
  const [remembered, setRemembered] = useState<number | null>(openId);
  useEffect(() => {
    if (openId !== null) setRemembered(openId);
  }, [openId]);

  const current = (): number | null => {
    const focused = document.activeElement?.closest(ROWS);
    return focused ? idOf(focused) : remembered;
  };

  return {
    current,
    remember: setRemembered,
    /** Moves one row down or up (from the first or last when nowhere yet); answers the ticket moved to. */
    step(by: 1 | -1, { focus }: { focus: boolean }): number | null {
      const rows = shownRows();
      if (rows.length === 0) return null;
      const index = rows.findIndex((row) => idOf(row) === current());
      const next = index === -1 ? (by === 1 ? 0 : rows.length - 1) : index + by;
      const row = rows[Math.min(Math.max(next, 0), rows.length - 1)]!;
      if (focus) row.focus();
      setRemembered(idOf(row));
      return idOf(row);
    },
    /** The remembered ticket's row, if it is on the page. */
    rememberedRow(): HTMLElement | undefined {
      return shownRows().find((row) => idOf(row) === remembered);
    },
  };
}
