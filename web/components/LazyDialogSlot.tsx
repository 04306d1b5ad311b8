import { Suspense, useState, type ReactNode } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';

type LazyDialogSlotProps = {
  isOpen: boolean;
  /** Closes the dialog when its code could not be loaded and the visitor gives up. */
  onDismiss: () => void;
  children: ReactNode;
};

/**
 * Where a dialog whose code loads on demand is drawn: nothing until it first opens, so a screen does
 * not download every dialog it can show; then kept mounted, so the dialog can play its closing animation.
 */
export function LazyDialogSlot({ isOpen, onDismiss, children }: LazyDialogSlotProps) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  const giveUp = () => {
    setHasOpened(false);
    onDismiss();
  };
  return (
    <AreaErrorBoundary overlay onDismiss={giveUp}>
      <Suspense fallback={null}>{children}</Suspense>
    </AreaErrorBoundary>
  );
}
