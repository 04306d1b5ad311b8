import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (⌘+Enter on a Mac) in a text box sends its form, as in most mail and chat tools. */
export function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
