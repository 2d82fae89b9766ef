// The demo users of the apps' tests and signing them in or out as the shell's auth store holds them.
import { useAuthStore } from 'shared-auth';
import type { PublicUser } from 'shared-contracts';

export const DEMO_ADMIN: PublicUser = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  phone: null,
  profileImage: null,
  isEmailVerified: true,
  permissions: { manageDealers: true, verifyLeads: true },
};

/** The id is a UUID: billing's tests send it where the contract wants one. */
export const DEMO_DEALER: PublicUser = {
  id: '5b0c6f8e-1f43-4b7a-9a52-6a3e2d1c0b9f',
  email: 'dealer@example.com',
  firstName: 'Daniel',
  lastName: 'Reyes',
  role: 'dealer',
  phone: null,
  profileImage: null,
  isEmailVerified: true,
  permissions: { manageListings: true, manageLeads: true, manageBilling: true },
};

/** Signs `user` in, as the shell's store would hold it. */
export function signInAs(user: PublicUser) {
  localStorage.setItem('accessToken', 't');
  useAuthStore.setState({ user, accessToken: 't', isAuthenticated: true, isLoading: false, error: null });
}

export function signOut() {
  localStorage.clear();
  useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: null });
}
