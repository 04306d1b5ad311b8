/**
 * Full-screen spinner while an area or the current user loads; `inline` inside the shell.
 * Plain class strings: this file is in the entry chunk every page loads, so it stays free of tailwind-merge.
 */
export function PageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center ${inline ? 'min-h-64' : 'min-h-screen'}`}
      role="status"
      aria-label="Loading"
    >
      <div className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700" />
    </div>
  );
}
