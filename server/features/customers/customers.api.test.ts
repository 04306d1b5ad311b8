import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, Dealer } from '../../../domain/api-types';
import { createCustomerVia, createDealerVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('customers and dealers API', () => {
  let t: TestApp;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  it('creates a customer with a normalised phone and optional fields as null', async () => {
    const response = await agent.post<Customer>('/api/customers', {
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '1 (512) 555-0199',
      email: '',
      zipCode: null,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '5125550199',
      email: null,
      zipCode: null,
    });
  });

  it('answers each missing customer field with the spec message', async () => {
    const response = await agent.post('/api/customers', {
      firstName: '',
      lastName: ' ',
      phone: '',
      email: 'not-an-email',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      fieldErrors: {
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        phone: ['Phone number is required'],
        email: ['Invalid email'],
      },
    });
  });

  it('lists, searches by name, e-mail or phone, and pages customers', async () => {
    const customer = await createCustomerVia(agent, {
      firstName: 'Quentin',
      lastName: 'Zephyr',
      email: 'qz@tyres.example',
    });
    for (const search of ['zephyr', 'QZ@TYRES', customer.phone.slice(2, 8)]) {
      const found = await agent.get<Customer[]>('/api/customers', { query: { search } });
      expect(found.body.map((row) => row.id)).toContain(customer.id);
    }
    const page = await agent.get<Customer[]>('/api/customers', { query: { limit: '1' } });
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(1);
    expect((await agent.get<Customer>(`/api/customers/${customer.id}`)).body.lastName).toBe('Zephyr');
  });

  it('matches the ticket form lookup by exact phone or partial name', async () => {
    const customer = await createCustomerVia(agent, {
      firstName: 'Imani',
      lastName: 'Okoro',
      phone: '(415) 555-0123',
    });
    const byPhone = await agent.post<Customer[]>('/api/customers/search', {
      phone: '+1 415-555-0123',
      name: '',
    });
    expect(byPhone.body.map((row) => row.id)).toEqual([customer.id]);
    const byName = await agent.post<Customer[]>('/api/customers/search', { phone: '', name: 'oko' });
    expect(byName.body.map((row) => row.id)).toContain(customer.id);
    expect((await agent.post<Customer[]>('/api/customers/search', {})).body).toEqual([]);
  });

  it('creates dealers, refusing a duplicate dealer id with 409', async () => {
    const dealer = await createDealerVia(agent, { dealerId: 'tx9001', dealerName: 'Alamo Tire' });
    expect(dealer).toMatchObject({
      dealerId: 'TX9001',
      name: 'Alamo Tire',
      dealerName: 'Alamo Tire',
      country: 'United States',
    });
    const again = await agent.post('/api/dealers', { ...dealer, dealerId: 'TX9001' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { dealerId: ['Dealer ID TX9001 is already in use'] },
    });
    const bravo = await t.signIn('bravoUser');
    expect((await createDealerVia(bravo, { dealerId: 'TX9001' })).dealerId).toBe('TX9001');
  });

  it('answers each dealer field with the spec message', async () => {
    const response = await agent.post('/api/dealers', { dealerId: 'ABC', country: 'Canada' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      fieldErrors: {
        dealerId: ['Dealer ID must be 6 characters'],
        dealerName: ['Dealer name is required'],
        contactName: ['Contact name is required'],
        phone: ['Phone number is required'],
        country: ['Country/Territory is required'],
        address: ['Address is required'],
        city: ['City is required'],
        state: ['State is required'],
        zipCode: ['Zip code is required'],
      },
    });
  });

  it('searches dealers by name, dealer id, e-mail, phone, city and state', async () => {
    const dealer = await createDealerVia(agent, {
      dealerId: 'PR7777',
      dealerName: 'Isla Llantas',
      email: 'ventas@isla.example',
      phone: '787-555-0142',
      city: 'Mayagüez',
      state: 'PR',
    });
    for (const search of ['llantas', 'pr7777', 'ventas@isla', '7875550142', 'mayagüez']) {
      const found = await agent.get<Dealer[]>('/api/dealers', { query: { search } });
      expect(
        found.body.map((row) => row.id),
        search,
      ).toContain(dealer.id);
    }
    expect((await agent.get(`/api/dealers/${dealer.id}`)).status).toBe(200);
    expect((await agent.get('/api/dealers/123456')).status).toBe(404);
  });
});
