import { Clock3, Phone } from 'lucide-react';
import { landingButton } from '../../../components/ui/landing-button';
import type { DemoActions } from '../demo-actions';

const SAMPLE = [
  { who: 'Borrower', text: 'Can I move my payment date to the 15th? I get paid mid-month now.' },
  {
    who: 'AI assistant',
    text: 'I can request that for you. Once I’ve verified your identity, I’ll check whether your loan qualifies and confirm the new date by text.',
  },
];

export function LoanHero({ demo }: { demo: DemoActions }) {
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            For auto-loan servicers
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            A loan assistant your borrowers can simply call
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            Balances, due dates, payoff quotes and payment arrangements, handled by an AI voice agent that
            verifies identity first and hands sensitive cases to your collectors with the full transcript.
          </p>
          <button
            type="button"
            onClick={() => demo.openVoice('financial-services')}
            onPointerEnter={demo.prefetchVoice}
            onFocus={demo.prefetchVoice}
            className={landingButton({ tone: 'emerald', size: 'lg', className: 'mt-8' })}
          >
            <Phone className="h-5 w-5" aria-hidden />
            Talk to the AI loan assistant
          </button>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
            <Clock3 className="h-4 w-4" aria-hidden />
            Opens a voice call in this page. No account needed.
          </p>
        </div>
        <figure
          className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
          aria-label="Example conversation"
        >
          <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Example call · Payment date change
          </figcaption>
          <dl className="mt-4 space-y-4">
            {SAMPLE.map((line) => (
              <div key={line.who}>
                <dt className="text-xs font-semibold text-emerald-800">{line.who}</dt>
                <dd className="mt-1 rounded-2xl bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-800">
                  {line.text}
                </dd>
              </div>
            ))}
          </dl>
        </figure>
      </div>
    </section>
  );
}
