import type { ReportPeriod } from '@domain/report-figures';
import { StateMessage } from '../../components/StateMessage';
import { ReportPanels } from './ReportPanels';
import { useReportFigures } from './use-report-figures';

const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function PeriodReport({ period }: { period: ReportPeriod }) {
  const { data, isError, isPending } = useReportFigures(period);
  if (isError) return <StateMessage isError>Failed to load report figures.</StateMessage>;
  if (isPending) return <StateMessage>Loading report figures...</StateMessage>;
  return (
    <>
      <ReportPanels figures={data} />
      <p className="text-xs text-muted-foreground">Figures counted at {timeOfDay(data.computedAt)}.</p>
    </>
  );
}
