import { AlarmClock, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useTicketStats } from './use-tickets';

export function TodayOverview() {
  const { data, isLoading, isError } = useTicketStats();
  const figures = [
    { label: 'Open Tickets', value: data?.openTickets, icon: CircleAlert, tone: 'text-red-700' },
    { label: 'In Progress', value: data?.inProgressTickets, icon: Clock, tone: 'text-yellow-700' },
    { label: 'Resolved Today', value: data?.resolvedToday, icon: CircleCheck, tone: 'text-green-700' },
    // Open tickets whose service target falls within the hour (decision 090).
    { label: 'Due Soon', value: data?.dueSoonTickets, icon: AlarmClock, tone: 'text-orange-700' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today&apos;s Overview</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-destructive">Failed to load ticket statistics.</p>
        ) : (
          <dl className="grid gap-2 sm:grid-cols-4 sm:gap-3 @min-[80rem]/page:grid-cols-1">
            {figures.map(({ label, value, icon: Icon, tone }) => (
              <div
                key={label}
                className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 sm:flex-col sm:items-start @min-[80rem]/page:flex-row @min-[80rem]/page:items-center"
              >
                <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden />
                  {label}
                </dt>
                <dd className="text-xl font-bold tabular-nums">
                  {isLoading ? <Skeleton className="h-6 w-8" /> : (value ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
