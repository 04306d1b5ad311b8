/** The due-soon sweep: owners hear before their tickets and claims fall due (decision 096). */
export { startDueWarnings, warnDueSoon } from './due-warnings.service';
