/** Placeholder: the signed-in shell and its pages. */
export function SignedInApp() {
  return <main className="p-8">Signed-in area</main>;
}
