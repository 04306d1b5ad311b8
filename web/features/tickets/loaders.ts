// Split points: a dialog's code loads when it first opens (docs/decisions/063).
export const loadCreateTicketDialog = () => import('./CreateTicketDialog');
export const loadTicketDetailDialog = () => import('./TicketDetailDialog');
export const loadShortcutsHelpDialog = () => import('./ShortcutsHelpDialog');
