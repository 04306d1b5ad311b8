import { useEffect, useRef } from 'react';
import { isFreeKeyPress, areSingleKeyShortcutsOn } from '../tickets';

export const SEARCH_SHORTCUT = '/';

/**
 * "/" puts the cursor in the search box from any back-office page, by the same rules as the tickets
 * page's keys (decision 054): never while typing or inside another widget or dialog, and not at all
 * when single-key shortcuts are switched off.
 */
export function useSearchShortcut(onPress: () => void) {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT || !isFreeKeyPress(event) || !areSingleKeyShortcutsOn()) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
