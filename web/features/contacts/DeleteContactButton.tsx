import { useState } from 'react';
import { capitalise } from '@domain/display';
import { useLocation } from 'wouter';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useDeleteContact, type ContactRef } from './use-contact-records';

type DeleteContactButtonProps = {
  contact: ContactRef;
  /** 'customer' or 'dealer', for the texts. */
  noun: string;
  name: string;
  /** Where to go once it is deleted: the list it came from. */
  afterDelete: string;
  /** The server's reason when it refuses (the record still has tickets or claims). */
  onRefused: (message: string) => void;
};

/** Delete, after a confirmation; a refusal (409) comes back as the server's message. */
export function DeleteContactButton({
  contact,
  noun,
  name,
  afterDelete,
  onRefused,
}: DeleteContactButtonProps) {
  const remove = useDeleteContact(contact);
  const [isConfirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();

  const confirm = () => {
    setConfirming(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Success', description: `${capitalise(noun)} deleted successfully` });
        navigate(afterDelete);
      },
      onError: (error) => {
        const message = serverMessage(error, `Failed to delete ${noun}`);
        onRefused(message);
        toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    });
  };
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={remove.isPending}>
        <Trash2 aria-hidden />
        {remove.isPending ? 'Deleting...' : 'Delete'}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Delete ${noun}?`}
        description={`Are you sure you want to delete ${noun} "${name}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
