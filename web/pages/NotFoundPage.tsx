import { Link } from 'wouter';
import { House } from 'lucide-react';
import { BrandMark } from '../components/BrandMark';
import { buttonVariants } from '../components/ui/Button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[70dvh] flex-col items-center justify-center px-4 py-16 text-center">
      <BrandMark className="mb-6 size-14" />
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground">404 Page Not Found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
        <House aria-hidden />
        Back to Home
      </Link>
    </main>
  );
}
