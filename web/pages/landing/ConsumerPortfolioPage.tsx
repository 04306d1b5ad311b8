import { useState } from 'react';
import { Link } from 'wouter';
import {
  CookieBanner,
  AutoFinanceLogo,
  LoanHero,
  LoanSections,
  COMPANY,
  LazyPrivacyPolicyDialog,
  useDemoLauncher,
} from '../../features/landing';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/consumerportfolio': the AI servicing agent for auto loans. */
export function ConsumerPortfolioPage() {
  const { dialogs, ...demo } = useDemoLauncher();
  const [isPrivacyOpen, setPrivacyOpen] = useState(false);
  useDocumentTitle('TreadDesk Auto Finance: an AI assistant for auto-loan servicing');
  const openPrivacy = () => setPrivacyOpen(true);
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/consumerportfolio">
            <AutoFinanceLogo />
          </Link>
          <button
            type="button"
            onClick={openPrivacy}
            className="text-sm font-medium text-slate-700 hover:text-slate-950"
          >
            Privacy Policy
          </button>
        </div>
      </header>
      <main>
        <LoanHero demo={demo} />
        <LoanSections />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:px-6">
          <p className="flex-1">
            © 2025 {COMPANY.name} · {COMPANY.addressLines.join(', ')}
          </p>
          <button type="button" onClick={openPrivacy} className="font-medium text-slate-700 hover:underline">
            Privacy Policy
          </button>
        </div>
      </footer>
      <LazyPrivacyPolicyDialog
        open={isPrivacyOpen}
        onOpenChange={setPrivacyOpen}
        audience="borrowers and lenders"
      />
      <CookieBanner actions={[{ label: 'Accept', tone: 'emerald' }]}>
        We use cookies to keep this site secure and to understand how it is used. See our Privacy Policy for
        details.
      </CookieBanner>
      {dialogs}
    </>
  );
}
