import { z } from 'zod';
import { pagingQuery } from './fields';

/** GET /api/customers/{id}/tickets and the like: a page of what refers to a customer or dealer. */
export const contactPageQuerySchema = z.object(pagingQuery);
