import { Link } from 'wouter';
import { AuthLinks } from '../AuthLinks';
import { TreadDeskLogo } from '../Logo';

const ANCHOR = 'rounded px-2 py-1 text-sm font-medium text-slate-300 hover:text-white';

/** On phones the section anchors get a row of their own, so the sign-in controls always fit. */
export function HomeHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 py-2 sm:h-16 sm:flex-nowrap sm:px-6 sm:py-0">
        <Link href="/" aria-label="TreadDesk home" className="py-1">
          <TreadDeskLogo isInverted />
        </Link>
        <nav
          aria-label="Sections"
          className="order-3 -ml-2 flex w-full gap-1 sm:order-none sm:ml-6 sm:w-auto sm:gap-4"
        >
          <a href="#features" className={ANCHOR}>
            Features
          </a>
          <a href="#demo" className={ANCHOR}>
            Demo
          </a>
        </nav>
        <div className="ml-auto">
          <AuthLinks dashboardHref="/tickets" tone="amber" textClassName="text-slate-200" />
        </div>
      </div>
    </header>
  );
}
