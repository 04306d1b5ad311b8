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

const CATEGORY_LABELS: Record<string, string> = {
  technical: 'Technical Issue',
  billing: 'Billing',
  feature: 'Feature Request',
  general: 'General Inquiry',
  uncategorised: 'Uncategorised',
};

/** The spec's analytics groups with their figures; those without data stay 'Coming Soon'. */
export function ReportPanels({ figures }: { figures: ReportFigures }) {
  const { tickets } = figures;
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
          { label: 'Customer Satisfaction', icon: Smile, value: null },
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
          { label: 'Active Agents', icon: UserCheck, value: null },
          { label: 'Tickets per Agent', icon: Users, value: null },
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
          { label: 'Seasonal Patterns', icon: CalendarRange, value: null },
          {
            label: 'Escalation Rate',
            icon: TrendingUp,
            value: formatPercent(tickets.escalationRate),
            hint: `${tickets.highPriority} high-priority tickets`,
          },
        ]}
      />
      <ChartCard title="Top Dealers" description="By tickets, and by credit on their claims">
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
              value: dealer.creditCents,
              display: formatCents(dealer.creditCents),
              detail: countOf(dealer.count, 'claim'),
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
