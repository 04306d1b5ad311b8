import { Bell, CalendarClock, Download, FileText } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { UnavailableButton } from '../../components/list-page/UnavailableButton';

const ACTIONS = [
  { label: 'Export Data', icon: Download },
  { label: 'Generate Report', icon: FileText },
  { label: 'Schedule Report', icon: CalendarClock },
  { label: 'Configure Alerts', icon: Bell },
];

/** The spec lists these actions without behaviour: shown, visibly unavailable, never pretending to work. */
export function ReportQuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Exports, scheduled reports and alerts are coming soon.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ACTIONS.map(({ label, icon }) => (
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
