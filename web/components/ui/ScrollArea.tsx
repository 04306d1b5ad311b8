import type { ComponentProps } from 'react';
import { ScrollArea as ScrollPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export const SCROLLBAR_HIDE_DELAY_MS = 600;

/** A scroll box with a slim scrollbar; the viewport is keyboard focusable so its content can be scrolled. */
export function ScrollArea({
  className,
  children,
  label,
  ...props
}: ComponentProps<typeof ScrollPrimitive.Root> & { label?: string }) {
  return (
    <ScrollPrimitive.Root
      type="hover"
      scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <ScrollPrimitive.Viewport
        className="size-full rounded-[inherit] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        role={label ? 'region' : undefined}
        aria-label={label}
      >
        {children}
      </ScrollPrimitive.Viewport>
      <ScrollPrimitive.Scrollbar
        orientation="vertical"
        className="flex h-full w-2.5 touch-none select-none border-l border-l-transparent p-px transition-colors"
      >
        <ScrollPrimitive.Thumb className="relative flex-1 rounded-full bg-slate-300" />
      </ScrollPrimitive.Scrollbar>
      <ScrollPrimitive.Corner />
    </ScrollPrimitive.Root>
  );
}
