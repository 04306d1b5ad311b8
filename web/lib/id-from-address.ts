/** A record id from the address ('/customers/12'); 0 when it is not one, so nothing is asked for. */
export function idFromAddress(segment: string | undefined): number {
  return /^\d{1,9}$/.test(segment ?? '') ? Number(segment) : 0;
}
