import { act, screen, within } from '@testing-library/react';
import { axiosError, fakeServer, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import { DEALER_PROFILE } from '../../../testing/fixtures';
import { DEMO_DEALER, renderApp, signInDealer, signOut } from '../../../testing/render-app';
import { PROFILE_TIMEOUT_MESSAGE } from '../api/update-dealer-profile';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => signInDealer());
afterEach(() => {
  signOut();
  jest.useRealTimers();
});

type RequestConfig = Parameters<FakeRoute>[0];
/** Answers GET /api/dealers/profile with the fixture, PATCH with `patch`. */
function server(patch: FakeRoute) {
  return fakeServer((config) =>
    config.method === 'get' && config.url === '/api/dealers/profile'
      ? { status: 200, data: { success: true, data: DEALER_PROFILE } }
      : patch(config),
  );
}
const patches = (calls: RequestConfig[]) => calls.filter((c) => c.method === 'patch');
const sentForm = (call: RequestConfig) => call.data as FormData;

describe('/dealer/profile', () => {
  it('loads the dealership and the account name and phone into the form, with the email read-only', async () => {
    server(() => ({ status: 500 }));
    renderApp('/dealer/profile');
    expect(await screen.findByLabelText(/Dealership name/)).toHaveValue('Reyes Auto Group');
    expect(screen.getByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('Website')).toHaveValue('https://reyes.example');
    expect(screen.getByLabelText(/^Address/, { selector: 'input' })).toHaveValue('12 Harbor Way');
    expect(screen.getByLabelText(/City/)).toHaveValue('San Diego');
    expect(screen.getByLabelText(/State/)).toHaveValue('CA');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('92101');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Daniel');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Reyes');
    expect(screen.getByLabelText('Your phone')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('dealer@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.queryByText('This page is being built')).not.toBeInTheDocument();
  });

  it('shows the load failure with Try Again, which loads again', async () => {
    let fail = true;
    fakeServer(() => (fail ? { status: 500 } : { status: 200, data: { success: true, data: DEALER_PROFILE } }));
    const { user } = renderApp('/dealer/profile');
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText(/Dealership name/)).toHaveValue('Reyes Auto Group');
  });

  it('saves the edited fields, the account name and the picture as multipart FormData, then shows the success toast', async () => {
    const { calls } = server((config) => {
      if (config.url === '/api/auth/me')
        return {
          status: 200,
          data: { success: true, data: { user: { ...DEMO_DEALER, profileImage: 'profiles/new.png' } } },
        };
      const form = config.data as FormData;
      return {
        status: 200,
        data: {
          success: true,
          message: 'Profile updated successfully',
          data: {
            ...DEALER_PROFILE,
            dealershipName: String(form.get('dealershipName')),
            city: String(form.get('city')),
          },
        },
      };
    });
    const { user } = renderApp('/dealer/profile');
    const name = await screen.findByLabelText(/Dealership name/);
    await user.clear(name);
    await user.type(name, 'Harbor Motors');
    await user.clear(screen.getByLabelText(/City/));
    await user.type(screen.getByLabelText(/City/), 'Oceanside');
    await user.clear(screen.getByLabelText('Website'));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.type(screen.getByLabelText(/Last name/), 'Reyes-Ortiz');
    await user.clear(screen.getByLabelText('Your phone'));
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile picture'), picture);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const [call] = patches(calls);
    expect(call.url).toBe('/api/dealers/profiledata');
    const form = sentForm(call);
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'profileImage'))).toEqual({
      firstName: 'Daniel',
      lastName: 'Reyes-Ortiz',
      phone: '',
      dealershipName: 'Harbor Motors',
      phoneNumber: '+1 555 0100',
      website: '',
      address: '12 Harbor Way',
      city: 'Oceanside',
      state: 'CA',
      zipCode: '92101',
    });
    expect((form.get('profileImage') as File).name).toBe('logo.png');
    expect(screen.getByLabelText(/Dealership name/)).toHaveValue('Harbor Motors');
    // The name, phone and picture are the account's: the session user is read again.
    expect(calls.some((c) => c.url === '/api/auth/me')).toBe(true);
  });

  it('checks required fields in place before calling', async () => {
    const { calls } = server(() => ({ status: 500 }));
    const { user } = renderApp('/dealer/profile');
    await user.clear(await screen.findByLabelText(/Dealership name/));
    await user.clear(screen.getByLabelText(/Zip code/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Dealership name is required')).toBeInTheDocument();
    expect(screen.getByText('Zip code is required')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
  });

  it('shows the server message above the form and its field errors beside the fields', async () => {
    server(() => ({
      status: 400,
      data: { message: 'Website is too long', errors: [{ path: 'website', message: 'Website is too long' }] },
    }));
    const { user } = renderApp('/dealer/profile');
    await user.type(await screen.findByLabelText('Website'), '/very-long');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Website is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('Website is too long');
  });

  it('stops the save after 10 seconds and says so', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls } = server(
      (config) =>
        new Promise<FakeReply>((_resolve, reject) => {
          // The browser's HTTP adapter rejects when the signal aborts; nothing answers before that.
          config.signal?.addEventListener?.('abort', () => reject(axiosError('network')));
        }),
    );
    const { user } = renderApp('/dealer/profile');
    await user.type(await screen.findByLabelText(/City/), ' North');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(9_000);
    });
    expect(screen.queryByText(PROFILE_TIMEOUT_MESSAGE)).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1_100);
    });
    expect(await screen.findByText(PROFILE_TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(patches(calls)).toHaveLength(1);
  });
});
