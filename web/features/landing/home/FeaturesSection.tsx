import {
  AudioLines,
  Building2,
  ChartColumn,
  ClipboardCheck,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'A ticket for every conversation',
    text: 'Calls, e-mails and walk-ins become tickets with status, priority, notes and the full history.',
    icon: Ticket,
  },
  {
    title: 'Warranty claims, prorated for you',
    text: 'Tread-depth and mileage proration computed on entry, with authorization status and adjustment numbers.',
    icon: ClipboardCheck,
  },
  {
    title: 'Call transcripts on the ticket',
    text: 'Every AI call lands on its ticket with a transcript, a summary, the participants and the duration.',
    icon: AudioLines,
  },
  {
    title: 'Dealers and customers in one place',
    text: 'Search the directory by name, phone or six-character dealer ID, and see who raised each ticket.',
    icon: Users,
  },
  {
    title: 'Reports that answer real questions',
    text: 'Open and resolved counts, claim rates, high-priority share and resolution rate, always up to date.',
    icon: ChartColumn,
  },
  {
    title: 'Many stores, one platform',
    text: 'Run several stores, brands or regions side by side, each with its own staff and its own data.',
    icon: Building2,
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-28 sm:scroll-mt-16 bg-white py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">Features</p>
          <h2
            id="features-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            The support desk built around the tyre business
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            The AI answers the phone; TreadDesk keeps everything it learns organised for your staff.
          </p>
        </div>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
