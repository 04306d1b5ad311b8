import { useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import type { SessionUser } from '@domain/api-types';
import { formatPhone } from '@domain/phone';
import { listHref, LIST_SEARCH_PARAM } from '../components/list-page/list-links';
import { orNotProvided } from '../components/list-page/RecordFields';
import { DealerPortalAccounts } from '../features/admin';
import { useCurrentUser } from '../features/auth';
import { ContactPageLayout } from '../features/contacts';
import { AddDealerDialog, DealerPortalActivity, useDealer } from '../features/dealers';
import { DealerStatementPanel } from '../features/reports';
import { CreateTicketDialog } from '../features/tickets';
import { idFromAddress } from '../lib/id-from-address';
import { PATHS } from '../lib/paths';

/** The tenant an admin manages this dealer's portal accounts in; none for an agent. */
function adminTenantOf(user: SessionUser | null): number | null {
  if (user?.role === 'tenant_admin') return user.tenantId;
  if (user?.role === 'global_admin') return user.activeTenant?.id ?? null;
  return null;
}

/** /dealers/:id: the dealer, its tickets, claims and statement; edit, delete, or open a dealer-raised ticket. */
export function DealerPage() {
  const id = idFromAddress(useParams<{ id: string }>().id);
  const [params] = useSearchParams();
  const { data: dealer, isLoading } = useDealer(id);
  const { user } = useCurrentUser();
  const adminTenantId = adminTenantOf(user);
  const [dialog, setDialog] = useState<'edit' | 'ticket' | null>(null);
  const close = () => setDialog(null);
  return (
    <ContactPageLayout
      contact={{ kind: 'dealers', id }}
      noun="dealer"
      back={{ href: listHref(PATHS.dealers, params.get(LIST_SEARCH_PARAM) ?? ''), label: 'All Dealers' }}
      isLoading={isLoading}
      record={
        dealer
          ? {
              title: dealer.dealerName,
              description: `Dealer ID ${dealer.dealerId} · Contact: ${dealer.contactName}`,
              fields: [
                { label: 'Dealer ID', value: dealer.dealerId },
                { label: 'Dealer Name', value: dealer.dealerName },
                { label: 'Contact Name', value: dealer.contactName },
                { label: 'Phone', value: formatPhone(dealer.phone) },
                { label: 'Email', value: orNotProvided(dealer.email) },
                { label: 'Country/Territory', value: dealer.country },
                { label: 'Address', value: dealer.address, isWide: true },
                { label: 'City', value: dealer.city },
                { label: 'State', value: dealer.state },
                { label: 'Zip Code', value: dealer.zipCode },
                { label: 'Created', value: new Date(dealer.createdAt).toLocaleString() },
              ],
            }
          : null
      }
      onEdit={() => setDialog('edit')}
      onNewTicket={() => setDialog('ticket')}
      claimsEmpty="No warranty claims on this dealer's tickets or credited to it."
    >
      {dealer ? (
        <section aria-label="Statement" className="mt-4">
          <DealerStatementPanel dealerId={dealer.id} />
        </section>
      ) : null}
      {dealer && adminTenantId ? (
        <div className="mt-4">
          <DealerPortalAccounts dealer={dealer} tenantId={adminTenantId} />
        </div>
      ) : null}
      {dealer ? (
        <div className="mt-4">
          <DealerPortalActivity dealerId={dealer.id} />
        </div>
      ) : null}
      {dealer ? <AddDealerDialog open={dialog === 'edit'} onOpenChange={close} dealer={dealer} /> : null}
      {dealer && dialog === 'ticket' ? <CreateTicketDialog dealer={dealer} onClose={close} /> : null}
    </ContactPageLayout>
  );
}
