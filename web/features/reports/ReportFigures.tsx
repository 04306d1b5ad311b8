import {
  ChartColumn,
  CircleAlert,
  CircleCheck,
  Clock,
  Gauge,
  ShieldCheck,
  Store,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReportSummary } from '@domain/api-types';
import { StatTile } from '../../components/StatTile';

function RateBar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">{value}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, value)}%` }} />
      </div>
    </div>
  );
}

const grid = 'grid grid-cols-2 gap-3 md:grid-cols-4';

export function OverviewFigures({ report }: { report: ReportSummary }) {
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className={grid}>
        <StatTile label="Total Tickets" value={report.totalTickets} icon={ChartColumn} />
        <StatTile label="Warranty Claims" value={report.totalClaims} icon={ShieldCheck} />
        <StatTile label="Average Claim %" value={`${report.averageClaimPercent}%`} icon={Gauge} />
        <StatTile
          label="Resolved Today"
          value={report.resolvedToday}
          icon={CircleCheck}
          tone="text-green-700"
        />
      </div>
      <div className="grid gap-4 rounded-lg border border-border p-4">
        <RateBar label="Resolution Rate" value={report.resolutionRate} />
        <RateBar label="Warranty Claim Rate" value={report.warrantyClaimRate} />
        <RateBar label="High Priority Rate" value={report.highPriorityRate} />
      </div>
    </div>
  );
}

export function TicketFigures({ report }: { report: ReportSummary }) {
  return (
    <div className={grid}>
      <StatTile label="Open" value={report.openTickets} icon={CircleAlert} tone="text-red-700" />
      <StatTile label="In Progress" value={report.inProgressTickets} icon={Clock} tone="text-yellow-700" />
      <StatTile label="Closed" value={report.closedTickets} icon={CircleCheck} tone="text-green-700" />
      <StatTile
        label="High Priority"
        value={report.highPriorityTickets}
        icon={TrendingUp}
        tone="text-red-700"
      />
      <StatTile label="Customer Tickets" value={report.customerTickets} icon={Users} />
      <StatTile label="Dealer Tickets" value={report.dealerTickets} icon={Store} />
      <StatTile label="Total Tickets" value={report.totalTickets} icon={ChartColumn} />
      <StatTile label="Resolution Rate" value={`${report.resolutionRate}%`} icon={Gauge} />
    </div>
  );
}

export function ClaimFigures({ report }: { report: ReportSummary }) {
  return (
    <div className={grid}>
      <StatTile label="Total Claims" value={report.totalClaims} icon={ShieldCheck} />
      <StatTile
        label="With Authorization"
        value={report.claimsWithAuthorization}
        icon={CircleCheck}
        tone="text-green-700"
      />
      <StatTile label="With Tread Data" value={report.claimsWithTreadData} icon={Gauge} />
      <StatTile label="With Mileage Data" value={report.claimsWithMileageData} icon={TrendingUp} />
      <StatTile label="Average Claim %" value={`${report.averageClaimPercent}%`} icon={Gauge} />
      <StatTile label="Warranty Claim Rate" value={`${report.warrantyClaimRate}%`} icon={ChartColumn} />
    </div>
  );
}
