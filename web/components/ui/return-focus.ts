import { useRef } from 'react';

type AutoFocusEvent = Event;
type Handlers = {
  onOpenAutoFocus?: (event: AutoFocusEvent) => void;
  onCloseAutoFocus?: (event: AutoFocusEvent) => void;
};

/**
 * Radix returns focus to a Dialog.Trigger on close; our dialogs are opened from plain buttons,
 * so remember whatever had focus on open and give it back on close (if it is still on the page).
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: Handlers): Required<Handlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
