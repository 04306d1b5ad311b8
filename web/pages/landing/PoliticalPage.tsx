/** Placeholder landing page. */
export function PoliticalPage() {
  return <main className="p-8">PoliticalPage</main>;
}
