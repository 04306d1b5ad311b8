import { useState } from 'react';
import type { Ticket } from '@domain/api-types';
import { PageHeader } from '../components/PageHeader';
import { AddCustomerDialog } from '../features/customers/AddCustomerDialog';
import { AddDealerDialog } from '../features/dealers/AddDealerDialog';
import { ReportsDialog } from '../features/reports/ReportsDialog';
import { CreateTicketDialog } from '../features/tickets/CreateTicketDialog';
import { QuickActions, type QuickAction } from '../features/tickets/QuickActions';
import { TicketDetailDialog } from '../features/tickets/TicketDetailDialog';
import { TicketTable } from '../features/tickets/TicketTable';
import { TodayOverview } from '../features/tickets/TodayOverview';
import { WarrantyClaimsDialog } from '../features/warranties/WarrantyClaimsDialog';

type OpenTicket = { ticket: Ticket; startInEdit: boolean };

/** /tickets and /dashboard: quick actions, today's figures and the support tickets table. */
export function TicketsPage() {
  const [action, setAction] = useState<QuickAction | null>(null);
  const [openTicket, setOpenTicket] = useState<OpenTicket | null>(null);
  const [claimsTicket, setClaimsTicket] = useState<Ticket | null>(null);
  const closeAction = () => setAction(null);
  const isOpen = (which: QuickAction) => action === which;

  return (
    <>
      <PageHeader
        title="Ticket Dashboard"
        description="Support tickets, warranty claims and today's figures."
      />
      {/* Beside the table where it keeps room for the subjects, above it otherwise (docs/decisions/052). */}
      <div className="grid grid-cols-1 gap-5 @min-[80rem]/page:grid-cols-[15rem_minmax(0,1fr)] @min-[96rem]/page:grid-cols-[18rem_minmax(0,1fr)]">
        <aside
          className="grid content-start gap-5 sm:grid-cols-2 @min-[80rem]/page:grid-cols-1"
          aria-label="Dashboard sidebar"
        >
          <QuickActions onPick={setAction} />
          <TodayOverview />
        </aside>
        <TicketTable
          onOpen={(ticket, startInEdit) => setOpenTicket({ ticket, startInEdit })}
          onOpenClaims={setClaimsTicket}
        />
      </div>
      {isOpen('ticket') ? <CreateTicketDialog onClose={closeAction} /> : null}
      <AddCustomerDialog open={isOpen('customer')} onOpenChange={closeAction} />
      <AddDealerDialog open={isOpen('dealer')} onOpenChange={closeAction} />
      <ReportsDialog open={isOpen('reports')} onOpenChange={closeAction} />
      {openTicket ? (
        <TicketDetailDialog
          key={openTicket.ticket.id}
          ticket={openTicket.ticket}
          startInEdit={openTicket.startInEdit}
          onClose={() => setOpenTicket(null)}
        />
      ) : null}
      {claimsTicket ? (
        <WarrantyClaimsDialog
          ticketId={claimsTicket.id}
          subject={claimsTicket.subject}
          onClose={() => setClaimsTicket(null)}
        />
      ) : null}
    </>
  );
}
