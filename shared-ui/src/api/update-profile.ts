import { useMutation } from '@tanstack/react-query';
import { callApi, useAuthStore } from 'shared-auth';
import { endpoints } from 'shared-contracts';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
  profileImage?: File;
}

/** The profile update is aborted after 10 s (spec 2); the form then says "Failed to update profile". */
const PROFILE_UPDATE_TIMEOUT_MS = 10_000;

/** PATCH /api/auth/profile (the consumer's and the admin's profile) (multipart firstName, lastName, phone, profileImage). A failure carries the server message or "Failed to update profile". */
export async function updateProfile(input: ProfileInput) {
  const form = new FormData();
  form.append('firstName', input.firstName);
  form.append('lastName', input.lastName);
  form.append('phone', input.phone);
  if (input.profileImage) form.append('profileImage', input.profileImage);
  const { data } = await callApi(
    endpoints.auth.updateProfile,
    { body: form, timeout: PROFILE_UPDATE_TIMEOUT_MS },
    { errors: { toast: false, redirect: false, fallback: 'Failed to update profile' } },
  );
  return data.user;
}

/** Saves the profile, then reloads the signed-in user (the session store holds it, not the query cache). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => useAuthStore.getState().getCurrentUser(),
  });
}
