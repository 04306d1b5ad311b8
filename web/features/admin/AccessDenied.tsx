import { Link } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader';
import { Button } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { PATHS } from '../../lib/paths';

/** What an admin page shows to someone whose role may not use it, instead of a broken page. */
export function AccessDenied({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="mx-auto max-w-xl">
        <CardContent className="flex flex-col items-center px-6 py-10 text-center sm:py-12">
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50">
            <ShieldAlert className="size-6 text-red-700" aria-hidden />
          </span>
          <h2 className="mt-4 text-lg font-semibold">You don&apos;t have access to this page</h2>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{message}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href={PATHS.tickets}>Back to Tickets</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
