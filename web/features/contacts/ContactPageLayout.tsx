import { useState, type ReactNode } from 'react';
import { capitalise } from '@domain/display';
import { Link } from 'wouter';
import { ArrowLeft, Pencil, Plus } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader';
import { StateMessage } from '../../components/StateMessage';
import { RecordFields, type RecordField } from '../../components/list-page/RecordFields';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { ContactClaimsPanel } from './ContactClaimsPanel';
import { ContactTicketsPanel } from './ContactTicketsPanel';
import { DeleteContactButton } from './DeleteContactButton';
import type { ContactRef } from './use-contact-records';

type ContactPageLayoutProps = {
  contact: ContactRef;
  /** 'customer' or 'dealer'. */
  noun: string;
  back: { href: string; label: string };
  record: { title: string; description: ReactNode; fields: RecordField[] } | null;
  isLoading: boolean;
  onEdit: () => void;
  onNewTicket: () => void;
  claimsEmpty: string;
  /** The edit and new-ticket dialogs. */
  children: ReactNode;
};

/** A customer's or dealer's page: its fields, its tickets and claims, and what can be done with it. */
export function ContactPageLayout({
  contact,
  noun,
  back,
  record,
  isLoading,
  ...props
}: ContactPageLayoutProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const backLink = (
    <Button variant="ghost" size="sm" asChild className="mb-3">
      <Link href={back.href}>
        <ArrowLeft aria-hidden />
        {back.label}
      </Link>
    </Button>
  );
  if (isLoading) return <StateMessage>Loading {noun}...</StateMessage>;
  if (!record)
    return (
      <>
        {backLink}
        <StateMessage isError>{capitalise(noun)} not found</StateMessage>
      </>
    );
  return (
    <>
      {backLink}
      <PageHeader
        title={record.title}
        description={record.description}
        actions={
          <>
            <Button onClick={props.onNewTicket}>
              <Plus aria-hidden />
              New Ticket
            </Button>
            <Button variant="outline" onClick={props.onEdit}>
              <Pencil aria-hidden />
              Edit
            </Button>
            <DeleteContactButton
              contact={contact}
              noun={noun}
              name={record.title}
              afterDelete={back.href}
              onRefused={setRefusal}
            />
          </>
        }
      />
      {refusal ? (
        <StateMessage isError className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 p-3">
          {refusal}
        </StateMessage>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <RecordFields fields={record.fields} />
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <ContactTicketsPanel contact={contact} />
          <ContactClaimsPanel contact={contact} empty={props.claimsEmpty} />
        </div>
      </div>
      {props.children}
    </>
  );
}
