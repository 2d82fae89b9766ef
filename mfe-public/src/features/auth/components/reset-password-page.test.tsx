import { screen, waitFor } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';

const fill = async (user: ReturnType<typeof renderApp>['user'], password: string, confirm: string) => {
  const newField = screen.getByLabelText('New Password');
  const confirmField = screen.getByLabelText('Confirm Password');
  await user.clear(newField);
  await user.clear(confirmField);
  if (password) await user.type(newField, password);
  if (confirm) await user.type(confirmField, confirm);
};

describe('reset password page', () => {
  it('keeps the button disabled until both fields are filled', async () => {
    const { user } = renderApp('/reset-password?token=abc');
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'Secret#123');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'S');
    expect(button).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
  ])('rejects %s with "%s"', async (password, message) => {
    const { calls } = fakeServer(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    const { user } = renderApp('/reset-password?token=abc');
    await fill(user, password, password);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when the passwords do not match', async () => {
    const { user } = renderApp('/reset-password?token=abc');
    await fill(user, 'Secret#123', 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows and hides each password', async () => {
    const { user } = renderApp('/reset-password?token=abc');
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(field).toHaveAttribute('type', 'text');
  });

  it('refuses a missing token', async () => {
    const { calls } = fakeServer(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    const { user } = renderApp('/reset-password');
    expect(screen.getByText('Invalid or missing token!')).toBeInTheDocument();
    await fill(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(calls).toHaveLength(0);
  });

  it('posts the token and both passwords, toasts the server message and goes to /login', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { calls } = fakeServer(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, location } = renderApp('/reset-password?token=tok-1');
    await fill(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting password...' })).toBeDisabled();
    expect(calls.map((call) => [call.method, call.url, sentBody(call)])).toEqual([
      [
        'post',
        '/api/auth/reset-password',
        { token: 'tok-1', newPassword: 'Secret#123', confirmPassword: 'Secret#123' },
      ],
    ]);
    answer({ status: 200, data: { success: true, message: 'Your password has been reset.' } });
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/login'));
  });

  it('falls back to "Password reset successfully!" when the answer has no sentence', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, message: '' } }));
    const { user } = renderApp('/reset-password?token=tok-1');
    await fill(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
  });

  it('shows the server message on failure, or "Failed to reset password"', async () => {
    const replies: FakeReply[] = [
      { status: 400, data: { message: 'Reset link has expired' } },
      { status: 500, data: {} },
    ];
    fakeServer(() => replies.shift() ?? 'network');
    const { user, location } = renderApp('/reset-password?token=tok-1');
    await fill(user, 'Secret#123', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Reset link has expired')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Failed to reset password')).length).toBeGreaterThan(0);
    expect(location.pathname).toBe('/reset-password');
  });
});
