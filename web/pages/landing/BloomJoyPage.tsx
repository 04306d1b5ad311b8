import { useState } from 'react';
import { Link } from 'wouter';
import {
  AuthLinks,
  CookieBanner,
  BloomHero,
  BloomJoyLogo,
  BloomSections,
  COMPANY,
  LazyPrivacyPolicyDialog,
  useDemoLauncher,
} from '../../features/landing';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/bloomjoy': a florist whose phone line is an AI agent. */
export function BloomJoyPage() {
  const { dialogs, ...demo } = useDemoLauncher();
  const [isPrivacyOpen, setPrivacyOpen] = useState(false);
  useDocumentTitle('BloomJoy Flowers: order by phone with our AI florist');
  const openPrivacy = () => setPrivacyOpen(true);
  return (
    <>
      <header className="border-b border-rose-100 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/bloomjoy" aria-label="BloomJoy home">
            <BloomJoyLogo />
          </Link>
          <AuthLinks dashboardHref="/dashboard" tone="rose" textClassName="text-rose-950" />
        </div>
      </header>
      <main>
        <BloomHero demo={demo} />
        <BloomSections />
      </main>
      <footer className="bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-rose-900/80 sm:flex-row sm:items-center sm:px-6">
          <p className="flex-1">© 2025 BloomJoy Flowers · Voice ordering powered by {COMPANY.product}</p>
          <button type="button" onClick={openPrivacy} className="font-medium text-rose-950 hover:underline">
            Privacy Policy
          </button>
        </div>
      </footer>
      <LazyPrivacyPolicyDialog open={isPrivacyOpen} onOpenChange={setPrivacyOpen} audience="customers" />
      <CookieBanner
        actions={[{ label: 'Accept', tone: 'rose' }]}
        secondary={{ label: 'Privacy Policy', onClick: openPrivacy }}
      >
        We use cookies to remember your basket and keep the site secure.
      </CookieBanner>
      {dialogs}
    </>
  );
}
