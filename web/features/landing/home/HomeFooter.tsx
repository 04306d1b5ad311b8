import { Link } from 'wouter';
import { COMPANY } from '../company';
import { TreadDeskLogo } from '../Logo';

export function HomeFooter({ onOpenLegal }: { onOpenLegal: () => void }) {
  const linkClass = 'text-sm text-slate-300 hover:text-white';
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1.4fr]">
        <div>
          <TreadDeskLogo isInverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
            The support desk and AI voice agents for tyre dealers, distributors and warranty administrators.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-white">Product</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="#features" className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <a href="#demo" className={linkClass}>
                Demo
              </a>
            </li>
            <li>
              <Link href="/auth" className={linkClass}>
                Staff sign-in
              </Link>
            </li>
            <li>
              <button type="button" onClick={onOpenLegal} className={linkClass}>
                Legal and Compliance
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <address className="mt-3 space-y-1 text-sm text-slate-400 not-italic">
            {COMPANY.addressLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="pt-2">
              <a href={`mailto:${COMPANY.email}`} className="text-slate-300 hover:text-white">
                {COMPANY.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © 2025 {COMPANY.name} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
