/** Macros: the page that keeps them, the ticket dialog's menu, and the ticket list's bulk action. */
export { MacrosPage } from './MacrosPage';
export { MacroMenu } from './MacroMenu';
export { BulkMacroAction } from './BulkMacroAction';
