import {
  BadgeDollarSign,
  CalendarClock,
  FileKey,
  Fingerprint,
  HandCoins,
  ReceiptText,
  ScrollText,
  ShieldCheck,
} from 'lucide-react';

const TASKS = [
  {
    title: 'Balance and due date',
    text: 'Current balance, next payment and amount due, read back clearly.',
    icon: ReceiptText,
  },
  {
    title: 'Payoff quotes',
    text: 'Ten-day payoff figures with instructions for paying off early.',
    icon: BadgeDollarSign,
  },
  {
    title: 'Due-date changes',
    text: 'Takes the request, checks eligibility rules and confirms by text.',
    icon: CalendarClock,
  },
  {
    title: 'Hardship intake',
    text: 'Collects the situation calmly and routes it to a specialist.',
    icon: HandCoins,
  },
];

const SAFEGUARDS = [
  {
    title: 'Identity first',
    text: 'No account detail is shared until the caller is verified.',
    icon: Fingerprint,
  },
  {
    title: 'Privacy by design',
    text: 'Handles data under GLBA safeguards, encrypted in transit.',
    icon: FileKey,
  },
  {
    title: 'Fair contact rules',
    text: 'Respects calling-time rules and cease-contact requests.',
    icon: ShieldCheck,
  },
  {
    title: 'Every call on record',
    text: 'Transcripts and summaries attach to the borrower’s file.',
    icon: ScrollText,
  },
];

function Grid({ items }: { items: typeof TASKS }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
          <Icon className="h-6 w-6 text-emerald-700" aria-hidden />
          <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function LoanSections() {
  return (
    <>
      <section aria-labelledby="tasks-heading" className="bg-white py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="tasks-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            The calls that fill your queue, answered in seconds
          </h2>
          <Grid items={TASKS} />
        </div>
      </section>
      <section aria-labelledby="safeguards-heading" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="safeguards-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Built for regulated lending
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            From a team with 25+ years in consumer finance operations, scaling to 1000+ concurrent calls at
            month end.
          </p>
          <Grid items={SAFEGUARDS} />
        </div>
      </section>
    </>
  );
}
