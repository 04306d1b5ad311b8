import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { Modal } from '../../components/ui/Modal';
import { COMPANY } from './company';
import { LEGAL_PROSE } from './ui/prose';

export type LegalTab = { value: string; label: string; content: ReactNode };

export type LegalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  tabs: LegalTab[];
  /** The tab to show on opening; the first by default. */
  initialTab?: string;
};

/** Tabbed legal texts with the company's postal address and contact e-mail under every tab. */
export function LegalDialog({ open, onOpenChange, title, tabs, initialTab }: LegalDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} className="max-w-3xl">
      <Tabs.Root defaultValue={initialTab ?? tabs[0]?.value}>
        <Tabs.List
          aria-label={title}
          className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 text-sm font-medium text-slate-600"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-lg px-3 py-1.5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className={`mt-5 focus-visible:outline-2 focus-visible:outline-slate-900 ${LEGAL_PROSE}`}
          >
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              Effective date: {COMPANY.effectiveDate}
            </p>
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <LegalContact />
    </Modal>
  );
}

export function LegalContact() {
  return (
    <address className="mt-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 not-italic">
      <p className="font-semibold text-slate-900">{COMPANY.name}</p>
      {COMPANY.addressLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="mt-2">
        Questions about these terms:{' '}
        <a
          className="font-medium text-slate-900 underline underline-offset-2"
          href={`mailto:${COMPANY.email}`}
        >
          {COMPANY.email}
        </a>
      </p>
    </address>
  );
}
