import { Suspense } from 'react';
import { AreaErrorBoundary } from '../../components/AreaErrorBoundary';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The legal texts and the dialog code load on first open, keeping them out of the page bundle.
const HomeLegalDialog = lazyWithRetry(() =>
  import('./legal/legal-dialogs').then((m) => ({ default: m.HomeLegalDialog })),
);
const PoliticalLegalDialog = lazyWithRetry(() =>
  import('./legal/legal-dialogs').then((m) => ({ default: m.PoliticalLegalDialog })),
);
const PrivacyPolicyDialog = lazyWithRetry(() =>
  import('./PrivacyPolicyDialog').then((m) => ({ default: m.PrivacyPolicyDialog })),
);

type LazyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Legal and Compliance' with the home page's or the campaign page's tabs. */
export function LazyLegalDialog({
  variant,
  initialTab,
  ...props
}: LazyDialogProps & { variant: 'home' | 'political'; initialTab?: string }) {
  if (!props.open) return null;
  const Dialog = variant === 'home' ? HomeLegalDialog : PoliticalLegalDialog;
  return (
    <AreaErrorBoundary overlay onDismiss={() => props.onOpenChange(false)}>
      <Suspense fallback={null}>
        <Dialog {...props} initialTab={initialTab} />
      </Suspense>
    </AreaErrorBoundary>
  );
}

export function LazyPrivacyPolicyDialog({ audience, ...props }: LazyDialogProps & { audience?: string }) {
  if (!props.open) return null;
  return (
    <AreaErrorBoundary overlay onDismiss={() => props.onOpenChange(false)}>
      <Suspense fallback={null}>
        <PrivacyPolicyDialog {...props} audience={audience} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
