import { screen } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer, sentBody } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';
import { campaignFromQuery, dealerRegistrationBody, type DealerSignUpValues } from '../api/dealer-registration';

const values: DealerSignUpValues = {
  email: 'Sales@Dealer.example',
  password: 'Secret#123',
  firstName: 'Ana',
  lastName: 'Diaz',
  dealershipName: 'Diaz Motors',
  termsAgreement: true,
  phoneNumber: '9876543210',
  state: 'TX',
  zipCode: '75001',
  website: 'https://diaz.example/deals?utm_source=google',
  address: '1 Main St',
  city: 'Dallas',
};

describe('dealer registration body', () => {
  it('prefixes +91- to a phone without +, and cuts the website at ?', () => {
    const body = dealerRegistrationBody(values, new URLSearchParams('user_type=dealer'));
    expect(body.phoneNumber).toBe('+91-9876543210');
    expect(body.website).toBe('https://diaz.example/deals');
    expect(body.email).toBe('sales@dealer.example');
    expect(body).not.toHaveProperty('campaign');
  });
  it('sends a phone starting with + as given', () => {
    expect(
      dealerRegistrationBody({ ...values, phoneNumber: '+1 214 555 0100' }, new URLSearchParams()).phoneNumber,
    ).toBe('+1 214 555 0100');
  });
  it('collects every query parameter but user_type as the campaign', () => {
    expect(
      campaignFromQuery(new URLSearchParams('user_type=dealer&utm_source=landing&utm_medium=hero&campaign=spring')),
    ).toEqual({
      utm_source: 'landing',
      utm_medium: 'hero',
      campaign: 'spring',
    });
  });
});

// Typing a dozen fields takes seconds on a busy machine.

describe('dealer sign-up page', () => {
  const fillForm = async (user: ReturnType<typeof renderApp>['user'], phone: string) => {
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Diaz');
    await user.type(screen.getByLabelText('Dealership name'), 'Diaz Motors');
    await user.type(screen.getByLabelText('Email'), 'sales@dealer.example');
    await user.type(screen.getByLabelText(/^Phone number/), phone);
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Dallas');
    await user.type(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('Zip code'), '75001');
    await user.type(screen.getByLabelText('Website (optional)'), 'https://diaz.example/?ref=ad');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
  };

  it('sends the normalised phone, website and campaign, then says the account awaits approval', async () => {
    const { calls } = fakeServer(() => ({
      status: 201,
      data: { success: true, message: 'Registration successful. Please check your email to verify your account.' },
    }));
    const { user } = renderApp('/register?user_type=dealer&utm_source=landing&utm_medium=hero&utm_campaign=free_month');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');

    await fillForm(user, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Create dealership account' }));
    expect(await screen.findByText('You must agree to the terms')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Create dealership account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/awaiting admin approval/)).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url])).toEqual([['post', '/api/auth/register-dealer']]);
    expect(sentBody(calls[0])).toEqual({
      email: 'sales@dealer.example',
      password: 'Secret#123',
      firstName: 'Ana',
      lastName: 'Diaz',
      dealershipName: 'Diaz Motors',
      termsAgreement: true,
      phoneNumber: '+91-9876543210',
      state: 'TX',
      zipCode: '75001',
      website: 'https://diaz.example/',
      address: '1 Main St',
      city: 'Dallas',
      campaign: { utm_source: 'landing', utm_medium: 'hero', utm_campaign: 'free_month' },
    });
    expect(screen.getByText(/verify your email address/)).toBeInTheDocument();
  });

  it('keeps a phone that starts with + and shows the server error', async () => {
    const { calls } = fakeServer(() => ({ status: 400, data: { message: 'Zip code is invalid' } }));
    const { user } = renderApp('/register?user_type=dealer');
    await fillForm(user, '+1 214 555 0100');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Create dealership account' }));
    expect(await screen.findByText('Zip code is invalid')).toBeInTheDocument();
    expect((sentBody(calls[0]) as { phoneNumber: string }).phoneNumber).toBe('+1 214 555 0100');
  });

  it('consumer sign-up: "Check your email" and a way to sign in, without signing anybody in', async () => {
    const { calls } = fakeServer(() => ({
      status: 201,
      data: { success: true, message: 'Registration successful. Please check your email to verify your account.' },
    }));
    const { user } = renderApp('/register');
    await user.type(screen.getByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Last name'), 'Quinn');
    await user.type(screen.getByLabelText('Email'), 'Nora@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('nora@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(sentBody(calls[0])).toMatchObject({ email: 'nora@example.com', role: 'consumer' });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the consumer sign-up without user_type=dealer', () => {
    renderApp('/register');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Dealership name')).not.toBeInTheDocument();
  });
});
