import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { StateMessage } from '../../components/StateMessage';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { ClaimFigures, OverviewFigures, TicketFigures } from './ReportFigures';
import { RecentActivity } from './RecentActivity';
import { useReportSummary } from './use-report-summary';

export function ReportsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: report, isLoading, isError } = useReportSummary(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Warranty Claims Reports &amp; Analytics</DialogTitle>
          <DialogDescription>
            Figures for the active tenant&apos;s tickets and warranty claims.
          </DialogDescription>
        </DialogHeader>
        {isLoading ? <StateMessage>Loading reports...</StateMessage> : null}
        {isError ? <StateMessage isError>Failed to load reports.</StateMessage> : null}
        {report ? (
          <Tabs defaultValue="overview">
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="tickets">Tickets</TabsTrigger>
              <TabsTrigger value="claims">Claims</TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewFigures report={report} />
            </TabsContent>
            <TabsContent value="tickets">
              <TicketFigures report={report} />
            </TabsContent>
            <TabsContent value="claims">
              <ClaimFigures report={report} />
            </TabsContent>
            <TabsContent value="activity">
              <RecentActivity report={report} />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
