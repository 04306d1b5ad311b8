import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { BrandMark } from '../components/BrandMark';
import { Card } from '../components/ui/Card';

/** The frame of the pages before signing in: the brand above one card, and the way home below it. */
export function SignInShell({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-100 via-background to-blue-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandMark className="size-10" />
          <div>
            <p className="text-xl font-bold tracking-tight">TreadDesk</p>
            <p className="text-xs text-muted-foreground">Multi-Tenant Platform</p>
          </div>
        </div>
        <Card>{children}</Card>
        <div className="mt-6 text-center">
          <Link
            href="/"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
