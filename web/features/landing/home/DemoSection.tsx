import { Building2, Headset, PhoneIncoming, ShieldCheck, Wrench, type LucideIcon } from 'lucide-react';
import { landingButton } from '../../../components/ui/landing-button';
import type { DemoActions } from '../demo-actions';

type DemoCard = { agentType: string; title: string; text: string; icon: LucideIcon };

export const DEMO_CARDS: DemoCard[] = [
  {
    agentType: 'customer',
    title: 'Customer Service',
    text: 'Order status, store hours and tyre questions, answered in seconds, with a ticket for anything open.',
    icon: Headset,
  },
  {
    agentType: 'technical',
    title: 'Technical Support',
    text: 'Walks drivers through TPMS warnings, pressure checks and uneven tread wear, step by step.',
    icon: Wrench,
  },
  {
    agentType: 'front-office',
    title: 'Front Office',
    text: 'Books fitting and rotation slots, reschedules appointments and takes messages for your team.',
    icon: Building2,
  },
  {
    agentType: 'insurance',
    title: 'Insurance',
    text: 'Takes road-hazard and warranty claims, collects tread depth and mileage, and explains the cover.',
    icon: ShieldCheck,
  },
];

export function DemoSection({ demo }: { demo: DemoActions }) {
  return (
    <section
      id="demo"
      aria-labelledby="demo-heading"
      className="scroll-mt-28 sm:scroll-mt-16 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">Live demo</p>
          <h2 id="demo-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Talk to an agent right now
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Pick the desk you want to staff. Each agent is trained for its job and speaks with you in your
            browser.
          </p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {DEMO_CARDS.map(({ agentType, title, text, icon: Icon }) => (
            <li
              key={agentType}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-slate-900 text-amber-400">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
              <button
                type="button"
                onClick={() => demo.openVoice(agentType)}
                onPointerEnter={demo.prefetchVoice}
                onFocus={demo.prefetchVoice}
                aria-label={`Start demo call with ${title}`}
                className={landingButton({ tone: 'dark', size: 'sm', className: 'mt-6 self-start' })}
              >
                Start demo call
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:flex-row sm:items-center">
          <PhoneIncoming className="h-6 w-6 shrink-0 text-slate-700" aria-hidden />
          <div className="flex-1">
            <h3 className="font-semibold text-slate-900">Rather hear it on a real phone line?</h3>
            <p className="text-sm text-slate-600">
              We place a short call to you with the Customer Service agent.
            </p>
          </div>
          <button
            type="button"
            onClick={() => demo.openPhone('customer')}
            className={landingButton({ tone: 'light', size: 'sm' })}
          >
            Call me instead
          </button>
        </div>
      </div>
    </section>
  );
}
