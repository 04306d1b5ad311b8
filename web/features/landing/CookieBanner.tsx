import type { ReactNode } from 'react';
import { Cookie } from 'lucide-react';
import { useCookieConsent } from './cookie-consent';
import { landingButton, type LandingButtonStyle } from '../../components/ui/landing-button';

export type CookieBannerAction = { label: string; tone?: LandingButtonStyle['tone'] };

type CookieBannerProps = {
  /** Every action accepts: the spec's buttons only differ in wording. */
  actions: CookieBannerAction[];
  children: ReactNode;
  /** Optional leading link-style button, e.g. 'Privacy Policy'. */
  secondary?: { label: string; onClick: () => void };
};

export function CookieBanner({ actions, children, secondary }: CookieBannerProps) {
  const { isAccepted, accept } = useCookieConsent();
  if (isAccepted) return null;
  return (
    <>
      {/* Room at the end of the page, so the banner never hides the footer. */}
      <div aria-hidden className="h-52 sm:h-32" />
      <section
        aria-label="Cookie consent"
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-xl backdrop-blur sm:p-5"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex flex-1 items-start gap-3">
            <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
            <p className="text-sm leading-relaxed text-slate-700">{children}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {secondary && (
              <button
                type="button"
                onClick={secondary.onClick}
                className="px-2 py-2 text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-950"
              >
                {secondary.label}
              </button>
            )}
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={accept}
                className={landingButton({ tone: action.tone ?? 'dark', size: 'sm' })}
              >
                {action.label}
              </button>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
