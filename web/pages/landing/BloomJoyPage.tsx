/** Placeholder landing page. */
export function BloomJoyPage() {
  return <main className="p-8">BloomJoyPage</main>;
}
