import { Redirect, useSearch } from 'wouter';
import { PageSpinner } from '../app/PageSpinner';
import { CardContent, CardDescription, CardHeader } from '../components/ui/Card';
import { homePathFor, LoginForm, returnPathFrom, useCurrentUser, useLogin } from '../features/auth';
import { SignInShell } from './SignInShell';

export function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const login = useLogin();
  const search = useSearch();
  const returnPath = returnPathFrom(search);

  if (isLoading) return <PageSpinner />;
  // A visitor who arrives signed in goes straight in; a fresh login waits for its own redirect.
  if (user && login.isIdle) return <Redirect to={homePathFor(user, returnPath)} replace />;

  return (
    <SignInShell>
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
    </SignInShell>
  );
}
