import { useCallback, useState } from 'react';

/** Which legal tab is open, if any; footer links open the dialog on their own tab. */
export function useLegalDialog() {
  const [tab, setTab] = useState<string | null>(null);
  const open = useCallback((value: string) => setTab(value), []);
  const onOpenChange = useCallback((isOpen: boolean) => {
    if (!isOpen) setTab(null);
  }, []);
  return { isOpen: tab !== null, tab: tab ?? undefined, open, onOpenChange };
}
