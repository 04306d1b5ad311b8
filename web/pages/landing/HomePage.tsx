/** Placeholder landing page. */
export function HomePage() {
  return <main className="p-8">HomePage</main>;
}
