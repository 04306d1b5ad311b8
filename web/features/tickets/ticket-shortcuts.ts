export type ShortcutAction =
  'next' | 'previous' | 'open' | 'assignToMe' | 'addNote' | 'changeStatus' | 'help';

type Shortcut = { action: ShortcutAction; keys: readonly string[]; label: string };

/** The tickets page's keys, in the order the help overlay lists them. */
export const TICKET_SHORTCUTS: readonly Shortcut[] = [
  { action: 'next', keys: ['j', 'ArrowDown'], label: 'Next ticket' },
  { action: 'previous', keys: ['k', 'ArrowUp'], label: 'Previous ticket' },
  { action: 'open', keys: ['Enter', 'o'], label: 'Open the ticket' },
  { action: 'assignToMe', keys: ['a'], label: 'Assign the ticket to me' },
  { action: 'addNote', keys: ['n'], label: 'Add a note to the ticket' },
  { action: 'changeStatus', keys: ['s'], label: "Change the ticket's status" },
  { action: 'help', keys: ['?'], label: 'Show these shortcuts' },
];

/** Marks a ticket's row in the list (its id) and the ticket dialog, where the keys also work. */
export const TICKET_ROW_ATTRIBUTE = 'data-ticket-row';
export const TICKET_DIALOG_ATTRIBUTE = 'data-ticket-dialog';

const NOT_TYPED_INPUTS = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
]);

/** Where a key belongs to the field or widget under it: text, choices, menus, other dialogs. */
function ownsKeys(element: Element): boolean {
  if (element instanceof HTMLInputElement) return !NOT_TYPED_INPUTS.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element.closest(
      '[contenteditable]:not([contenteditable="false"]), [role="combobox"], [role="listbox"], [role="menu"], [role="textbox"]',
    ) !== null ||
    element.closest(`[role="dialog"]:not([${TICKET_DIALOG_ATTRIBUTE}]), [role="alertdialog"]`) !== null
  );
}

const onRow = (element: Element) => element.hasAttribute(TICKET_ROW_ATTRIBUTE);
/** Enter activates a focused button or link; it opens a ticket only from its row or from nowhere. */
const onRowOrPage = (element: Element) => onRow(element) || element === document.body;

const ARROWS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * Whether a key press is free to be a page's single-key shortcut: no Ctrl, Alt or Meta, not
 * composing, not typed into a field or a widget or dialog that owns its keys, not already handled.
 */
export function isFreeKeyPress(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey || event.metaKey)
    return false;
  return !ownsKeys(event.target instanceof Element ? event.target : document.body);
}

/**
 * The action a key press asks for, or null when it is not a shortcut here: with Ctrl, Alt or Meta
 * held, while typing or composing, inside another widget or dialog, or already handled.
 */
export function shortcutFor(event: KeyboardEvent): ShortcutAction | null {
  if (!isFreeKeyPress(event)) return null;
  const target = event.target instanceof Element ? event.target : document.body;
  // Arrows scroll the page unless a ticket row has the focus.
  if (ARROWS.has(event.key) && !onRow(target)) return null;
  if (event.key === 'Enter' && !onRowOrPage(target)) return null;
  return TICKET_SHORTCUTS.find((shortcut) => shortcut.keys.includes(event.key))?.action ?? null;
}
