// Billing set up through the API for the browser journeys: approved dealerships in their trial,
// sandbox test cards saved through the calls the card form makes.
import { expect, type APIRequestContext } from '@playwright/test';
import { demoAdminToken, uniqueEmail } from './support';

export const PASSWORD = 'Str0ng!Pass';
/** The sandbox gateway's test cards (chargeFails: saved fine, every charge declined). */
export const CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', chargeFails: '4000000000000341' };

export interface NewDealer {
  email: string;
  token: string;
  dealerId: string;
  dealershipName: string;
}

export async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string; user: { dealerId: string } } }).data;
}

/** A dealership signed up through the API and approved by the demo admin: its 30-day trial runs from the approval, no card on file. */
export async function newDealer(request: APIRequestContext, label: string): Promise<NewDealer> {
  const email = uniqueEmail(`billing-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
  const dealershipName = `${label} Motors ${Date.now().toString(36)}`;
  const res = await request.post('/api/auth/register-dealer', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Noor',
      lastName: 'Haddad',
      dealershipName,
      termsAgreement: true,
      phoneNumber: '+1 512 555 0142',
      state: 'TX',
      zipCode: '73301',
      address: '9 Congress Ave',
      city: 'Austin',
    },
  });
  expect(res.status()).toBe(201);
  const session = await login(request, email, PASSWORD);
  const approved = await request.put(`/api/admin/dealers/${session.user.dealerId}/approve`, {
    headers: { authorization: `Bearer ${await demoAdminToken(request)}` },
  });
  expect(approved.status()).toBe(200);
  return { email, token: session.token, dealerId: session.user.dealerId, dealershipName };
}

/** Saves a sandbox test card through the same calls the card form makes. */
export async function addCard(request: APIRequestContext, token: string, cardNumber = CARDS.succeeds) {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/billing/setup-payment-method', { headers });
  expect(setup.status()).toBe(200);
  const { clientSecret } = ((await setup.json()) as { data: { clientSecret: string } }).data;
  const confirmed = await request.post('/api/billing/sandbox/confirm-setup', {
    headers,
    data: { clientSecret, cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
  });
  expect(confirmed.status()).toBe(200);
  const { paymentMethodId } = ((await confirmed.json()) as { data: { paymentMethodId: string } }).data;
  expect(
    (await request.post('/api/billing/confirm-payment-method', { headers, data: { paymentMethodId } })).status(),
  ).toBe(200);
}
