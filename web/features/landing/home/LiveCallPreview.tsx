import { BadgeCheck, PhoneCall } from 'lucide-react';

const BARS = [30, 55, 80, 45, 95, 70, 40, 60, 85, 50, 25, 65, 90, 55, 35, 75, 60, 40, 80, 50, 30, 70, 45, 20];

/** A still of a call in progress, to show what the agent does before anyone clicks. */
export function LiveCallPreview() {
  return (
    <figure
      aria-label="Example of an AI call about a warranty claim"
      className="relative rounded-3xl border border-white/10 bg-white/5 p-5 shadow-2xl ring-1 ring-white/5 backdrop-blur sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-400 text-slate-950">
          <PhoneCall className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold text-white">Warranty line</p>
          <p className="text-xs text-slate-300">AI agent · on a call · 02:14</p>
        </div>
        <span className="rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-semibold text-emerald-300">
          Live
        </span>
      </div>
      <div className="mt-5 flex h-12 items-end gap-1" aria-hidden>
        {BARS.map((height, index) => (
          <span
            key={index}
            className="flex-1 rounded-full bg-amber-400/80"
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <div className="mt-5 space-y-3 text-sm">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white/10 px-3.5 py-2 text-slate-100">
          I can help with that. What tread depth did the shop measure on the damaged tyre?
        </p>
        <p className="ml-auto max-w-[80%] rounded-2xl rounded-tr-sm bg-amber-400 px-3.5 py-2 text-slate-950">
          They said 6/32, and it&apos;s done about 18,000 miles.
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white/10 px-3.5 py-2 text-slate-100">
          Thanks. That qualifies for a 55% prorated credit. I&apos;ve opened ticket #TK-214 for your dealer.
        </p>
      </div>
      <figcaption className="mt-5 flex items-center gap-2 border-t border-white/10 pt-4 text-xs text-slate-300">
        <BadgeCheck className="h-4 w-4 text-emerald-400" aria-hidden />
        Transcript and claim attached to the ticket automatically
      </figcaption>
    </figure>
  );
}
