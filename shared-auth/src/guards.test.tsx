import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PublicUser } from 'shared-contracts';
import { useAuthStore } from './auth-store';
import { RequireAuth, RequireRole } from './guards';
import { fakeServer } from './test-utils';
import { makeUser } from './testing/fixtures';

const user = (role: PublicUser['role'], permissions?: Record<string, boolean>): PublicUser =>
  makeUser({ id: 'u', email: 'u@example.com', firstName: 'U', lastName: 'V', role, permissions });

function Login() {
  const location = useLocation();
  return (
    <p>
      login page {location.search} from={(location.state as { from?: string } | null)?.from}
    </p>
  );
}

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="/unauthorized" element={<p>unauthorized page</p>} />
        <Route path="/area/*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: null });
});

describe('guards', () => {
  it('sends a visitor to /login keeping the attempted path', () => {
    renderAt(
      '/area/x?y=1',
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByText(/login page/)).toHaveTextContent(
      'login page ?redirect=%2Farea%2Fx%3Fy%3D1 from=/area/x?y=1',
    );
  });

  it('lets the right role in', () => {
    useAuthStore.setState({ user: user('dealer'), accessToken: 't', isAuthenticated: true });
    renderAt(
      '/area',
      <RequireRole roles={['dealer']}>
        <p>dealer page</p>
      </RequireRole>,
    );
    expect(screen.getByText('dealer page')).toBeInTheDocument();
  });

  it('sends a wrong role to /unauthorized', () => {
    useAuthStore.setState({ user: user('user'), accessToken: 't', isAuthenticated: true });
    renderAt(
      '/area',
      <RequireRole roles={['admin']}>
        <p>admin page</p>
      </RequireRole>,
    );
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
  });

  it('sends a user without the permission to /unauthorized', () => {
    useAuthStore.setState({ user: user('admin', { manageDealers: false }), accessToken: 't', isAuthenticated: true });
    renderAt(
      '/area',
      <RequireRole roles={['admin']} permission="manageDealers">
        <p>dealers</p>
      </RequireRole>,
    );
    expect(screen.getByText('unauthorized page')).toBeInTheDocument();
  });

  it('shows Loading while a stored token is restored, then the page', async () => {
    localStorage.setItem('accessToken', 't');
    useAuthStore.setState({ accessToken: 't', isAuthenticated: true });
    fakeServer(() => ({ status: 200, data: { success: true, data: { user: user('dealer') } } }));
    renderAt(
      '/area',
      <RequireRole roles={['dealer']}>
        <p>dealer page</p>
      </RequireRole>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('dealer page')).toBeInTheDocument();
  });

  it('goes to /login when the stored token is rejected', async () => {
    localStorage.setItem('accessToken', 'old');
    useAuthStore.setState({ accessToken: 'old', isAuthenticated: true });
    fakeServer(() => ({ status: 401, data: { message: 'expired' } }));
    renderAt(
      '/area',
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
    );
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
  });
});
