import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

export type Who = 'anonymous' | 'user' | 'tenantAdmin' | 'globalAdmin';

/** One route of the role matrix: how to call it, and the status each role gets. */
export type Case = {
  route: string;
  call: (client: TestClient, t: TestApp) => Promise<{ status: number }>;
  expected: Record<Who, number>;
};

let counter = 0;
export const unique = () => `m${(counter += 1)}`;
