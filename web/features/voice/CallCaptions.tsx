import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import type { Caption } from './captions';

/**
 * What each side said, newest at the bottom, announced politely to screen readers. In a live call
 * it fills the room the dialog has left (`fill`), so several exchanges stay in view.
 */
export function CallCaptions({
  captions,
  agentName,
  fill = false,
}: {
  captions: Caption[];
  agentName: string;
  fill?: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [captions.length]);
  return (
    <section
      aria-label="Live captions"
      className={clsx(
        'rounded-xl border border-slate-200 bg-slate-50',
        fill && 'flex min-h-36 flex-1 flex-col',
      )}
    >
      <h3 className="border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Live captions
      </h3>
      <div
        className={clsx('space-y-2 overflow-y-auto p-3', fill ? 'min-h-0 flex-1' : 'max-h-40 min-h-20')}
        aria-live="polite"
        data-testid="captions"
      >
        {captions.length === 0 && (
          <p className="text-sm text-slate-500">What you and the agent say appears here.</p>
        )}
        {captions.map((caption) => (
          <p key={caption.id} className={clsx('flex text-sm', caption.speaker === 'user' && 'justify-end')}>
            <span
              className={clsx(
                'max-w-[85%] rounded-2xl px-3 py-1.5',
                caption.speaker === 'user'
                  ? 'bg-slate-900 text-white'
                  : 'bg-white text-slate-800 ring-1 ring-slate-200',
              )}
            >
              <span className="sr-only">{caption.speaker === 'user' ? 'You' : agentName}: </span>
              {caption.text}
            </span>
          </p>
        ))}
        <div ref={end} />
      </div>
    </section>
  );
}
