import { Phone } from 'lucide-react';
import { BloomIllustration } from './BloomIllustration';
import { landingButton } from '../../../components/ui/landing-button';
import type { DemoActions } from '../demo-actions';

export function BloomHero({ demo }: { demo: DemoActions }) {
  return (
    <section className="relative overflow-hidden bg-rose-50">
      <div
        aria-hidden
        className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-pink-200/60 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-amber-100 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase">
            Flowers for every occasion
          </p>
          <h1 className="mt-3 font-serif text-4xl font-bold tracking-tight text-rose-950 sm:text-5xl lg:text-6xl">
            Order flowers by phone, any hour, with our AI florist
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-rose-900/80">
            Tell it the occasion and your budget. It suggests arrangements, writes the card with you, books
            delivery and tells you where your order is, even on Valentine’s morning.
          </p>
          <button
            type="button"
            onClick={() => demo.openVoice('floral-services')}
            onPointerEnter={demo.prefetchVoice}
            onFocus={demo.prefetchVoice}
            className={landingButton({ tone: 'rose', size: 'lg', className: 'mt-8' })}
          >
            <Phone className="h-5 w-5" aria-hidden />
            Talk to our AI florist
          </button>
        </div>
        <BloomIllustration />
      </div>
    </section>
  );
}
