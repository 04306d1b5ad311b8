import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Extra content in the title row, e.g. a status badge. */
  titleAside?: ReactNode;
  /** Classes for the scrolling body, e.g. a column whose part fills the room. */
  bodyClassName?: string;
};

/** An accessible modal dialog (focus trap, Escape, labelled title) for the public pages. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  titleAside,
  bodyClassName,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none',
            className ?? 'max-w-2xl',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* The description spans the header under the title row, so on a phone it takes two lines, not four. */}
          <div className="border-b border-slate-200 px-6 py-4">
            <div className="flex items-start gap-3">
              <Dialog.Title className="min-w-0 flex-1 text-lg font-semibold text-slate-900">
                {title}
              </Dialog.Title>
              {titleAside}
              <Dialog.Close
                className="-mt-1 -mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
                aria-label="Close"
              >
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            </div>
            {description && (
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
            )}
          </div>
          <div className={clsx('min-h-0 flex-1 overflow-y-auto px-6 py-5', bodyClassName)}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
