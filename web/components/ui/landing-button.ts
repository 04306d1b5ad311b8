import { cva, type VariantProps } from 'class-variance-authority';

/** Button looks for the public pages; each page picks the tone that matches its brand. */
export const landingButton = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      tone: {
        amber: 'bg-amber-400 text-slate-950 hover:bg-amber-300 focus-visible:outline-amber-400',
        dark: 'bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900',
        light:
          'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-slate-900',
        ghostDark: 'text-white ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-white',
        navy: 'bg-blue-900 text-white hover:bg-blue-800 focus-visible:outline-blue-900',
        red: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
        emerald: 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700',
        rose: 'bg-rose-600 text-white hover:bg-rose-700 focus-visible:outline-rose-600',
        danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
        success: 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700',
      },
      size: {
        sm: 'px-4 py-2 text-sm',
        md: 'px-5 py-2.5 text-sm',
        lg: 'px-7 py-3.5 text-base',
      },
    },
    defaultVariants: { tone: 'dark', size: 'md' },
  },
);

export type LandingButtonStyle = VariantProps<typeof landingButton>;
