import { Redirect, Link, useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { PageSpinner } from '../app/PageSpinner';
import { BrandMark } from '../components/BrandMark';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/Card';
import { homePathFor, LoginForm, returnPathFrom, useCurrentUser, useLogin } from '../features/auth';

export function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const login = useLogin();
  const search = useSearch();
  const returnPath = returnPathFrom(search);

  if (isLoading) return <PageSpinner />;
  // A visitor who arrives signed in goes straight in; a fresh login waits for its own redirect.
  if (user && login.isIdle) return <Redirect to={homePathFor(user, returnPath)} replace />;

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
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-xl font-semibold">Sign in</h1>
            <CardDescription>Use your staff e-mail or username and password.</CardDescription>
            {new URLSearchParams(search).has('next') ? (
              <p role="status" className="text-sm text-muted-foreground">
                Sign in to go back to where you were.
              </p>
            ) : null}
          </CardHeader>
          <CardContent>
            <LoginForm login={login} />
          </CardContent>
        </Card>
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
