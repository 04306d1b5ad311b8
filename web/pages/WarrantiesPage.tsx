import { useState } from 'react';
import { Link } from 'wouter';
import { CircleAlert, Clock, FileCheck, Plus, ShieldCheck, Ticket } from 'lucide-react';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/Card';
import { EmptyState } from '../components/list-page/EmptyState';
import { SearchField } from '../components/list-page/SearchField';
import { StatGrid } from '../components/list-page/StatGrid';
import { UnavailableButton } from '../components/list-page/UnavailableButton';

/** The spec's static placeholder: claims live on tickets, so every counter here reads 0. */
export function WarrantiesPage() {
  const [search, setSearch] = useState('');
  return (
    <>
      <PageHeader
        title="Warranties"
        description="Tyre warranty claims. Claims are created and managed on their tickets."
        actions={
          <UnavailableButton
            variant="default"
            label="Create Warranty"
            icon={Plus}
            reason="Create warranty claims from a ticket's Claims button"
          />
        }
      />
      <StatGrid
        className="grid-cols-2 lg:grid-cols-4 sm:grid-cols-2"
        stats={[
          { label: 'Total Warranties', value: 0, icon: ShieldCheck },
          { label: 'Active Claims', value: 0, icon: FileCheck, tone: 'text-green-700' },
          { label: 'Expired', value: 0, icon: CircleAlert, tone: 'text-red-700' },
          { label: 'Processing', value: 0, icon: Clock, tone: 'text-yellow-700' },
        ]}
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-lg">All Warranties</CardTitle>
          <SearchField
            label="Search warranties"
            placeholder="Search warranties..."
            value={search}
            onChange={setSearch}
          />
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={ShieldCheck}
            title="No warranties found"
            hint="Warranty claims are normally created from tickets: open a ticket on the dashboard and use its Claims button."
            action={
              <Button asChild>
                <Link href="/tickets">
                  <Ticket aria-hidden />
                  View Tickets
                </Link>
              </Button>
            }
          />
        </CardContent>
      </Card>
    </>
  );
}
