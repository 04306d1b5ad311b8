import { useEffect, useRef, useState } from 'react';
import { shortcutFor, type ShortcutAction } from './ticket-shortcuts';

const PREFERENCE_KEY = 'treaddesk:shortcuts';

/** Whether this browser keeps single-key shortcuts on (the help overlay's switch). */
export const areSingleKeyShortcutsOn = () => localStorage.getItem(PREFERENCE_KEY) !== 'off';

/**
 * Single-key shortcuts can be switched off (WCAG 2.1.4: speech input types letters too); the
 * choice is kept in this browser.
 */
export function useShortcutPreference() {
  const [isOn, setOn] = useState(areSingleKeyShortcutsOn);
  return {
    isOn,
    setOn(on: boolean) {
      if (on) localStorage.removeItem(PREFERENCE_KEY);
      else localStorage.setItem(PREFERENCE_KEY, 'off');
      setOn(on);
    },
  };
}

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/** Calls the handler of each shortcut pressed anywhere on the page (see shortcutFor for when a key is not one). */
export function useTicketShortcuts(handlers: ShortcutHandlers, isOn: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!isOn) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOn]);
}
