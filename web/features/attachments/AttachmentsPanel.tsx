import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import type { Attachment } from '@domain/attachments';
import { pluralise } from '@domain/display';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useWarranties } from '../warranties';
import { AttachmentDropZone } from './AttachmentDropZone';
import { AttachmentTile } from './AttachmentTile';
import { AttachmentViewer } from './AttachmentViewer';
import { AttachToChoice, TICKET_ONLY } from './AttachToChoice';
import { DeleteAttachmentDialog } from './DeleteAttachmentDialog';
import { viewableImages } from './attachment-display';
import { checkUpload } from './upload-check';
import { useAttachments, useDeleteAttachment, useUploadAttachments } from './use-attachments';

type AttachmentsPanelProps = {
  ticketId: number;
  /** Show and add only this claim's files (the claim view); otherwise the whole ticket's. */
  claimId?: number;
};

/** Photos and invoices of a ticket or one of its claims: add, view, delete. */
export function AttachmentsPanel({ ticketId, claimId }: AttachmentsPanelProps) {
  const { data, isLoading, isError } = useAttachments(ticketId, claimId);
  const { data: claims = [] } = useWarranties(claimId === undefined ? ticketId : 0);
  const upload = useUploadAttachments(ticketId);
  const remove = useDeleteAttachment(ticketId);
  const [target, setTarget] = useState(TICKET_ONLY);
  const [problems, setProblems] = useState<string[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Attachment | null>(null);
  const files = data ?? [];
  const images = viewableImages(files);

  const addFiles = async (chosen: File[]) => {
    const { accepted, refused } = await checkUpload(chosen, files.length);
    setProblems(refused);
    if (accepted.length === 0) return;
    const chosenClaim = target === TICKET_ONLY ? undefined : Number(target);
    upload.mutate(
      { files: accepted, claimId: claimId ?? chosenClaim },
      {
        onSuccess: (stored) =>
          toast({
            title: 'Files attached',
            description: `${pluralise(stored.length, 'file has', 'files have')} been attached successfully.`,
          }),
        onError: (error) => {
          const message = serverMessage(error, 'Failed to upload files.');
          setProblems([message]);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () =>
        toast({ title: 'Attachment deleted', description: 'Attachment has been deleted successfully.' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to delete attachment.'),
          variant: 'destructive',
        }),
    });
    setPendingDelete(null);
  };

  return (
    <PanelCard title="Attachments" icon={Paperclip} count={pluralise(files.length, 'file')}>
      {claimId === undefined && claims.length > 0 ? (
        <AttachToChoice claims={claims} value={target} onChange={setTarget} />
      ) : null}
      <AttachmentDropZone
        onFiles={addFiles}
        uploading={upload.isPending ? upload.variables.files.length : 0}
      />
      {problems.length > 0 ? (
        <ul role="alert" className="grid gap-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {isLoading ? <StateMessage>Loading attachments...</StateMessage> : null}
      {isError ? <StateMessage isError>Failed to load attachments.</StateMessage> : null}
      {!isLoading && !isError && files.length === 0 ? (
        <StateMessage>No attachments yet. Add photos of the tread, the DOT code or the invoice.</StateMessage>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label="Attached files" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {files.map((file) => (
            <AttachmentTile
              key={file.id}
              file={file}
              claimLabel={claimId === undefined && file.claimId !== null ? `Claim #${file.claimId}` : null}
              onOpen={() => setViewing(images.indexOf(file))}
              onDelete={() => setPendingDelete(file)}
            />
          ))}
        </ul>
      ) : null}
      {viewing !== null ? (
        <AttachmentViewer
          images={images}
          index={viewing}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
      <DeleteAttachmentDialog
        fileName={pendingDelete?.fileName ?? null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </PanelCard>
  );
}
