import { lazy, Suspense } from 'react';

// The legal texts and the dialog code load on first open, keeping them out of the page bundle.
const HomeLegalDialog = lazy(() =>
  import('./legal/legal-dialogs').then((m) => ({ default: m.HomeLegalDialog })),
);
const PoliticalLegalDialog = lazy(() =>
  import('./legal/legal-dialogs').then((m) => ({ default: m.PoliticalLegalDialog })),
);
const PrivacyPolicyDialog = lazy(() =>
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
    <Suspense fallback={null}>
      <Dialog {...props} initialTab={initialTab} />
    </Suspense>
  );
}

export function LazyPrivacyPolicyDialog({ audience, ...props }: LazyDialogProps & { audience?: string }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyPolicyDialog {...props} audience={audience} />
    </Suspense>
  );
}
