import type { Customer, Dealer, Ticket } from '../../domain/api-types';
import type { TestClient } from './http-client';

/** The API's answer when it did not create the record. */
export class CreateRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    super(`expected a created record, got ${status}: ${text}`);
  }
}

/** Creates records through the API the way the screens do, failing loudly if the API refuses. */
async function created<T>(promise: Promise<{ status: number; body: unknown; text: string }>): Promise<T> {
  const response = await promise;
  if (response.status !== 201 && response.status !== 200) {
    throw new CreateRefused(response.status, response.body, response.text);
  }
  return response.body as T;
}

let sequence = 0;
const next = () => (sequence += 1);

export function createTicketVia(client: TestClient, overrides: Record<string, unknown> = {}) {
  const n = next();
  return created<Ticket>(
    client.post('/api/tickets', {
      subject: `Sidewall bulge ${n}`,
      description: 'Bulge on the outer sidewall after a pothole.',
      priority: 'medium',
      category: 'technical',
      customer: {
        name: `Casey Driver${n}`,
        phone: `555${String(1_000_000 + n).slice(-7)}`,
        email: null,
        company: null,
      },
      ...overrides,
    }),
  );
}

export function createCustomerVia(client: TestClient, overrides: Record<string, unknown> = {}) {
  const n = next();
  return created<Customer>(
    client.post('/api/customers', {
      firstName: 'Jordan',
      lastName: `Miles${n}`,
      phone: `(555) 2${String(100_000 + n).slice(-6)}`,
      email: `jordan${n}@example.com`,
      zipCode: '78701',
      ...overrides,
    }),
  );
}

export function createDealerVia(client: TestClient, overrides: Record<string, unknown> = {}) {
  const n = next();
  return created<Dealer>(
    client.post('/api/dealers', {
      dealerId: `D${String(10_000 + n).slice(-5)}`,
      dealerName: `Tread Masters ${n}`,
      contactName: 'Pat Lee',
      phone: '555-300-1000',
      country: 'United States',
      address: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      ...overrides,
    }),
  );
}
