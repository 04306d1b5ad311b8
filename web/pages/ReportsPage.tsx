import { useState } from 'react';
import type { ReportPeriod } from '@domain/report-figures';
import { PageHeader } from '../components/PageHeader';
import {
  PeriodReport,
  ReportPeriodSelect,
  ReportDealerStatement,
  ReportQuickActions,
  TicketStatCards,
} from '../features/reports';

export function ReportsPage() {
  const [period, setPeriod] = useState<ReportPeriod>('last-30-days');
  return (
    <>
      <PageHeader
        title="Reports and Analytics"
        description="Ticket and claim figures for the active tenant, for the period you choose."
      />
      <TicketStatCards />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_16rem] 2xl:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label="Period figures" className="grid content-start gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">Figures for the period</h2>
            <ReportPeriodSelect value={period} onChange={setPeriod} />
          </div>
          <PeriodReport period={period} />
          <ReportDealerStatement />
        </section>
        <aside aria-label="Report actions" className="grid content-start gap-5">
          <ReportQuickActions period={period} />
        </aside>
      </div>
    </>
  );
}
