import { screen } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';

describe('forgot password page', () => {
  it('validates the email on every change and shows it in lower case', async () => {
    const { user } = renderApp('/forgot-password');
    const field = screen.getByLabelText('Email');
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();

    await user.type(field, 'Jane@');
    expect(field).toHaveValue('jane@');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    await user.type(field, 'Example.COM');
    expect(field).toHaveValue('jane@example.com');
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    expect(button).toBeEnabled();

    await user.clear(field);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('sends the link, then offers to resend it', async () => {
    const replies: FakeReply[] = [
      { status: 200, data: { success: true, message: 'If the account exists, a link was sent' } },
      { status: 200, data: { success: true, message: 'If the account exists, a link was sent' } },
      { status: 500, data: { message: 'down' } },
    ];
    const { calls } = fakeServer(() => replies.shift() ?? 'network');
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect([calls[0].method, calls[0].url, sentBody(calls[0])]).toEqual([
      'post',
      '/api/auth/forgot-password',
      { email: 'jane@example.com' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Reset link resent successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Failed to resend link')).toBeInTheDocument();
  });

  it('shows the server message and "Something went wrong" on failure', async () => {
    fakeServer(() => ({ status: 429, data: { message: 'Too many requests, try later' } }));
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getAllByText('Too many requests, try later').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('treats a failure without a message as "Request failed"', async () => {
    // The API answers a failure with an error status (its contract has no `success: false`).
    fakeServer(() => ({ status: 500, data: {} }));
    const { user } = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findAllByText('Request failed')).length).toBeGreaterThan(0);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });
});
