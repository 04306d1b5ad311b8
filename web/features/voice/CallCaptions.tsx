import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import type { Caption } from './captions';

/** How near the bottom the captions count as read to the end: a line's height. */
const FOLLOWING_SLACK_PX = 24;

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
  const box = useRef<HTMLDivElement>(null);
  /** The newest caption is in view; a visitor who scrolled up to read is left where they are. */
  const following = useRef(true);
  // By the newest caption, not the count: past 50 captions the count stays 50 (a claim call has more).
  const newest = captions.at(-1)?.id;
  useEffect(() => {
    const shown = box.current;
    if (shown && following.current) shown.scrollTop = shown.scrollHeight;
  }, [newest, fill]);
  const noteScroll = () => {
    const shown = box.current;
    if (shown)
      following.current = shown.scrollHeight - shown.scrollTop - shown.clientHeight < FOLLOWING_SLACK_PX;
  };
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
        ref={box}
        onScroll={noteScroll}
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
      </div>
    </section>
  );
}
