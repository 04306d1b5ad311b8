import {
  CalendarRange,
  Gauge,
  MessageSquareReply,
  Smile,
  Timer,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import type { ReportFigures } from '@domain/report-figures';
import { BarList } from './BarList';
import { ChartCard } from './ChartCard';
import { ClaimPanels } from './ClaimPanels';
import { countOf, formatCents, formatDuration, formatPercent } from './format';
import { MetricList } from './MetricList';
import { WeeklyVolumeChart } from './WeeklyVolumeChart';
import { AgentTable } from './AgentTable';
import { SeasonalChart } from './SeasonalChart';

const CATEGORY_LABELS: Record<string, string> = {
  technical: 'Technical Issue',
  billing: 'Billing',
  feature: 'Feature Request',
  general: 'General Inquiry',
  uncategorised: 'Uncategorised',
};

/** Tickets per active agent: open now plus closed in the period, one decimal. */
function ticketsPerAgent(agents: ReportFigures['agents']): string {
  if (agents.length === 0) return '–';
  const handled = agents.reduce((sum, agent) => sum + agent.open + agent.closed, 0);
  return String(Math.round((handled / agents.length) * 10) / 10);
}

/** The month of the last twelve with most tickets, as 'Mar 2026'; none when there were no tickets. */
function busiestMonth(months: ReportFigures['seasonal']): { label: string; tickets: number } | null {
  const busiest = months.reduce<ReportFigures['seasonal'][number] | null>(
    (best, row) => (row.tickets > (best?.tickets ?? 0) ? row : best),
    null,
  );
  if (!busiest) return null;
  const label = new Date(`${busiest.month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { label, tickets: busiest.tickets };
}

/** The mean rating as 'x.y / 5', or a dash without ratings. */
const scoreOf = (average: number | null) => (average === null ? '–' : `${average.toFixed(1)} / 5`);

function ratingHint({ responses, satisfiedRate }: ReportFigures['satisfaction']) {
  if (responses === 0) return 'No customer ratings in this period';
  return `${countOf(responses, 'rating')}, ${formatPercent(satisfiedRate)} rated 4 or 5`;
}

/** The spec's analytics groups with their figures, customer ratings included (decision 091). */
export function ReportPanels({ figures }: { figures: ReportFigures }) {
  const { tickets, agents, satisfaction } = figures;
  const busiest = busiestMonth(figures.seasonal);
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <MetricList
        title="Performance Metrics"
        metrics={[
          {
            label: 'Average Resolution Time',
            icon: Timer,
            value: formatDuration(tickets.averageResolutionHours),
            hint: 'Created to closed',
          },
          {
            label: 'Customer Satisfaction',
            icon: Smile,
            value: scoreOf(satisfaction.averageScore),
            hint: ratingHint(satisfaction),
          },
          {
            label: 'First Response Time',
            icon: MessageSquareReply,
            value: formatDuration(tickets.firstResponseHours),
            hint: 'Created to first reply to the customer',
          },
        ]}
      />
      <MetricList
        title="Agent Performance"
        metrics={[
          {
            label: 'Active Agents',
            icon: UserCheck,
            value: agents.length,
            hint: 'Owning open tickets, or closing some in the period',
          },
          {
            label: 'Tickets per Agent',
            icon: Users,
            value: ticketsPerAgent(agents),
            hint: 'Open now and closed in the period, per active agent',
          },
          {
            label: 'Resolution Rate',
            icon: Gauge,
            value: formatPercent(tickets.resolutionRate),
            hint: `${tickets.closed} of ${tickets.total} tickets closed`,
          },
        ]}
      />
      <ChartCard title="Volume Trends" description={`${tickets.total} tickets, by week`}>
        <WeeklyVolumeChart weeks={figures.weeklyVolume} />
      </ChartCard>
      <MetricList
        title="Trends"
        metrics={[
          {
            label: 'Seasonal Patterns',
            icon: CalendarRange,
            value: busiest?.label ?? '–',
            hint: busiest
              ? `Busiest month of the last 12: ${busiest.tickets} tickets`
              : 'No tickets in the last 12 months',
          },
          {
            label: 'Escalation Rate',
            icon: TrendingUp,
            value: formatPercent(tickets.escalationRate),
            hint: `${tickets.highPriority} high-priority tickets`,
          },
        ]}
      />
      <div className="min-w-0 md:col-span-2">
        <AgentTable agents={agents} />
      </div>
      <ChartCard
        title="Customer Satisfaction by Agent"
        description="Ratings answered in the period, for the ticket's owner when it closed"
      >
        <BarList
          empty="No customer ratings in this period."
          bars={satisfaction.byAgent.map((agent) => ({
            key: String(agent.userId),
            label: agent.name,
            value: agent.averageScore ?? 0,
            display: scoreOf(agent.averageScore),
            detail: `${countOf(agent.responses, 'rating')}, ${formatPercent(agent.satisfiedRate)} 4 or 5`,
          }))}
        />
      </ChartCard>
      <ChartCard title="Tickets and Claims by Month" description="The last 12 months, whatever the period">
        <SeasonalChart months={figures.seasonal} />
      </ChartCard>
      <ChartCard title="Top Dealers" description="By tickets, and by money credited in the period">
        <div className="grid gap-5">
          <BarList
            empty="No dealer tickets in this period."
            bars={figures.topDealersByTickets.slice(0, 8).map((dealer) => ({
              key: String(dealer.dealerId),
              label: dealer.dealerName,
              value: dealer.count,
              detail: dealer.dealerCode,
            }))}
          />
          <BarList
            empty="No dealer claims in this period."
            bars={figures.claims.byDealer.slice(0, 8).map((dealer) => ({
              key: String(dealer.dealerId),
              label: dealer.dealerName,
              value: dealer.creditedCents,
              display: formatCents(dealer.creditedCents),
              detail: countOf(dealer.claims, 'claim'),
            }))}
          />
        </div>
      </ChartCard>
      <ChartCard title="Issue Categories">
        <BarList
          empty="No tickets in this period."
          bars={figures.categories.map((row) => ({
            key: row.category,
            label: CATEGORY_LABELS[row.category] ?? row.category,
            value: row.count,
          }))}
        />
      </ChartCard>
      <ChartCard title="Regional Performance" description="Dealer tickets by state, with the share closed">
        <BarList
          empty="No dealer tickets in this period."
          bars={figures.regions.slice(0, 12).map((row) => ({
            key: row.state,
            label: row.state,
            value: row.tickets,
            detail: `${formatPercent(row.resolutionRate)} closed`,
          }))}
        />
      </ChartCard>
      <ClaimPanels claims={figures.claims} />
    </div>
  );
}
