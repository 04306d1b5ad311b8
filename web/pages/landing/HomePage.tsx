import { useState } from 'react';
import { CookieBanner } from '../../features/landing/CookieBanner';
import { ClosingSection } from '../../features/landing/home/ClosingSection';
import { DemoSection } from '../../features/landing/home/DemoSection';
import { FeaturesSection } from '../../features/landing/home/FeaturesSection';
import { HeroSection } from '../../features/landing/home/HeroSection';
import { HomeFooter } from '../../features/landing/home/HomeFooter';
import { HomeHeader } from '../../features/landing/home/HomeHeader';
import { TrustSection } from '../../features/landing/home/TrustSection';
import { LazyLegalDialog } from '../../features/landing/lazy-dialogs';
import { useDemoLauncher } from '../../features/landing/use-demo-launcher';
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
