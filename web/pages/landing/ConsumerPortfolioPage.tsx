/** Placeholder landing page. */
export function ConsumerPortfolioPage() {
  return <main className="p-8">ConsumerPortfolioPage</main>;
}
