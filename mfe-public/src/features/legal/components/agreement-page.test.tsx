import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';

describe.each([
  ['/terms', 'Terms and Conditions', 'Please agree to the terms before proceeding.'],
  ['/privacy', 'Privacy Policy', 'Please agree to the privacy policy before proceeding.'],
])('%s', (path, title, warning) => {
  it('enables "I Agree" only once ticked, explains why, and goes back one step', async () => {
    const { user, location } = renderApp(path, { entries: ['/register?user_type=dealer', path] });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: July 24, 2025')).toBeInTheDocument();

    const agree = screen.getByRole('button', { name: 'I Agree' });
    expect(agree).toBeDisabled();
    // A click on the disabled button lands on its wrapper.
    await user.click(agree.parentElement as HTMLElement);
    expect(screen.getByRole('alert')).toHaveTextContent(warning);

    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(agree).toBeEnabled();
    await user.click(agree);
    expect(location.pathname).toBe('/register');
    expect(location.search).toBe('?user_type=dealer');
  });
});

describe('"I Agree" on a page opened in a tab of its own (the dealer sign-up links it with target="_blank")', () => {
  it('closes the tab, and goes home when the browser keeps it open', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      const { user, location } = renderApp('/terms');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'I Agree' }));
      expect(close).toHaveBeenCalledTimes(1);
      expect(location.pathname).toBe('/');
    } finally {
      close.mockRestore();
    }
  });
});

describe('terms content', () => {
  it('states the billing rules', () => {
    renderApp('/terms');
    expect(screen.getByText(/reminder emails 7 and 3 days before the trial ends/)).toBeInTheDocument();
    expect(screen.getByText(/Failed payments trigger a 15-day grace period/)).toBeInTheDocument();
    expect(screen.getByText(/listings pause/)).toBeInTheDocument();
    expect(screen.getByText(/Billing disputes must be raised within 15 days/)).toBeInTheDocument();
    expect(screen.getByText(/no refunds for partial months/i)).toBeInTheDocument();
    expect(screen.getByText(/30-day free trial/)).toBeInTheDocument();
    expect(screen.getByText(/\$200\/month/)).toBeInTheDocument();
    expect(screen.getByText(/\$75 per verified lead/)).toBeInTheDocument();
  });
});
