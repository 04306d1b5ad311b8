/**
 * Demo calls (browser voice and phone) spend a daily allowance of 10 per address. Each spec file
 * that makes calls comes from its own address (the e2e server trusts X-Forwarded-For from
 * loopback), so files running in parallel never spend each other's calls.
 */
export function visitorFrom(address: string) {
  return { extraHTTPHeaders: { 'x-forwarded-for': address } };
}
