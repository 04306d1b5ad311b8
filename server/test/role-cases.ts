import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

export type StaffWho = 'anonymous' | 'user' | 'tenantAdmin' | 'globalAdmin';
/** The staff's roles, and a dealer account (decision 086) of one of Alpha's dealers. */
export type Who = StaffWho | 'dealer';

/**
 * One route of the role matrix: how to call it, and the status each role gets. A dealer account
 * gets 403 from every staff route, before its body is read, unless the case says otherwise.
 */
export type Case = {
  route: string;
  call: (client: TestClient, t: TestApp) => Promise<{ status: number }>;
  expected: Record<StaffWho, number> & { dealer?: number };
};

export const expectedFor = (testCase: Case, who: Who) =>
  who === 'dealer' ? (testCase.expected.dealer ?? 403) : testCase.expected[who];

let counter = 0;
export const unique = () => `m${(counter += 1)}`;
