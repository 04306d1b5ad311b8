import { Megaphone, ShieldCheck } from 'lucide-react';
import { landingButton } from '../../../components/ui/landing-button';
import type { DemoActions } from '../demo-actions';

export function PoliticalHero({ demo }: { demo: DemoActions }) {
  return (
    <section className="relative overflow-hidden bg-blue-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[repeating-linear-gradient(135deg,rgba(255,255,255,0.03)_0_24px,transparent_24px_48px)]"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-blue-100 uppercase">
          <Megaphone className="h-3.5 w-3.5" aria-hidden />
          AI voice outreach for campaigns
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Reach every voter with a conversation, not a robocall
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-blue-100">
          Campaign AI calls supporters, answers their questions about your candidate and the ballot, recruits
          volunteers and reminds people where and when to vote: thousands of calls at once, every one on
          message.
        </p>
        <div className="mt-9 flex justify-center">
          <button
            type="button"
            onClick={() => demo.openVoice('political')}
            onPointerEnter={demo.prefetchVoice}
            onFocus={demo.prefetchVoice}
            className={landingButton({ tone: 'red', size: 'lg' })}
          >
            Try Campaign AI Demo
          </button>
        </div>
        <p className="mx-auto mt-5 flex max-w-xl items-center justify-center gap-2 text-sm text-blue-200">
          <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden />
          Every call says it is an AI, keeps to legal calling hours and honours do-not-call requests at once.
        </p>
      </div>
      <div aria-hidden className="relative flex h-2">
        <span className="flex-1 bg-red-700" />
        <span className="flex-1 bg-white" />
        <span className="flex-1 bg-blue-700" />
      </div>
    </section>
  );
}
