import { Bell, CalendarClock, Download, FileText } from 'lucide-react';
import type { ReportPeriod } from '@domain/report-figures';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { UnavailableButton } from '../../components/list-page/UnavailableButton';
import { withQuery } from '../../lib/api';

const LATER = [
  { label: 'Schedule Report', icon: CalendarClock },
  { label: 'Configure Alerts', icon: Bell },
];

/** Export Data downloads the period's tickets or claims as CSV; Generate Report, the figures as PDF. */
export function ReportQuickActions({ period }: { period: ReportPeriod }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Exports cover the period chosen on the left.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <div role="group" aria-label="Export Data" className="grid gap-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Download className="size-4" aria-hidden /> Export Data
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={withQuery('/api/exports/tickets.csv', { period })} download>
                Tickets CSV
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={withQuery('/api/exports/claims.csv', { period })} download>
                Claims CSV
              </a>
            </Button>
          </div>
        </div>
        <Button asChild variant="outline" className="justify-start">
          <a href={withQuery('/api/reports/figures.pdf', { period })} target="_blank" rel="noopener">
            <FileText aria-hidden /> Generate Report
          </a>
        </Button>
        {LATER.map(({ label, icon }) => (
          <UnavailableButton
            key={label}
            label={label}
            icon={icon}
            reason="Coming soon"
            className="justify-start"
          />
        ))}
      </CardContent>
    </Card>
  );
}
