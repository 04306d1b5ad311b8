import { ArrowDown, Phone } from 'lucide-react';
import { Typewriter } from '../Typewriter';
import { landingButton } from '../../../components/ui/landing-button';
import type { DemoActions } from '../demo-actions';
import { LiveCallPreview } from './LiveCallPreview';

export const HERO_ROLES = [
  'Customer Service Agent',
  'Front Office Assistant',
  'Billing Representative',
  'Technical Support Advisor',
] as const;

const STATS = [
  { value: '20+', label: 'years in tyre retail' },
  { value: '25+', label: 'years of warranty administration' },
  { value: '1000+', label: 'concurrent calls per account' },
  { value: '24/7', label: 'answered, nights and weekends' },
];

export function HeroSection({ demo }: { demo: DemoActions }) {
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(56,189,248,0.10),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:pt-24">
        <div>
          <p className="inline-flex rounded-full border border-amber-400/30 bg-amber-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-amber-300 uppercase">
            AI voice agents for tyre dealers and warranty teams
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Hire an AI
            <Typewriter
              phrases={HERO_ROLES}
              className="block min-h-[2.2em] text-amber-400"
              caretClassName="bg-amber-400"
            />
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-300">
            TreadDesk answers every call, opens the ticket, checks the warranty and prorates the claim by
            tread depth and mileage, so your team only handles what truly needs a person.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => demo.openVoice('sales')}
              onPointerEnter={demo.prefetchVoice}
              onFocus={demo.prefetchVoice}
              className={landingButton({ tone: 'amber', size: 'lg' })}
            >
              <Phone className="h-5 w-5" aria-hidden />
              Talk to our AI sales agent
            </button>
            <a href="#demo" className={landingButton({ tone: 'ghostDark', size: 'lg' })}>
              See all demos
              <ArrowDown className="h-4 w-4" aria-hidden />
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-400">
            No sign-up. Runs in your browser. Demo calls last up to 20 minutes.
          </p>
        </div>
        <LiveCallPreview />
      </div>
      <div className="relative border-t border-white/10 bg-slate-900/60">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-sm text-slate-400">{stat.label}</dt>
              <dd className="text-3xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
