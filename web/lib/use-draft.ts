import { useCallback } from 'react';

const PREFIX = 'treaddesk:draft:';

/**
 * Text being typed, kept in this tab's session storage so a sign-in in between (an expired
 * session) does not lose it. Cleared once the text is saved.
 */
export function useDraft(key: string) {
  const storageKey = PREFIX + key;
  const read = useCallback(() => sessionStorage.getItem(storageKey) ?? '', [storageKey]);
  const keep = useCallback(
    (text: string) =>
      text ? sessionStorage.setItem(storageKey, text) : sessionStorage.removeItem(storageKey),
    [storageKey],
  );
  const clear = useCallback(() => sessionStorage.removeItem(storageKey), [storageKey]);
  return { read, keep, clear };
}
