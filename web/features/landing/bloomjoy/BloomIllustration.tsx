import { Heart, Sparkles } from 'lucide-react';

const PETALS = Array.from({ length: 10 }, (_, index) => index * 36);

/** A daisy drawn with CSS: ten petals round a golden centre, on a soft card. */
export function BloomIllustration() {
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-sm">
      <div className="absolute inset-4 rounded-[2.5rem] bg-white shadow-2xl ring-1 ring-rose-100" />
      <div className="absolute inset-0 flex items-center justify-center">
        {PETALS.map((angle, index) => (
          <span
            key={angle}
            className={`absolute h-28 w-12 rounded-[50%] ${index % 2 ? 'bg-rose-200' : 'bg-pink-300'}`}
            style={{ transform: `rotate(${angle}deg) translateY(-58px)` }}
          />
        ))}
        <span className="relative h-20 w-20 rounded-full bg-amber-300 shadow-inner ring-8 ring-amber-200/70" />
      </div>
      <Heart className="absolute top-10 right-10 h-7 w-7 fill-rose-500 text-rose-500" />
      <Sparkles className="absolute bottom-12 left-10 h-7 w-7 text-amber-400" />
      <span className="absolute right-8 bottom-8 rounded-full bg-rose-600 px-3 py-1 text-xs font-semibold text-white shadow">
        Same-day delivery
      </span>
    </div>
  );
}
