import { PageHeader } from '../components/PageHeader';
import { ComingSoonPanels } from '../features/reports/ComingSoonPanels';
import { ReportQuickActions } from '../features/reports/ReportQuickActions';
import { TicketStatCards } from '../features/reports/TicketStatCards';

export function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports and Analytics"
        description="Ticket figures for the active tenant; deeper analytics are on the way."
      />
      <TicketStatCards />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_16rem] 2xl:grid-cols-[minmax(0,1fr)_18rem]">
        <ComingSoonPanels />
        <aside aria-label="Report actions" className="grid content-start gap-5">
          <ReportQuickActions />
        </aside>
      </div>
    </>
  );
}
