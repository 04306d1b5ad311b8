import { useState } from 'react';
import { Keyboard } from 'lucide-react';
import type { Ticket } from '@domain/api-types';
import { PageHeader } from '../components/PageHeader';
import { Button } from '../components/ui/Button';
import { LazyDialogSlot } from '../components/LazyDialogSlot';
import {
  QuickActions,
  type QuickAction,
  TicketTable,
  TodayOverview,
  useTicketAddress,
  useShortcutPreference,
  useTicketShortcuts,
  useTicketKeyboard,
  loadCreateTicketDialog,
  loadShortcutsHelpDialog,
  loadTicketDetailDialog,
} from '../features/tickets';
import { lazyExport } from '../lib/lazy-with-retry';
import { loadAddCustomerDialog } from '../features/customers';
import { loadAddDealerDialog } from '../features/dealers';
import { loadReportsDialog } from '../features/reports';
import { loadWarrantyClaimsDialog } from '../features/warranties';

// The list is the first thing a signed-in user waits for: each dialog's code (forms, schemas,
// claims, mail) loads when it first opens (docs/decisions/063).
const CreateTicketDialog = lazyExport(loadCreateTicketDialog, 'CreateTicketDialog');
const AddCustomerDialog = lazyExport(loadAddCustomerDialog, 'AddCustomerDialog');
const AddDealerDialog = lazyExport(loadAddDealerDialog, 'AddDealerDialog');
const ReportsDialog = lazyExport(loadReportsDialog, 'ReportsDialog');
const TicketDetailDialog = lazyExport(loadTicketDetailDialog, 'TicketDetailDialog');
const WarrantyClaimsDialog = lazyExport(loadWarrantyClaimsDialog, 'WarrantyClaimsDialog');
const ShortcutsHelpDialog = lazyExport(loadShortcutsHelpDialog, 'ShortcutsHelpDialog');

/** /tickets and /dashboard: quick actions, today's figures and the support tickets table; /tickets/<id> opens one over them. */
export function TicketsPage() {
  const [action, setAction] = useState<QuickAction | null>(null);
  const [claimsTicket, setClaimsTicket] = useState<Ticket | null>(null);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const address = useTicketAddress();
  const keyboard = useTicketKeyboard(address);
  const preference = useShortcutPreference();
  useTicketShortcuts({ ...keyboard.handlers, help: () => setHelpOpen(true) }, preference.isOn);
  const closeAction = () => setAction(null);
  const isOpen = (which: QuickAction) => action === which;

  return (
    <>
      <PageHeader
        title="Ticket Dashboard"
        description="Support tickets, warranty claims and today's figures."
        actions={
          <Button
            variant="outline"
            size="sm"
            className="max-md:hidden"
            aria-keyshortcuts="?"
            onClick={() => setHelpOpen(true)}
          >
            <Keyboard aria-hidden />
            Keyboard shortcuts
          </Button>
        }
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
          onOpen={(ticket, startInEdit) => keyboard.open(ticket.id, { startInEdit })}
          onOpenClaims={setClaimsTicket}
        />
      </div>
      <LazyDialogSlot isOpen={isOpen('ticket')} onDismiss={closeAction}>
        {isOpen('ticket') ? <CreateTicketDialog onClose={closeAction} /> : null}
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={isOpen('customer')} onDismiss={closeAction}>
        <AddCustomerDialog open={isOpen('customer')} onOpenChange={closeAction} />
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={isOpen('dealer')} onDismiss={closeAction}>
        <AddDealerDialog open={isOpen('dealer')} onOpenChange={closeAction} />
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={isOpen('reports')} onDismiss={closeAction}>
        <ReportsDialog open={isOpen('reports')} onOpenChange={closeAction} />
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={address.openId !== null} onDismiss={address.close}>
        {address.openId !== null ? (
          <TicketDetailDialog
            ticketId={address.openId}
            startInEdit={keyboard.editId === address.openId}
            focusRequest={keyboard.focusRequest}
            onClose={address.close}
            onCloseAutoFocus={keyboard.returnFocus}
          />
        ) : null}
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={claimsTicket !== null} onDismiss={() => setClaimsTicket(null)}>
        {claimsTicket ? (
          <WarrantyClaimsDialog
            ticket={claimsTicket}
            subject={claimsTicket.subject}
            onClose={() => setClaimsTicket(null)}
          />
        ) : null}
      </LazyDialogSlot>
      <LazyDialogSlot isOpen={isHelpOpen} onDismiss={() => setHelpOpen(false)}>
        {isHelpOpen ? (
          <ShortcutsHelpDialog
            onClose={() => setHelpOpen(false)}
            isOn={preference.isOn}
            onToggle={preference.setOn}
          />
        ) : null}
      </LazyDialogSlot>
    </>
  );
}
