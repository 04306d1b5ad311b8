export { PeriodReport } from './PeriodReport';
export { ReportPeriodSelect } from './ReportPeriodSelect';
export { ReportQuickActions } from './ReportQuickActions';
export { TicketStatCards } from './TicketStatCards';
export { loadReportsDialog } from './loaders';
export { DealerStatementPanel } from './DealerStatementPanel';
export { ReportDealerStatement } from './ReportDealerStatement';
