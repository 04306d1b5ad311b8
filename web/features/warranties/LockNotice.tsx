import { Lock } from 'lucide-react';
import { lockNotice } from '@domain/claim-locks';
import type { ClaimWorkflowStatus } from '@domain/claim-workflow';
import { cn } from '../../lib/cn';

/** Why a submitted claim's money cannot be edited, and who can change it; nothing on an open claim. */
export function LockNotice({ status, className }: { status: ClaimWorkflowStatus; className?: string }) {
  const notice = lockNotice(status);
  if (!notice) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950',
        className,
      )}
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {notice}
    </p>
  );
}
