import { act, screen } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer, sentBody, type FakeReply } from 'shared-auth/testing';
import { renderApp, signInAdmin, signOut } from '../../../testing/render-app';

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('/admin/setting, Change Password', () => {
  it('checks the fields with their messages before calling', async () => {
    const { calls } = fakeServer(() => ({ status: 500 }));
    const { user } = renderApp('/admin/setting');
    expect(screen.getByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your new password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current Password'), 'Demo1234!');
    await user.type(screen.getByLabelText('New Password'), 'Newpass-2025');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Other-2025');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the password with Saving..., Saved! and the new token kept', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { calls } = fakeServer(
      () =>
        new Promise<FakeReply>((resolve) => {
          release = resolve;
        }),
    );
    const { user } = renderApp('/admin/setting');
    await user.type(screen.getByLabelText('Current Password'), 'Demo1234!');
    await user.type(screen.getByLabelText('New Password'), 'Newpass-2025');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Newpass-2025');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect([calls[0].method, calls[0].url]).toEqual(['post', '/api/auth/change-password']);
    expect(sentBody(calls[0])).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Newpass-2025',
      confirmNewPassword: 'Newpass-2025',
    });
    await act(async () =>
      release({
        status: 200,
        data: { success: true, message: 'Password changed successfully!', data: { token: 'new-token' } },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBe('new-token');
  });

  it('shows the server message when the current password is wrong', async () => {
    fakeServer(() => ({ status: 400, data: { message: 'Current password is incorrect' } }));
    const { user } = renderApp('/admin/setting');
    await user.type(screen.getByLabelText('Current Password'), 'Wrong-pass1');
    await user.type(screen.getByLabelText('New Password'), 'Newpass-2025');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Newpass-2025');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not saved' })).toBeInTheDocument();
  });
});
