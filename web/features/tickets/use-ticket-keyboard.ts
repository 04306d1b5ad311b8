import { useRef, useState } from 'react';
import { ticketLabel } from '@domain/ticket-labels';
import { toast } from '../../components/ui/use-toast';
import { useCurrentUser } from '../auth';
import type { TicketFocusRequest } from './TicketDetailDialog';
import { showTicketUpdateFailed } from './ticket-feedback';
import type { ShortcutHandlers } from './use-ticket-shortcuts';
import { useAssignToMe } from './use-ownership';
import type { useTicketAddress } from './use-ticket-address';
import { useTicketCursor } from './use-ticket-cursor';

type OpenOptions = { startInEdit?: boolean; focus?: TicketFocusRequest['target'] };

/**
 * The tickets page's common path from the keyboard: move through the list, open a ticket, take
 * it, write a note, change its status. Acts on the open ticket, else on the row under the cursor.
 */
export function useTicketKeyboard(address: ReturnType<typeof useTicketAddress>) {
  const cursor = useTicketCursor(address.openId);
  const [editId, setEditId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<TicketFocusRequest | null>(null);
  const opener = useRef<Element | null>(null);
  const { user } = useCurrentUser();
  const assignToMe = useAssignToMe(user?.id);
  const isOpen = address.openId !== null;
  const target = () => address.openId ?? cursor.current();

  const open = (id: number, options: OpenOptions = {}) => {
    setEditId(options.startInEdit ? id : null);
    setFocusRequest((last) => (options.focus ? { target: options.focus, seq: (last?.seq ?? 0) + 1 } : null));
    cursor.remember(id);
    if (!isOpen) opener.current = document.activeElement;
    if (id !== address.openId) address.open(id);
  };
  const move = (by: 1 | -1) => {
    const id = cursor.step(by, { focus: !isOpen });
    if (isOpen && id !== null && id !== address.openId) open(id);
  };
  const focusIn = (focus: TicketFocusRequest['target']) => {
    const id = target();
    if (id !== null) open(id, { focus });
  };

  const handlers: ShortcutHandlers = {
    next: () => move(1),
    previous: () => move(-1),
    open: () => {
      const id = cursor.current();
      if (!isOpen && id !== null) open(id);
    },
    assignToMe: () => {
      const id = target();
      if (id === null) return;
      assignToMe.mutate(id, {
        onSuccess: (ticket) =>
          toast({ title: 'Ticket assigned', description: `${ticketLabel(ticket)} is assigned to you.` }),
        onError: showTicketUpdateFailed,
      });
    },
    addNote: () => focusIn('note'),
    changeStatus: () => focusIn('status'),
  };

  return {
    handlers,
    open,
    editId,
    focusRequest,
    /**
     * When the dialog closes, focus goes back to what opened it if that is in the row of the ticket
     * last shown; otherwise (moved on with j/k, opened from elsewhere) to that row, ready for j/k.
     */
    returnFocus: (event: Event) => {
      const row = cursor.rememberedRow();
      if (!row || row.contains(opener.current)) return;
      event.preventDefault();
      row.focus();
    },
  };
}
