import { Ban } from 'lucide-react';
import { CALL_LIMITS_LINE } from '@domain/call-limits';

/** 'Call Limit Reached' with the server's detail and the limits line (spec section 2). */
export function CallLimitBox({ detail }: { detail: string }) {
  return (
    <div role="alert" data-testid="call-limit" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <Ban className="h-4 w-4" aria-hidden />
        Call Limit Reached
      </p>
      <p className="mt-1 text-sm text-amber-900">{detail}</p>
      <p className="mt-2 text-xs text-amber-800">{CALL_LIMITS_LINE}</p>
    </div>
  );
}
