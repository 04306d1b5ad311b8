import type fc from 'fast-check';
import type { z } from 'zod';
import type { Role } from './fuzz-env';
import type { FuzzIds } from './fuzz-pools';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may get a 2xx: anyone ('public'), a request proving itself with a provider signature
 * ('signature'), any signed-in account ('signed-in'), or only the roles listed.
 */
export type Access = 'public' | 'signature' | 'signed-in' | readonly Role[];

/** One request's variable parts, before they are turned hostile and sent. */
export type Parts = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Send the device cookie of the phone-dialog browser for this line (telephony routes). */
  device?: 'twilio' | 'simulated';
};

/** How a body travels: JSON, a signed provider webhook, Twilio's form, or a multipart file upload. */
export type Transport = 'json' | 'elevenlabs-webhook' | 'twilio-form' | 'multipart';

export type RouteSpec = {
  method: Method;
  /** As in the OpenAPI document: /api/tickets/{id}. */
  path: string;
  access: Access;
  /** The zod schemas the route itself validates with; hostile values aim at their keys. */
  schemas: { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodObject };
  transport?: Transport;
  /** Called by a provider's servers, so from any origin: cross-site requests may pass, but write nothing. */
  fromProviders?: boolean;
  /** Requests a real client could send. */
  valid: (ids: FuzzIds) => fc.Arbitrary<Parts>;
  /**
   * Answers records of every tenant by design, to the roles it allows (a global admin's search
   * across tenants): another tenant's record in its answer is then no leak.
   */
  readsEveryTenant?: true;
  /**
   * Answers an event stream that stays open: sent with the body read as it comes, and closed by
   * the client once the answer has begun (decision 093).
   */
  streams?: true;
  /**
   * Lets a global admin change another tenant's records by design (deleting one of Bravo's users
   * takes their name off Bravo's tickets and notes): after such a success Bravo's fingerprint is
   * taken afresh, having been checked unchanged just before.
   */
  changesEveryTenant?: true;
};

export const STAFF: readonly Role[] = ['user', 'tenantAdmin', 'globalAdmin'];
export const ADMINS: readonly Role[] = ['tenantAdmin', 'globalAdmin'];
export const GLOBAL_ADMIN: readonly Role[] = ['globalAdmin'];
export const DEALER: readonly Role[] = ['dealer'];

export function mayPass(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'signature') return true;
  if (access === 'signed-in') return role !== 'anonymous';
  return access.includes(role);
}
