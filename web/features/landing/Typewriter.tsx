import clsx from 'clsx';
import { useBlink, useTypewriter } from './typewriter';

type TypewriterProps = { phrases: readonly string[]; className?: string; caretClassName?: string };

/**
 * Types each phrase, pauses, deletes it and moves on. Screen readers get the whole list once
 * instead of a stream of letters.
 */
export function Typewriter({ phrases, className, caretClassName }: TypewriterProps) {
  const text = useTypewriter(phrases);
  const isCaretVisible = useBlink();
  return (
    <span className={className}>
      <span className="sr-only">{phrases.join(', ')}</span>
      <span aria-hidden data-testid="typewriter">
        {text}
      </span>
      <span
        aria-hidden
        data-testid="typewriter-caret"
        className={clsx(
          'ml-1 inline-block h-[0.85em] w-[3px] translate-y-[0.08em] rounded-full',
          caretClassName,
          !isCaretVisible && 'opacity-0',
        )}
      />
    </span>
  );
}
