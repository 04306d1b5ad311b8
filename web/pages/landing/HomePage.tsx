import { useState } from 'react';
import {
  CookieBanner,
  ClosingSection,
  DemoSection,
  FeaturesSection,
  HeroSection,
  HomeFooter,
  HomeHeader,
  TrustSection,
  LazyLegalDialog,
  useDemoLauncher,
} from '../../features/landing';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/': TreadDesk for tyre dealers and warranty teams, with the voice agent demos. */
export function HomePage() {
  const { dialogs, ...demo } = useDemoLauncher();
  const [isLegalOpen, setLegalOpen] = useState(false);
  useDocumentTitle('TreadDesk: AI voice agents and support desk for tyre dealers');
  return (
    <>
      <HomeHeader />
      <main>
        <HeroSection demo={demo} />
        <DemoSection demo={demo} />
        <FeaturesSection />
        <TrustSection />
        <ClosingSection demo={demo} />
      </main>
      <HomeFooter onOpenLegal={() => setLegalOpen(true)} />
      <LazyLegalDialog variant="home" open={isLegalOpen} onOpenChange={setLegalOpen} />
      <CookieBanner
        actions={[
          { label: 'Essential Only', tone: 'light' },
          { label: 'Accept All', tone: 'dark' },
        ]}
      >
        We use essential cookies to keep the site working and, with your consent, analytics to improve it.
        Details are in our Cookie Policy under Legal and Compliance.
      </CookieBanner>
      {dialogs}
    </>
  );
}
