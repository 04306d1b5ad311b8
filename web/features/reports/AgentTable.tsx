import type { ReportFigures } from '@domain/report-figures';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { ChartCard } from './ChartCard';
import { formatDuration } from './format';

/** Tickets per agent: open now, closed in the period, and the medians over the period. */
export function AgentTable({ agents }: { agents: ReportFigures['agents'] }) {
  return (
    <ChartCard
      title="Agents"
      description="Open now, closed in the period, median first response and resolution"
    >
      {agents.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No tickets assigned in this period.</p>
      ) : (
        <Table scrollLabel="Agents table">
          <TableHeader>
            <TableRow>
              <TableHead>Agent</TableHead>
              <TableHead className="text-right">Open</TableHead>
              <TableHead className="text-right">Closed</TableHead>
              <TableHead className="text-right">First response</TableHead>
              <TableHead className="text-right">Resolution</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {agents.map((agent) => (
              <TableRow key={agent.userId}>
                <TableCell className="font-medium">{agent.name}</TableCell>
                <TableCell className="text-right tabular-nums">{agent.open}</TableCell>
                <TableCell className="text-right tabular-nums">{agent.closed}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatDuration(agent.medianFirstResponseHours)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatDuration(agent.medianResolutionHours)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ChartCard>
  );
}
