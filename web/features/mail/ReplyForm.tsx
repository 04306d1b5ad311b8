import { useRef, useState } from 'react';
import { REPLY_MAX } from '@domain/mail';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Textarea } from '../../components/ui/Textarea';
import { showFailure } from '../../components/save-feedback';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, serverMessage } from '../../lib/api';
import { submitOnCtrlEnter } from '../../lib/submit-shortcut';
import { useTypingPresence } from '../../lib/ticket-presence';
import { useDraft } from '../../lib/use-draft';
import { AttachTicketFiles } from './AttachTicketFiles';
import { MailNotSetUp } from './MailNotSetUp';
import { MyCannedRepliesDialog } from './MyCannedReplies';
import { useCannedReplies, useMailStatus, useSendReply } from './use-mail';

/** The public reply box; a canned reply is picked from the list (keyboard: Tab, arrows) and inserted at the caret. */
export function ReplyForm({
  ticketId,
  dealerToCopy,
  hasClaim,
}: {
  ticketId: number;
  dealerToCopy: string | null;
  hasClaim: boolean;
}) {
  const sendReply = useSendReply(ticketId);
  const canned = useCannedReplies(ticketId);
  const mailStatus = useMailStatus();
  // Kept in the tab while typing, so a sign-in after an expired session does not lose it.
  const draft = useDraft(`reply:${ticketId}`);
  const [content, setContent] = useState(draft.read);
  const write = (text: string) => {
    setContent(text);
    draft.keep(text);
  };
  const [error, setError] = useState<string>();
  // A colleague's reply came in while this one was written: said here, the text kept.
  const [conflict, setConflict] = useState<string>();
  const [managing, setManaging] = useState(false);
  const [attached, setAttached] = useState<number[]>([]);
  const [copyDealer, setCopyDealer] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useTypingPresence(ticketId, content);

  const insert = (id: string) => {
    const reply = canned.data?.find((item) => String(item.id) === id);
    if (!reply) return;
    const text = reply.filled ?? reply.body;
    const at = box.current?.selectionStart ?? content.length;
    write(content.slice(0, at) + text + content.slice(at));
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError('Please enter a reply');
      return;
    }
    setError(undefined);
    setConflict(undefined);
    sendReply.mutate(
      { content, attachmentIds: attached, ccDealer: copyDealer && dealerToCopy !== null },
      {
        onSuccess: (entry) => {
          write('');
          setAttached([]);
          const queued = entry.kind === 'reply' && entry.status === 'queued';
          toast({
            title: queued ? 'Reply queued' : 'Reply kept',
            description: queued
              ? 'It will be sent shortly'
              : (entry.kind === 'reply' && entry.lastError) || '',
          });
        },
        onError: (failure) => {
          const colleagueReplied = serverFieldErrors(failure).afterReplyId?.[0];
          if (colleagueReplied) return setConflict(colleagueReplied);
          showFailure(serverMessage(failure, 'Failed to send reply'));
        },
      },
    );
  };

  return (
    <>
      {/* Outside the form: a dialog's own submit would bubble to this form through React's tree. */}
      {managing && (
        <MyCannedRepliesDialog
          text={content}
          replies={canned.data ?? []}
          onClose={() => setManaging(false)}
        />
      )}
      <form noValidate onSubmit={submit} className="grid gap-2">
        {mailStatus.data?.outgoing === false && (
          <MailNotSetUp>
            Mail is not set up for this tenant: a reply is kept on the ticket but not e-mailed until it is.
          </MailNotSetUp>
        )}
        <FormField label="Reply to customer" error={error}>
          <Textarea
            ref={box}
            rows={4}
            maxLength={REPLY_MAX}
            placeholder="Write a reply the customer receives by e-mail..."
            value={content}
            onChange={(event) => write(event.target.value)}
            onKeyDown={submitOnCtrlEnter}
            aria-describedby={`reply-keys-${ticketId}`}
          />
        </FormField>
        <AttachTicketFiles ticketId={ticketId} hasClaim={hasClaim} chosen={attached} onChange={setAttached} />
        {dealerToCopy ? (
          <label className="flex min-w-0 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={copyDealer}
              onChange={(event) => setCopyDealer(event.target.checked)}
            />
            <span className="min-w-0 truncate" title={dealerToCopy}>
              Copy the dealer ({dealerToCopy})
            </span>
          </label>
        ) : null}
        {conflict && (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {conflict} Your reply is still here: Send Reply sends it as it is.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-1">
            <label className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">Canned reply</span>
              <select
                className="h-9 max-w-52 rounded-md border border-input bg-card px-2 text-sm"
                value=""
                onChange={(event) => insert(event.target.value)}
                disabled={!canned.data?.length}
              >
                <option value="">{canned.data?.length ? 'Insert...' : 'None yet'}</option>
                {canned.data?.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                    {item.personal ? ' (mine)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <Button type="button" variant="ghost" size="sm" onClick={() => setManaging(true)}>
              My replies...
            </Button>
          </div>
          <div className="flex items-center gap-3">
            <span id={`reply-keys-${ticketId}`} className="hidden text-xs text-muted-foreground sm:inline">
              Ctrl+Enter sends
            </span>
            <Button type="submit" disabled={sendReply.isPending}>
              {sendReply.isPending ? 'Sending...' : 'Send Reply'}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}
