import { COMPANY } from '../company';
import { CampaignLogo } from './CampaignMark';

const LINKS = [
  { tab: 'privacy', label: 'Privacy Policy' },
  { tab: 'terms', label: 'Terms of Service' },
  { tab: 'compliance', label: 'Campaign Compliance' },
];

export function PoliticalFooter({ onOpenLegal }: { onOpenLegal: (tab: string) => void }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center">
        <div className="flex-1">
          <CampaignLogo />
          <p className="mt-2 text-sm text-slate-600">
            A {COMPANY.product} product. Not affiliated with any party or candidate.
          </p>
        </div>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
          {LINKS.map((link) => (
            <button
              key={link.tab}
              type="button"
              onClick={() => onOpenLegal(link.tab)}
              className="text-sm font-medium text-slate-700 underline-offset-4 hover:text-blue-950 hover:underline"
            >
              {link.label}
            </button>
          ))}
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-slate-500 sm:px-6">
        © 2025 {COMPANY.name} · {COMPANY.addressLines.join(', ')}
      </p>
    </footer>
  );
}
