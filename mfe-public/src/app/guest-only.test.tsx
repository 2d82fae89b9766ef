import { screen, waitFor } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer } from 'shared-auth/testing';
import type { PublicUser } from 'shared-contracts';
import { renderApp } from '../testing/render-app';

const person = (role: PublicUser['role']): PublicUser => ({
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Smith',
  role,
  phone: null,
  profileImage: null,
  isEmailVerified: true,
});

afterEach(() => useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false }));

describe('sign-in and registration pages for someone already signed in', () => {
  it.each([
    ['user', '/login', '/'],
    ['dealer', '/register', '/dealer/dashboard'],
    ['admin', '/dealer/login', '/admin/dashboard'],
  ] as const)('a signed-in %s on %s goes to %s', async (role, path, home) => {
    fakeServer(() => 'network');
    useAuthStore.setState({ user: person(role), accessToken: 't', isAuthenticated: true });
    const { location } = renderApp(path);
    await waitFor(() => expect(location.pathname).toBe(home));
  });

  it('a signed-in consumer on /login?redirect= goes back to that page', async () => {
    fakeServer(() => 'network');
    useAuthStore.setState({ user: person('user'), accessToken: 't', isAuthenticated: true });
    const { location } = renderApp('/login?redirect=%2Fuser%2Ffavourites');
    await waitFor(() => expect(location.pathname).toBe('/user/favourites'));
  });

  it('a visitor sees the sign-in form', async () => {
    fakeServer(() => 'network');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
