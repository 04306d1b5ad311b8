/** Placeholder: the sign-in page. */
export function AuthPage() {
  return <main className="p-8">Sign in</main>;
}
