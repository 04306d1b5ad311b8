import { Phone } from 'lucide-react';
import { landingButton } from '../../../components/ui/landing-button';
import type { DemoActions } from '../demo-actions';

export function ClosingSection({ demo }: { demo: DemoActions }) {
  return (
    <section aria-labelledby="closing-heading" className="bg-amber-400 py-16">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 lg:flex-row lg:items-center">
        <div className="flex-1">
          <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-slate-950">
            Hear it for yourself
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-slate-900">
            Ask our AI sales agent about pricing, set-up or your busiest season. It picks up straight away.
          </p>
        </div>
        <button
          type="button"
          onClick={() => demo.openVoice('sales')}
          onPointerEnter={demo.prefetchVoice}
          onFocus={demo.prefetchVoice}
          className={landingButton({ tone: 'dark', size: 'lg' })}
        >
          <Phone className="h-5 w-5" aria-hidden />
          Talk to our AI sales agent
        </button>
      </div>
    </section>
  );
}
