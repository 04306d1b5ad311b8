import { CarFront } from 'lucide-react';

export function AutoFinanceLogo() {
  return (
    <span className="flex items-center gap-2">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-emerald-700 text-white">
        <CarFront className="h-5 w-5" aria-hidden />
      </span>
      <span className="leading-tight">
        <span className="block text-base font-bold tracking-tight text-slate-900">
          TreadDesk Auto Finance
        </span>
        <span className="block text-xs text-slate-600">AI servicing for auto loans</span>
      </span>
    </span>
  );
}
