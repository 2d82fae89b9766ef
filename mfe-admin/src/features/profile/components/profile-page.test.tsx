import { fireEvent, screen } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer, type FakeRoute } from 'shared-auth/testing';
import { DEMO_ADMIN, renderApp, signInAdmin, signOut } from '../../../testing/render-app';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => signInAdmin({ ...DEMO_ADMIN, phone: '+1 555 0100' }));
afterEach(signOut);

type Call = Parameters<FakeRoute>[0];
const patches = (calls: Call[]) => calls.filter((c) => c.method === 'patch');

describe('/admin/profile', () => {
  it("shows the admin's name, phone and read-only email", () => {
    fakeServer(() => ({ status: 500 }));
    renderApp('/admin/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Admin');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
  });

  it('saves name, phone and picture as multipart to PATCH /api/auth/profile and reloads the session user', async () => {
    const { calls } = fakeServer((config) => {
      if (config.url === '/api/auth/me')
        return {
          status: 200,
          data: { success: true, data: { user: { ...DEMO_ADMIN, firstName: 'Ava', profileImage: 'profiles/a.png' } } },
        };
      return {
        status: 200,
        data: {
          success: true,
          message: 'Profile updated successfully',
          data: { user: { ...DEMO_ADMIN, firstName: 'Ava' } },
        },
      };
    });
    const { user } = renderApp('/admin/profile');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Ava');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile picture'), picture);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const [call] = patches(calls);
    expect(call.url).toBe('/api/auth/profile');
    const form = call.data as FormData;
    expect(form.get('firstName')).toBe('Ava');
    expect(form.get('lastName')).toBe('Admin');
    expect(form.get('phone')).toBe('+1 555 0100');
    expect((form.get('profileImage') as File).name).toBe('me.png');
    expect(calls.some((c) => c.url === '/api/auth/me')).toBe(true);
    expect(useAuthStore.getState().user?.firstName).toBe('Ava');
  });

  it('checks the name before calling and shows the server message in place', async () => {
    const { calls } = fakeServer(() => ({ status: 400, data: { message: 'Phone is too long' } }));
    const { user } = renderApp('/admin/profile');
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
    await user.type(screen.getByLabelText('First name'), 'Avery');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone is too long');
  });

  it('refuses a picture that is not JPEG or PNG', async () => {
    fakeServer(() => ({ status: 500 }));
    renderApp('/admin/profile');
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    // A drop or a picker without the accept filter can still hand over another type.
    fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [gif] } });
    expect(await screen.findByText('Please choose a JPEG or PNG image.')).toBeInTheDocument();
  });
});
