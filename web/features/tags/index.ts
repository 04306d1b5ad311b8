/** Ticket tags and the list's saved views (decision 089). */
export { TagChips } from './TagChip';
export { TicketTagPicker } from './TicketTagPicker';
export { BulkTagSelect } from './BulkTagSelect';
export { TagFilter } from './TagFilter';
export { TicketViewsMenu } from './TicketViewsMenu';
export { TagsAdmin } from './TagsAdmin';
