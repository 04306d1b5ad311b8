import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus';

export const Dialog = DialogPrimitive.Root;

export const overlayClass =
  'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export const dialogPanelClass =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-card p-4 text-card-foreground shadow-xl data-[state=open]:animate-dialog-in data-[state=closed]:animate-fade-out sm:p-6';

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** A modal panel: focus is trapped inside, Escape and the close button dismiss it. */
export function DialogContent({
  className,
  children,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof sizes }) {
  const focusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(dialogPanelClass, 'overflow-hidden p-0 sm:p-0', sizes[size], className)}
        {...focusHandlers}
        {...props}
      >
        {/* The body scrolls; the close button stays in the corner. */}
        <div className="grid grid-cols-1 gap-4 overflow-y-auto p-4 sm:p-6">{children}</div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-sm bg-card p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
