export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
    </main>
  );
}
