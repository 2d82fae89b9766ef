import { useMutation } from '@tanstack/react-query';
import { apiClient, useAuthStore } from 'shared-auth';
import type { PublicUser } from 'shared-contracts';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
  profileImage?: File;
}

/** PATCH /api/auth/profile (multipart firstName, lastName, phone, profileImage); aborted after 10 s. */
export async function updateProfile(input: ProfileInput): Promise<PublicUser | undefined> {
  const form = new FormData();
  form.append('firstName', input.firstName);
  form.append('lastName', input.lastName);
  form.append('phone', input.phone);
  if (input.profileImage) form.append('profileImage', input.profileImage);
  const { data } = await apiClient.patch('/api/auth/profile', form, { timeout: 10_000 });
  return data?.data?.user;
}

/** Saves the profile, then reloads the signed-in user (the session store holds it, not the query cache). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => useAuthStore.getState().getCurrentUser(),
  });
}
