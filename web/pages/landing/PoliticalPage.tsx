import { Link } from 'wouter';
import {
  CampaignLogo,
  PoliticalFooter,
  PoliticalHero,
  PoliticalSections,
  LazyLegalDialog,
  useDemoLauncher,
  useLegalDialog,
} from '../../features/landing';
import { useDocumentTitle } from '../../lib/use-document-title';

/** '/political': AI voice outreach for campaign communications. */
export function PoliticalPage() {
  const { dialogs, ...demo } = useDemoLauncher();
  const legal = useLegalDialog();
  useDocumentTitle('Campaign AI: voice outreach for political campaigns');
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link href="/political">
            <CampaignLogo />
          </Link>
          <button
            type="button"
            onClick={() => legal.open('compliance')}
            className="text-sm font-medium text-slate-700 hover:text-blue-950"
          >
            Compliance
          </button>
        </div>
      </header>
      <main>
        <PoliticalHero demo={demo} />
        <PoliticalSections />
      </main>
      <PoliticalFooter onOpenLegal={legal.open} />
      <LazyLegalDialog
        variant="political"
        open={legal.isOpen}
        onOpenChange={legal.onOpenChange}
        initialTab={legal.tab}
      />
      {dialogs}
    </>
  );
}
