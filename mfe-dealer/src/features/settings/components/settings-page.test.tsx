import { act, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { STATUS_TIMEOUT_MS } from 'shared-ui';
import { fakeServer, sentBody, type FakeReply } from 'shared-auth/testing';
import { renderApp, signInDealer, signOut } from '../../../testing/render-app';

beforeEach(() => signInDealer());
afterEach(signOut);

function deferred() {
  let release: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { promise, release: (reply: FakeReply) => release(reply) };
}

async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

describe('Settings, Change Password', () => {
  it('has only the Change Password tab, three password fields with show/hide toggles', async () => {
    fakeServer(() => ({ status: 500 }));
    const { user } = renderApp('/dealer/setting');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Change Password']);
    const current = screen.getByLabelText('Current Password');
    expect(current).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(current).toHaveAttribute('type', 'text');
  });

  it('checks the fields with the spec messages before calling', async () => {
    const { calls } = fakeServer(() => ({ status: 500 }));
    const { user } = renderApp('/dealer/setting');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
    await fill(user, 'Old-pass1', 'short', 'other');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Longer-pass1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows Saving..., then Saved! for 3 seconds, clears the fields, keeps the session with the new token', async () => {
    const reply = deferred();
    const { calls } = fakeServer(() => reply.promise);
    const { user } = renderApp('/dealer/setting');
    await fill(user, 'Demo1234!', 'Newpass-2025', 'Newpass-2025');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect([calls[0].method, calls[0].url]).toEqual(['post', '/api/auth/change-password']);
    expect(sentBody(calls[0])).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Newpass-2025',
      confirmNewPassword: 'Newpass-2025',
    });
    await act(async () =>
      reply.release({
        status: 200,
        data: { success: true, message: 'Password changed successfully!', data: { token: 'new-token' } },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    const savedAt = Date.now();
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(localStorage.getItem('accessToken')).toBe('new-token');
    expect(useAuthStore.getState().accessToken).toBe('new-token');
    // "Saved!" stays 3 s (spec 2 section 9), then the button reads Update Password again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(STATUS_TIMEOUT_MS - 250);
  });

  it('shows the server message and the error state, and no toast text when the server sends none', async () => {
    let reply: FakeReply = { status: 400, data: { message: 'Current password is incorrect' } };
    fakeServer(() => reply);
    const { user } = renderApp('/dealer/setting');
    await fill(user, 'Wrong-pass1', 'Newpass-2025', 'Newpass-2025');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not saved' })).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Password' })).toBeInTheDocument(), {
      timeout: 4000,
    });

    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: 'Not saved' })).toBeInTheDocument();
    expect(screen.queryByText('An unexpected error occurred')).not.toBeInTheDocument();
  });
});
